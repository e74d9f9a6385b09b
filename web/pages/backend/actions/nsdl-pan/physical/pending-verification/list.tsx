import { RowActions } from '../../../../../../components/requests/RequestList';
import { BackendPanList, VerifyAction, ViewAction } from '../../../../../../components/pan/backend-lists';
import { useT } from '../../../../../../i18n/panPages';

/** /backend/actions/nsdl-pan/physical/pending-verification/list: submitted applications waiting for verification, oldest first. */
export default function PendingVerificationListPage() {
  const t = useT();
  return (
    <BackendPanList
      name="pending-verification"
      description={t('panPages.lists.backendPending')}
      rowActions={(row) => (
        <RowActions>
          <VerifyAction row={row} />
          <ViewAction row={row} />
        </RowActions>
      )}
    />
  );
}
