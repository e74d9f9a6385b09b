import { MerchantPanList } from '../../../../../components/pan/merchant-lists';
import { useT } from '../../../../../i18n/panPages';

/** /merchant/product/nsdl-pan/physical/list: every submitted application, with what each one needs next. */
export default function MerchantAllListPage() {
  const t = useT();
  return <MerchantPanList name="all" description={t('panPages.lists.all')} />;
}
