import { SettingsView } from '../../../components/account/SettingsView';

/** /backend/my-profile/setting (SPEC §2.4, §2.6). */
export default function BackendSettingPage() {
  return <SettingsView area="backend" />;
}
