import { Alert, Badge, Button, Card, Center, Group, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconLock, IconPlayerPlay } from '@tabler/icons-react';
import {
  describeRun,
  RETENTION_BOUNDS,
  RetentionSettingsInput,
  type RetentionRun,
  type RetentionView,
} from '../../../../contract/privacy/retention';
import { formatDateTime } from '../../../../contract/format';
import { ApiError } from '../../../api/client';
import { useRetention, useRunRetention, useSaveRetention } from '../../../api/retention';
import { useAuth } from '../../../api/use-auth';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';

type Values = { documentDays: number | string; draftDays: number | string; accessLogDays: number | string };

/** What each number does, in the words the admin decides by (docs/decisions/0068). */
const FIELDS: { name: keyof Values; label: string; help: string }[] = [
  {
    name: 'documentDays',
    label: 'Documents of finished applications (days)',
    help:
      'Scans, photographs, signatures and proofs are deleted this many days after an application is finished ' +
      '(acknowledged, completed, rejected, cancelled, failed). The record, its token, acknowledgement and ' +
      'reference numbers, amounts and payments stay, with a note of what was deleted and when.',
  },
  {
    name: 'draftDays',
    label: 'Untouched drafts (days)',
    help:
      'A draft nobody has saved or uploaded to for this many days is deleted whole, with its files. ' +
      'A draft was never charged.',
  },
  {
    name: 'accessLogDays',
    label: 'Access log (days)',
    help: 'Rows of the access log (who saw or took personal data) older than this are deleted. At least a year.',
  },
];

const OUTCOME: Record<RetentionRun['outcome'], { color: string; label: string }> = {
  done: { color: 'green', label: 'Done' },
  running: { color: 'blue', label: 'Running' },
  failed: { color: 'red', label: 'Failed' },
};

/** /backend/privacy/retention (admin): how long personal data is kept, and the job that deletes it on time. */
export default function RetentionPage() {
  const { user } = useAuth();
  const isAdmin = user?.role.toLowerCase() === 'admin';
  const view = useRetention(isAdmin);
  const forbidden = !isAdmin || (view.error instanceof ApiError && view.error.status === 403);

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          Retention
        </Title>
        <Text c="dimmed">
          How long applicants&apos; documents, drafts and the access log are kept. A job deletes what is past its time
          every hour.
        </Text>
      </div>
      {forbidden ? (
        <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title="Administrator only">
          Only an administrator can see and change the retention settings.
        </Alert>
      ) : view.error ? (
        <FormErrorAlert error={view.error} title="Could not load the retention settings" />
      ) : !view.data ? (
        <Center py="xl">
          <Loader aria-label="Loading retention settings" />
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
});

function RetentionForm({ initial }: { initial: RetentionView }) {
  const form = useContractForm<Values>({ schema: RetentionSettingsInput, initialValues: valuesOf(initial) });
  const save = useSaveRetention();
  const onSubmit = form.onSubmit((values) => {
    save.mutate(RetentionSettingsInput.parse(values), {
      onSuccess: (v) => {
        form.setValues(valuesOf(v));
        notifications.show({ color: 'green', title: 'Saved', message: 'The retention settings have been saved.' });
      },
      onError: (error) => showServerErrors(form, error),
    });
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Retention settings">
        <Stack gap="md">
          {save.error ? <FormErrorAlert error={save.error} title="Not saved" onClose={() => save.reset()} /> : null}
          {FIELDS.map((f) => (
            <NumberInput
              key={f.name}
              label={f.label}
              description={f.help}
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
              ? `Last changed ${formatDateTime(initial.updatedAt)}${initial.updatedBy ? ` by ${initial.updatedBy}` : ''}.`
              : 'These are the defaults; nobody has changed them yet.'}{' '}
            Backups keep what they hold until they are deleted themselves (Settings › Backup).
          </Text>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconDeviceFloppy size={18} aria-hidden />} loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function LastRun({ view }: { view: RetentionView }) {
  const run = useRunRetention();
  const last = view.lastRun;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            The retention job
          </Title>
          <Button
            variant="light"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={run.isPending}
            onClick={() => run.mutate()}
          >
            Run now
          </Button>
        </Group>
        {run.isSuccess && (
          <Alert color="green" variant="light" title="The job ran" withCloseButton onClose={() => run.reset()}>
            {run.data.message}
          </Alert>
        )}
        <FormErrorAlert error={run.error} title="The job did not run" />
        {!last ? (
          <Text size="sm" c="dimmed">
            The job has not run yet.
          </Text>
        ) : (
          <Stack gap={4} data-testid="last-run">
            <Group gap="xs">
              <Text size="sm">Last run {formatDateTime(last.startedAt)}</Text>
              <Badge color={OUTCOME[last.outcome].color} variant="light">
                {OUTCOME[last.outcome].label}
              </Badge>
            </Group>
            <Text size="sm">{describeRun(last.summary)}</Text>
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
