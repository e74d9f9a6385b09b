import { ProfileView } from '../../../components/account/ProfileView';

/** /backend/my-profile (docs/product.md#back-office). */
export default function BackendMyProfilePage() {
  return <ProfileView area="backend" settingsPath="/backend/my-profile/setting" />;
}
