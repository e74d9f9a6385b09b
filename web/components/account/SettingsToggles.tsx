import { useState } from 'react';
import { Card, Divider, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Settings } from '../../../contract/account';
import { useUpdateSetting, type AccountArea, type SettingName } from '../../api/account';
import { errorText } from '../../api/error-text';
import { SETTING_LABELS } from './activity-text';
import type { MessageId } from '../../../contract/i18n';
import { useT } from '../../i18n/account';
import { useT as useCommonT } from '../../i18n/common';

const DESCRIPTIONS: Record<SettingName, MessageId> = {
  twoFactorAuthentication: 'account.settings.twoFactorHint',
  loginNotification: 'account.settings.loginNotificationHint',
  activityTracking: 'account.settings.activityTrackingHint',
};

const GROUPS: { titleId: MessageId; props: SettingName[] }[] = [
  { titleId: 'account.settings.security', props: ['twoFactorAuthentication', 'loginNotification'] },
  { titleId: 'account.settings.privacy', props: ['activityTracking'] },
];

/**
 * docs/product.md#account-settings toggles. Each change is sent at once; while it is on its way the switch shows the
 * new position, and a refusal puts it back and shows the red 'Error' notification of docs/product.md#error-texts at the
 * top centre.
 */
export function SettingsToggles({ area, settings }: { area: AccountArea; settings: Settings }) {
  const t = useT();
  const tc = useCommonT();
  const update = useUpdateSetting(area);
  const [pending, setPending] = useState<Partial<Settings>>({});

  const change = (prop: SettingName, value: boolean) => {
    setPending((p) => ({ ...p, [prop]: value }));
    update.mutate(
      { prop, value },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: tc('common.notify.error'),
            message: errorText(error),
            position: 'top-center',
          }),
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
          <Stack gap="md" key={group.titleId}>
            {i > 0 && <Divider />}
            <Title order={2} size="h4">
              {t(group.titleId)}
            </Title>
            {group.props.map((prop) => (
              <Switch
                key={prop}
                size="md"
                label={<Text fw={500}>{t(SETTING_LABELS[prop])}</Text>}
                description={t(DESCRIPTIONS[prop])}
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
