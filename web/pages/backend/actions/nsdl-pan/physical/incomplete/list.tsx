import { BackendPanList, ViewAction } from '../../../../../../components/pan/backend-lists';

/** /backend/actions/nsdl-pan/physical/incomplete/list: drafts merchants have started but not submitted. */
export default function IncompleteListPage() {
  return (
    <BackendPanList
      name="incomplete"
      description="Drafts merchants have saved but not submitted (nothing is charged yet)."
      rowActions={(row) => <ViewAction row={row} />}
    />
  );
}
