import { useAuth } from '../../../../../api/auth';
import { BacklogList } from '../../../../../components/BacklogList';

/** /backend/actions/nsdl-pan/physical/backlog-data: every merchant's backlog records; admins may import. */
export default function BackendBacklogDataPage() {
  const { user } = useAuth();
  return <BacklogList area="backend" canImport={user?.role.toLowerCase() === 'admin'} />;
}
