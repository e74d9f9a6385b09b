import { Alert, Badge, Button, Card, Center, Group, Loader, NumberInput, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { TdsSettingForm, type TdsSettingList } from '../../../../contract/tds';
import { useSaveTdsSetting, useTdsSettings } from '../../../api/tds';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import { useIsAdmin } from '../../../components/money/guards';
import { useT } from '../../../i18n/tds';
import { PageHeading } from '../../../components/PageHeading';

/**
 * /backend/settings/tds (admin, issue 28 §2): TDS under 194H on owners' margins, per financial year: off until turned
 * on, with the year's rate and threshold (settings, since Finance Acts change both).
 */
export default function TdsSettingsPage() {
  const t = useT();
  const admin = useIsAdmin();
  const settings = useTdsSettings();
  return (
    <Stack gap="md" maw={720}>
      <PageHeading title={t('tds.settings.title')} description={t('tds.settings.intro')} />
      {!admin ? (
        <Alert color="yellow" variant="light" icon={<IconLock size={18} />}>
          {t('tds.settings.adminOnly')}
        </Alert>
      ) : settings.isError ? (
        <FormErrorAlert error={settings.error} title={t('tds.settings.loadFailed')} />
      ) : !settings.data ? (
        <Center py="xl">
          <Loader aria-label={t('tds.settings.title')} />
        </Center>
      ) : (
        settings.data.rows.map((row) => <YearForm key={row.fy} row={row} current={row.fy === settings.data.current} />)
      )}
    </Stack>
  );
}

type Row = TdsSettingList['rows'][number];
type Values = { fy: number; enabled: boolean; rate: number | string; threshold: number | string };

function YearForm({ row, current }: { row: Row; current: boolean }) {
  const t = useT();
  const save = useSaveTdsSetting();
  const form = useContractForm<Values>({
    schema: TdsSettingForm,
    initialValues: { fy: row.fy, enabled: row.enabled, rate: row.rate, threshold: row.threshold },
  });
  const submit = form.onSubmit((v) =>
    save.mutate(
      TdsSettingForm.parse({ fy: v.fy, enabled: v.enabled, rate: Number(v.rate), threshold: Number(v.threshold) }),
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('tds.settings.saved', { year: row.label }) }),
        onError: (err) => showServerErrors(form, err),
      },
    ),
  );
  const year = t('tds.settings.year', { year: row.label });
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate aria-label={year}>
        <Stack gap="sm">
          <Group gap="xs">
            <Title order={2} size="h4">
              {year}
            </Title>
            {current ? <Badge variant="light">{t('tds.settings.current')}</Badge> : null}
            {!row.saved ? (
              <Badge variant="outline" color="gray">
                {t('tds.settings.notSaved')}
              </Badge>
            ) : null}
          </Group>
          {save.error && !form.errors.rate && !form.errors.threshold ? <FormErrorAlert error={save.error} /> : null}
          <Switch label={t('tds.settings.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label={t('tds.settings.rate')}
              withAsterisk
              decimalScale={2}
              hideControls
              miw={140}
              {...form.getInputProps('rate')}
            />
            <NumberInput
              label={t('tds.settings.threshold')}
              withAsterisk
              min={0}
              decimalScale={2}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              hideControls
              miw={200}
              {...form.getInputProps('threshold')}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('tds.settings.save', { year: row.label })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
