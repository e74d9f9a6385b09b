import { Center, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { useSettings, type AccountArea } from '../../api/account';
import { FormErrorAlert } from '../FormErrorAlert';
import { ActivityList } from './ActivityList';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SettingsToggles } from './SettingsToggles';

/** docs/product.md#account-settings Account Settings, in either area: security and privacy toggles, activity, password. */
export function SettingsView({ area }: { area: AccountArea }) {
  const settings = useSettings(area);
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} size="h2">
          Account Settings
        </Title>
        <Text c="dimmed">Keep your account safe. Each change is saved as soon as you make it.</Text>
      </div>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {settings.error ? (
            <FormErrorAlert error={settings.error} title="Could not load your settings" />
          ) : !settings.data ? (
            <Center py="xl">
              <Loader aria-label="Loading" />
            </Center>
          ) : (
            <SettingsToggles area={area} settings={settings.data} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ChangePasswordForm area={area} />
        </Grid.Col>
      </Grid>
      {settings.data?.activityTracking && <ActivityList area={area} />}
    </Stack>
  );
}
