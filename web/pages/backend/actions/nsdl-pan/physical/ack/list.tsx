import { RowActions } from '../../../../../../components/requests';
import { BackendPanList, SlipAction, ViewAction } from '../../../../../../components/pan/backend-lists';

/** /backend/actions/nsdl-pan/physical/ack/list: applications with an acknowledgement number, their slips and forms. */
export default function AckListPage() {
  return (
    <BackendPanList
      name="ack"
      description={
        'Applications NSDL has acknowledged, including TIN rejections, hard copies on their way and completed ones. ' +
        'Download the acknowledgement slip of each.'
      }
      // Slip and View side by side.
      rowActionsSize={180}
      rowActions={(row) => (
        <RowActions>
          <SlipAction row={row} />
          <ViewAction row={row} />
        </RowActions>
      )}
    />
  );
}
