import { PaperlessListPage } from '../../../../../components/nsdl-paperless/PaperlessListPage';

/** /merchant/product/nsdl-pan/paperless/list: the shop's paperless applications, by list. */
export default function MerchantPaperlessListPage() {
  return <PaperlessListPage area="merchant" />;
}
