import { RowActions } from '../../../../../../components/requests';
import { AckNoAction, BackendPanList, ViewAction } from '../../../../../../components/pan/backend-lists';

/** /backend/actions/nsdl-pan/physical/waiting/list: verified applications waiting for NSDL's acknowledgement number. */
export default function WaitingListPage() {
  return (
    <BackendPanList
      name="waiting"
      description="Verified and sent to NSDL; enter the 15-digit acknowledgement number NSDL gives for each."
      rowActions={(row) => (
        <RowActions>
          <AckNoAction row={row} />
          <ViewAction row={row} />
        </RowActions>
      )}
    />
  );
}
