import { Stack } from '@mantine/core';
import { SettingsView } from '../../../components/account/SettingsView';
import { MessageSettingsCard } from '../../../components/messaging/MessageSettingsCard';
import { useAuth } from '../../../api/use-auth';

/** /merchant/account/my-setting (docs/product.md#merchant-portal, docs/product.md#account-settings). */
export default function MerchantMySettingPage() {
  const { user } = useAuth();
  // A shop's own account chooses its SMS / WhatsApp messages (issue 27 §3); its staff do not.
  const shop = user?.kind === 'owner' || user?.kind === 'franchise';
  return (
    <Stack gap="lg">
      <SettingsView area="merchant" />
      {shop && <MessageSettingsCard />}
    </Stack>
  );
}
