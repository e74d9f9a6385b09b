import { ProfileView } from '../../../components/account/ProfileView';

/** /merchant/account/my-profile (docs/product.md#merchant-portal). */
export default function MerchantMyProfilePage() {
  return <ProfileView area="merchant" settingsPath="/merchant/account/my-setting" />;
}
