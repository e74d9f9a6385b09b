import { BacklogList } from '../../../../../components/BacklogList';

/** /merchant/product/nsdl-pan/physical/backlog-data: the merchant's own backlog records (scoped by the server). */
export default function MerchantBacklogDataPage() {
  return <BacklogList area="merchant" />;
}
