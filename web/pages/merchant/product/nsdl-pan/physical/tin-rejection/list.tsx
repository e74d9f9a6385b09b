import { MerchantPanList, TinUploadAction, ViewAction } from '../../../../../../components/pan/merchant-lists';
import { RowActions } from '../../../../../../components/requests/RequestList';
import { useT } from '../../../../../../i18n/panPages';

/** /merchant/product/nsdl-pan/physical/tin-rejection/list: NSDL (TIN) objected; corrected documents to upload. */
export default function MerchantTinRejectionListPage() {
  const t = useT();
  return (
    <MerchantPanList
      name="tin-rejection"
      description={t('panPages.lists.tinRejection')}
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
