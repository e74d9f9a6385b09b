import { MerchantPanList, TinUploadAction, ViewAction } from '../../../../../../components/pan/merchant-lists';
import { RowActions } from '../../../../../../components/requests';

/** /merchant/product/nsdl-pan/physical/tin-rejection/list: NSDL (TIN) objected; corrected documents to upload. */
export default function MerchantTinRejectionListPage() {
  return (
    <MerchantPanList
      name="tin-rejection"
      description={
        'Acknowledged applications NSDL (TIN) objected to, with the reason in the Remark column. ' +
        'Upload the corrected documents; the back office checks them and sends them on.'
      }
      // The upload above View: the reason takes the width.
      rowActionsSize={250}
      rowActions={(row) => (
        <RowActions>
          <TinUploadAction row={row} />
          <ViewAction row={row} />
        </RowActions>
      )}
    />
  );
}
