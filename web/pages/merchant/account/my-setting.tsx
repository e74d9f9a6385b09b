import { SettingsView } from '../../../components/account/SettingsView';

/** /merchant/account/my-setting (docs/product.md#merchant-portal, docs/product.md#account-settings). */
export default function MerchantMySettingPage() {
  return <SettingsView area="merchant" />;
}
