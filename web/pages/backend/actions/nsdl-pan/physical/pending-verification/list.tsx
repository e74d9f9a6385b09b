import { RowActions } from '../../../../../../components/requests';
import { BackendPanList, VerifyAction, ViewAction } from '../../../../../../components/pan/backend-lists';

/** /backend/actions/nsdl-pan/physical/pending-verification/list: submitted applications waiting for verification, oldest first. */
export default function PendingVerificationListPage() {
  return (
    <BackendPanList
      name="pending-verification"
      description="Submitted and paid for; verify the data against the scans, then approve or reject. The oldest come first."
      rowActions={(row) => (
        <RowActions>
          <VerifyAction row={row} />
          <ViewAction row={row} />
        </RowActions>
      )}
    />
  );
}
