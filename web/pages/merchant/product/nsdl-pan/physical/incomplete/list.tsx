import { ContinueAction, MerchantPanList, ViewAction } from '../../../../../../components/pan/merchant-lists';
import { RowActions } from '../../../../../../components/requests';

/** /merchant/product/nsdl-pan/physical/incomplete/list: drafts, continued where they stopped. */
export default function MerchantIncompleteListPage() {
  return (
    <MerchantPanList
      name="incomplete"
      description={
        'Applications saved but not submitted yet. Continue takes you to the next step: ' +
        'the form, the documents, the photo and signature, or the final check.'
      }
      rowActions={(row) => (
        <RowActions>
          <ContinueAction row={row} />
          <ViewAction row={row} />
        </RowActions>
      )}
    />
  );
}
