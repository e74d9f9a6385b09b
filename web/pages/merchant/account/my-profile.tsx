import { ProfileView } from '../../../components/account/ProfileView';
import { MyGstinCard } from '../../../components/invoices/MyGstinCard';

/** /merchant/account/my-profile (docs/product.md#merchant-portal). */
export default function MerchantMyProfilePage() {
  return (
    <>
      <ProfileView area="merchant" settingsPath="/merchant/account/my-setting" />
      <MyGstinCard />
    </>
  );
}
