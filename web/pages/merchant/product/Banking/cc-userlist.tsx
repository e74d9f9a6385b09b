import { CardRequestList } from '../../../../components/cards';

/** /merchant/product/Banking/cc-userlist: the shop's card and loan requests (SPEC §7 cc-userlist). */
export default function CardRequestsPage() {
  return <CardRequestList area="merchant" />;
}
