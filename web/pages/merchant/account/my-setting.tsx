import { SettingsView } from '../../../components/account/SettingsView';

/** /merchant/account/my-setting (SPEC §2.3, §2.6). */
export default function MerchantMySettingPage() {
  return <SettingsView area="merchant" />;
}
