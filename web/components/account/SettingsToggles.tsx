import { useState } from 'react';
import { Card, Divider, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Settings } from '../../../contract/account';
import { useUpdateSetting, type AccountArea, type SettingName } from '../../api/account';
import { errorText } from '../../api/error-text';
import { SETTING_LABELS } from './activity-text';

const DESCRIPTIONS: Record<SettingName, string> = {
  twoFactorAuthentication:
    'After your password, sign-in asks for a 6-digit code we email to you. Needs an email address on your account.',
  loginNotification: 'We email you each time your account signs in, with the time and the IP address.',
  activityTracking: 'Keep a record of your sign-ins and changes, listed on this page.',
};

const GROUPS: { title: string; props: SettingName[] }[] = [
  { title: 'Security', props: ['twoFactorAuthentication', 'loginNotification'] },
  { title: 'Privacy', props: ['activityTracking'] },
];

/**
 * docs/product.md#account-settings toggles. Each change is sent at once; while it is on its way the switch shows the
 * new position, and a refusal puts it back and shows the red 'Error' notification of docs/product.md#error-texts at the
 * top centre.
 */
export function SettingsToggles({ area, settings }: { area: AccountArea; settings: Settings }) {
  const update = useUpdateSetting(area);
  const [pending, setPending] = useState<Partial<Settings>>({});

  const change = (prop: SettingName, value: boolean) => {
    setPending((p) => ({ ...p, [prop]: value }));
    update.mutate(
      { prop, value },
      {
        onError: (error) =>
          notifications.show({ color: 'red', title: 'Error', message: errorText(error), position: 'top-center' }),
        onSettled: () =>
          setPending((p) => {
            const next = { ...p };
            delete next[prop];
            return next;
          }),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="lg">
        {GROUPS.map((group, i) => (
          <Stack gap="md" key={group.title}>
            {i > 0 && <Divider />}
            <Title order={2} size="h4">
              {group.title}
            </Title>
            {group.props.map((prop) => (
              <Switch
                key={prop}
                size="md"
                label={<Text fw={500}>{SETTING_LABELS[prop]}</Text>}
                description={DESCRIPTIONS[prop]}
                checked={pending[prop] ?? settings[prop]}
                disabled={pending[prop] !== undefined}
                onChange={(e) => change(prop, e.currentTarget.checked)}
                data-testid={`setting-${prop}`}
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
