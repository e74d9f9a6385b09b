import { SettingsView } from '../../../components/account/SettingsView';

/** /backend/my-profile/setting (docs/product.md#back-office, docs/product.md#account-settings). */
export default function BackendSettingPage() {
  return <SettingsView area="backend" />;
}
