import { CardRequestList } from '../../../../components/cards';

/** /merchant/product/Banking/cc-userlist: the shop's card and loan requests (docs/product.md#calls cc-userlist). */
export default function CardRequestsPage() {
  return <CardRequestList area="merchant" />;
}
