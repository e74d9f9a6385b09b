import { MerchantPanList, ReapplyAction, ViewAction } from '../../../../../../components/pan/merchant-lists';
import { RowActions } from '../../../../../../components/requests';

/** /merchant/product/nsdl-pan/physical/rejection/list: rejected or cancelled, with the reason; a rejection can be reapplied once. */
export default function MerchantRejectionListPage() {
  return (
    <MerchantPanList
      name="rejection"
      description={
        'Applications the back office rejected or cancelled, with the reason in the Remark column. ' +
        'The amount was refunded to your wallet. Reapply makes a new application from a rejected one to correct and submit again.'
      }
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
