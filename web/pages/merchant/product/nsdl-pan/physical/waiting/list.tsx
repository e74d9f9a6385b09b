import { MerchantPanList, ViewAction } from '../../../../../../components/pan/merchant-lists';
import { useT } from '../../../../../../i18n/panPages';

/** /merchant/product/nsdl-pan/physical/waiting/list: submitted, with the back office (waiting or verified). */
export default function MerchantWaitingListPage() {
  const t = useT();
  return (
    <MerchantPanList
      name="waiting"
      description={t('panPages.lists.waiting')}
      rowActions={(row) => <ViewAction row={row} />}
    />
  );
}
