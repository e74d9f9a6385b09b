import { Center, Grid, Loader, Stack } from '@mantine/core';
import { useSettings, type AccountArea } from '../../api/account';
import { FormErrorAlert } from '../FormErrorAlert';
import { ActivityList } from './ActivityList';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LanguageSetting } from './LanguageSetting';
import { SettingsToggles } from './SettingsToggles';
import { useT } from '../../i18n/account';
import { PageHeading } from '../PageHeading';

/** docs/product.md#account-settings Account Settings, in either area: security and privacy toggles, activity, password. */
export function SettingsView({ area }: { area: AccountArea }) {
  const t = useT();
  const settings = useSettings(area);
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeading title={t('account.settings.title')} description={t('account.settings.intro')} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {settings.error ? (
            <FormErrorAlert error={settings.error} title={t('account.settings.loadFailed')} />
          ) : !settings.data ? (
            <Center py="xl">
              <Loader aria-label={t('account.loading')} />
            </Center>
          ) : (
            <Stack gap="lg">
              <LanguageSetting area={area} saved={settings.data.language} />
              <SettingsToggles area={area} settings={settings.data} />
            </Stack>
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
