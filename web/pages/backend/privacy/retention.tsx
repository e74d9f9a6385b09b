import { Alert, Badge, Button, Card, Center, Group, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconLock, IconPlayerPlay } from '@tabler/icons-react';
import {
  maskedMessage,
  runMessage,
  RETENTION_BOUNDS,
  RetentionSettingsInput,
  type RetentionRun,
  type RetentionView,
} from '../../../../contract/privacy/retention';
import { ApiError } from '../../../api/client';
import { useRetention, useRunRetention, useSaveRetention } from '../../../api/retention';
import { useAuth } from '../../../api/use-auth';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import type { MessageId } from '../../../../contract/i18n';
import { useFormat, useT } from '../../../i18n/office';
import { PageHeading } from '../../../components/PageHeading';

type Values = {
  documentDays: number | string;
  draftDays: number | string;
  accessLogDays: number | string;
  messageDays: number | string;
};

/** What each number does, in the words the admin decides by (docs/decisions/0068). */
const FIELDS: { name: keyof Values; labelId: MessageId; helpId: MessageId }[] = [
  {
    name: 'documentDays',
    labelId: 'office.retention.documentDays',
    helpId: 'office.retention.documentDaysHelp',
  },
  {
    name: 'draftDays',
    labelId: 'office.retention.draftDays',
    helpId: 'office.retention.draftDaysHelp',
  },
  {
    name: 'accessLogDays',
    labelId: 'office.retention.accessLogDays',
    helpId: 'office.retention.accessLogDaysHelp',
  },
  {
    name: 'messageDays',
    labelId: 'office.retention.messageDays',
    helpId: 'office.retention.messageDaysHelp',
  },
];

const OUTCOME: Record<RetentionRun['outcome'], { color: string; labelId: MessageId }> = {
  done: { color: 'green', labelId: 'office.retention.done' },
  running: { color: 'blue', labelId: 'office.retention.running' },
  failed: { color: 'red', labelId: 'office.retention.failed' },
};

/** /backend/privacy/retention (admin): how long personal data is kept, and the job that deletes it on time. */
export default function RetentionPage() {
  const t = useT();
  const { user } = useAuth();
  const isAdmin = user?.role.toLowerCase() === 'admin';
  const view = useRetention(isAdmin);
  const forbidden = !isAdmin || (view.error instanceof ApiError && view.error.status === 403);

  return (
    <Stack gap="lg" maw={900}>
      <PageHeading title={t('office.retention.title')} description={t('office.retention.intro')} />
      {forbidden ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconLock size={18} />}
          title={t('office.siteConfig.adminOnlyTitle')}
        >
          {t('office.retention.adminOnly')}
        </Alert>
      ) : view.error ? (
        <FormErrorAlert error={view.error} title={t('office.retention.loadFailed')} />
      ) : !view.data ? (
        <Center py="xl">
          <Loader aria-label={t('office.retention.loading')} />
        </Center>
      ) : (
        <>
          <RetentionForm initial={view.data} />
          <LastRun view={view.data} />
        </>
      )}
    </Stack>
  );
}

const valuesOf = (v: RetentionView): Values => ({
  documentDays: v.documentDays,
  draftDays: v.draftDays,
  accessLogDays: v.accessLogDays,
  messageDays: v.messageDays,
});

function RetentionForm({ initial }: { initial: RetentionView }) {
  const t = useT();
  const { formatDateTime } = useFormat();
  const form = useContractForm<Values>({ schema: RetentionSettingsInput, initialValues: valuesOf(initial) });
  const save = useSaveRetention();
  const onSubmit = form.onSubmit((values) => {
    save.mutate(RetentionSettingsInput.parse(values), {
      onSuccess: (v) => {
        form.setValues(valuesOf(v));
        notifications.show({
          color: 'green',
          title: t('office.common.saved'),
          message: t('office.retention.savedMessage'),
        });
      },
      onError: (error) => showServerErrors(form, error),
    });
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={onSubmit} noValidate aria-label={t('office.retention.form')}>
        <Stack gap="md">
          {save.error ? (
            <FormErrorAlert error={save.error} title={t('office.siteConfig.notSaved')} onClose={() => save.reset()} />
          ) : null}
          {FIELDS.map((f) => (
            <NumberInput
              key={f.name}
              label={t(f.labelId)}
              description={t(f.helpId)}
              withAsterisk
              allowDecimal={false}
              allowNegative={false}
              // The field's message says the bounds; a quiet clamp on blur would save what nobody typed.
              clampBehavior="none"
              min={RETENTION_BOUNDS[f.name].min}
              max={RETENTION_BOUNDS[f.name].max}
              maw={520}
              name={f.name}
              {...form.getInputProps(f.name)}
            />
          ))}
          <Text size="xs" c="dimmed">
            {initial.updatedAt
              ? initial.updatedBy
                ? t('office.retention.changedBy', { at: formatDateTime(initial.updatedAt), name: initial.updatedBy })
                : t('office.retention.changed', { at: formatDateTime(initial.updatedAt) })
              : t('office.retention.defaults')}{' '}
            {t('office.retention.backups')}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconDeviceFloppy size={18} aria-hidden />} loading={save.isPending}>
              {t('office.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function LastRun({ view }: { view: RetentionView }) {
  const t = useT();
  const { formatDateTime } = useFormat();
  const run = useRunRetention();
  const last = view.lastRun;
  const said = last && runMessage(last.summary);
  const masked = last && maskedMessage(last.summary);
  const lastRunText = [said && t(said.id, said.values), masked && t(masked.id, masked.values)]
    .filter(Boolean)
    .join(' ');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            {t('office.retention.job')}
          </Title>
          <Button
            variant="light"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={run.isPending}
            onClick={() => run.mutate()}
          >
            {t('office.retention.runNow')}
          </Button>
        </Group>
        {run.isSuccess && (
          <Alert
            color="green"
            variant="light"
            title={t('office.retention.ran')}
            withCloseButton
            onClose={() => run.reset()}
          >
            {run.data.message}
          </Alert>
        )}
        <FormErrorAlert error={run.error} title={t('office.retention.didNotRun')} />
        {!last ? (
          <Text size="sm" c="dimmed">
            {t('office.retention.notYet')}
          </Text>
        ) : (
          <Stack gap={4} data-testid="last-run">
            <Group gap="xs">
              <Text size="sm">{t('office.retention.lastRun', { at: formatDateTime(last.startedAt) })}</Text>
              <Badge color={OUTCOME[last.outcome].color} variant="light">
                {t(OUTCOME[last.outcome].labelId)}
              </Badge>
            </Group>
            <Text size="sm">{lastRunText}</Text>
            {last.error && (
              <Text size="sm" c="red">
                {last.error}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
