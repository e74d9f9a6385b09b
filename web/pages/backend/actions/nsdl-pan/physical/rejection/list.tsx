import { BackendPanList, ViewAction } from '../../../../../../components/pan/backend-lists';

/** /backend/actions/nsdl-pan/physical/rejection/list: rejected and cancelled applications (refunded). */
export default function RejectionListPage() {
  return (
    <BackendPanList
      name="rejection"
      description={
        "Rejected and cancelled applications; the charge of each was refunded to the merchant's wallet. " +
        'The remark gives the reason.'
      }
      rowActions={(row) => <ViewAction row={row} />}
      rowActionsSize={110}
    />
  );
}
