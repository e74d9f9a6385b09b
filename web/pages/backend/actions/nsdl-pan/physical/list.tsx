import { BackendPanList } from '../../../../../components/pan/backend-lists';
import { useT } from '../../../../../i18n/panPages';

/** /backend/actions/nsdl-pan/physical/list: every submitted application, with what can be done with each. */
export default function AllApplicationsListPage() {
  const t = useT();
  return <BackendPanList name="all" description={t('panPages.lists.backendAll')} />;
}
