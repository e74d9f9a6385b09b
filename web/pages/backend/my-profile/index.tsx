import { ProfileView } from '../../../components/account/ProfileView';

/** /backend/my-profile (SPEC §2.4). */
export default function BackendMyProfilePage() {
  return <ProfileView area="backend" settingsPath="/backend/my-profile/setting" />;
}
