import { ProfileView } from '../../../components/account/ProfileView';

/** /merchant/account/my-profile (SPEC §2.3). */
export default function MerchantMyProfilePage() {
  return <ProfileView area="merchant" settingsPath="/merchant/account/my-setting" />;
}
