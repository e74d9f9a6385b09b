import { BackendPanList, ViewAction } from '../../../../../../components/pan/backend-lists';
import { useT } from '../../../../../../i18n/panPages';

/** /backend/actions/nsdl-pan/physical/incomplete/list: drafts merchants have started but not submitted. */
export default function IncompleteListPage() {
  const t = useT();
  return (
    <BackendPanList
      name="incomplete"
      description={t('panPages.lists.backendIncomplete')}
      rowActions={(row) => <ViewAction row={row} />}
    />
  );
}
