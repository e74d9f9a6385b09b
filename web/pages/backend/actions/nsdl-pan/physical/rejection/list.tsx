import { BackendPanList, ViewAction } from '../../../../../../components/pan/backend-lists';
import { useT } from '../../../../../../i18n/panPages';

/** /backend/actions/nsdl-pan/physical/rejection/list: rejected and cancelled applications (refunded). */
export default function RejectionListPage() {
  const t = useT();
  return (
    <BackendPanList
      name="rejection"
      description={t('panPages.lists.backendRejection')}
      rowActions={(row) => <ViewAction row={row} />}
      rowActionsSize={110}
    />
  );
}
