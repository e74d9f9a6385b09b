import { ContinueAction, MerchantPanList, ViewAction } from '../../../../../../components/pan/merchant-lists';
import { RowActions } from '../../../../../../components/requests/RequestList';
import { useT } from '../../../../../../i18n/panPages';

/** /merchant/product/nsdl-pan/physical/incomplete/list: drafts, continued where they stopped. */
export default function MerchantIncompleteListPage() {
  const t = useT();
  return (
    <MerchantPanList
      name="incomplete"
      description={t('panPages.lists.incomplete')}
      rowActions={(row) => (
        <RowActions>
          <ContinueAction row={row} />
          <ViewAction row={row} />
        </RowActions>
      )}
    />
  );
}
