import { MerchantPanList, ReapplyAction, ViewAction } from '../../../../../../components/pan/merchant-lists';
import { RowActions } from '../../../../../../components/requests/RequestList';
import { useT } from '../../../../../../i18n/panPages';

/** /merchant/product/nsdl-pan/physical/rejection/list: rejected or cancelled, with the reason; a rejection can be reapplied once. */
export default function MerchantRejectionListPage() {
  const t = useT();
  return (
    <MerchantPanList
      name="rejection"
      description={t('panPages.lists.rejection')}
      // Reapply and View side by side.
      rowActionsSize={200}
      rowActions={(row) => (
        <RowActions>
          <ReapplyAction row={row} />
          <ViewAction row={row} />
        </RowActions>
      )}
    />
  );
}
