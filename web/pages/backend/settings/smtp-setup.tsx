import { Fragment, useState } from 'react';
import { z } from 'zod';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Code,
  Grid,
  Group,
  Loader,
  NativeSelect,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconChevronRight,
  IconDeviceFloppy,
  IconLock,
  IconMailForward,
  IconRefresh,
} from '@tabler/icons-react';
import {
  SMTP_SECURITY,
  SmtpSettingsInput,
  TestMailRequest,
  type OutboxMail,
  type SmtpSettingsView,
} from '../../../../contract/mail';
import { ApiError } from '../../../api/client';
import {
  useOutbox,
  useSaveSmtpSettings,
  useSendTestMail,
  useSendWaitingMail,
  useSmtpSettings,
} from '../../../api/mail';
import { useAuth } from '../../../api/use-auth';
import { formatDate } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';

const SECURITY_LABELS: Record<(typeof SMTP_SECURITY)[number], string> = {
  none: 'None (plain, port 25)',
  starttls: 'STARTTLS (port 587)',
  tls: 'TLS / SSL (port 465)',
};
const DEFAULT_PORTS: Record<(typeof SMTP_SECURITY)[number], string> = { none: '25', starttls: '587', tls: '465' };

const STATUS_COLORS: Record<OutboxMail['status'], string> = {
  queued: 'blue',
  sent: 'green',
  failed: 'red',
  outbox: 'yellow',
};
const STATUS_LABELS: Record<OutboxMail['status'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  outbox: 'In outbox',
};

/** /backend/settings/smtp-setup (admin): the mail server, a test mail, and the outbox. */
export default function SmtpSetupPage() {
  const { user } = useAuth();
  const isAdmin = user?.role.toLowerCase() === 'admin';
  const settings = useSmtpSettings(isAdmin);
  const forbidden = !isAdmin || (settings.error instanceof ApiError && settings.error.status === 403);

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} size="h2">
          SMTP Setup
        </Title>
        <Text c="dimmed">
          The mail server the portal sends through: approvals, rejections, sign-in codes, password resets.
        </Text>
      </div>
      {forbidden ? (
        <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title="Administrator only">
          Only an administrator can change the mail settings.
        </Alert>
      ) : settings.error ? (
        <FormErrorAlert error={settings.error} title="Could not load the SMTP settings" />
      ) : !settings.data ? (
        <Center py="xl">
          <Loader aria-label="Loading SMTP settings" />
        </Center>
      ) : (
        <>
          {settings.data.configured ? (
            <Alert color="green" variant="light" title="SMTP is configured">
              Mail is sent through {settings.data.host}:{settings.data.port} from {settings.data.fromAddress}.
            </Alert>
          ) : (
            <Alert color="yellow" variant="light" title="SMTP is not configured">
              Until it is, the portal sends no mail: every message waits in the outbox below, where you can read it.
            </Alert>
          )}
          <Grid gutter="lg" align="flex-start">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <SmtpForm initial={settings.data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <TestMail configured={settings.data.configured} />
            </Grid.Col>
          </Grid>
          <Outbox />
        </>
      )}
    </Stack>
  );
}

type Values = {
  host: string;
  port: string;
  security: (typeof SMTP_SECURITY)[number];
  userName: string;
  password: string;
  fromAddress: string;
};

function fromView(v: SmtpSettingsView): Values {
  return {
    host: v.host,
    port: String(v.port || ''),
    security: v.security,
    userName: v.userName,
    password: '',
    fromAddress: v.fromAddress,
  };
}

function SmtpForm({ initial }: { initial: SmtpSettingsView }) {
  const form = useContractForm<Values>({ schema: SmtpSettingsInput, initialValues: fromView(initial) });
  const save = useSaveSmtpSettings();
  const input = (f: keyof Values) => ({ ...form.getInputProps(f), name: f });

  const setSecurity = (security: Values['security']) => {
    const { port } = form.getValues();
    form.setValues({
      security,
      // Follow the usual port for the new mode unless a non-standard one was typed.
      port: !port || Object.values(DEFAULT_PORTS).includes(port) ? DEFAULT_PORTS[security] : port,
    });
  };

  const onSubmit = form.onSubmit((values) => {
    save.mutate(SmtpSettingsInput.parse(values), {
      onSuccess: (view) => {
        form.setValues(fromView(view));
        notifications.show({ color: 'green', title: 'Saved', message: 'The SMTP settings have been saved.' });
      },
      onError: (error) => showServerErrors(form, error),
    });
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={onSubmit} noValidate aria-label="SMTP settings">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Mail server
          </Title>
          {save.error ? <FormErrorAlert error={save.error} title="Not saved" onClose={() => save.reset()} /> : null}
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput
                label="Host"
                withAsterisk
                placeholder="smtp.example.com"
                autoComplete="off"
                {...input('host')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Port" withAsterisk inputMode="numeric" maxLength={5} {...input('port')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <NativeSelect
                label="Security"
                name="security"
                data={SMTP_SECURITY.map((s) => ({ value: s, label: SECURITY_LABELS[s] }))}
                {...form.getInputProps('security')}
                onChange={(e) => setSecurity(e.currentTarget.value as Values['security'])}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="User name"
                description="Leave empty if the server needs no sign-in."
                autoComplete="off"
                {...input('userName')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PasswordInput
                label="Password"
                description={
                  initial.hasPassword
                    ? 'A password is stored. Leave empty to keep it.'
                    : 'Stored encrypted; never shown again.'
                }
                placeholder={initial.hasPassword ? '••••••••' : undefined}
                autoComplete="new-password"
                {...input('password')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label="From address"
                withAsterisk
                type="email"
                placeholder="no-reply@example.com"
                autoComplete="off"
                {...input('fromAddress')}
              />
            </Grid.Col>
          </Grid>
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

/** The contract's address rule, after the spaces a paste brings are trimmed. */
const TestMailFields = z.object({ to: z.string().trim().pipe(TestMailRequest.shape.to) });

function TestMail({ configured }: { configured: boolean }) {
  const form = useContractForm({ schema: TestMailFields, initialValues: { to: '' } });
  const test = useSendTestMail();
  const onSubmit = form.onSubmit(({ to }) => test.mutate(to.trim()));

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Send test mail">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Send a test mail
          </Title>
          <Text size="sm" c="dimmed">
            Sends one message now with the saved settings and shows what the mail server answered.
            {!configured && ' Save the settings first.'}
          </Text>
          <TextInput
            label="Send to"
            type="email"
            name="to"
            placeholder="you@example.com"
            {...form.getInputProps('to')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              variant="light"
              leftSection={<IconMailForward size={18} aria-hidden />}
              loading={test.isPending}
            >
              Send test mail
            </Button>
          </Group>
          {test.data && (
            <Alert
              color={test.data.ok ? 'green' : 'red'}
              variant="light"
              title={test.data.ok ? 'Test mail sent' : 'Test mail not sent'}
              role="status"
            >
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {test.data.message}
              </Text>
            </Alert>
          )}
          {test.error ? (
            <FormErrorAlert error={test.error} title="Test mail not sent" onClose={() => test.reset()} />
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

function Outbox() {
  const outbox = useOutbox();
  const sendWaiting = useSendWaitingMail();
  const waiting = (outbox.data ?? []).filter((m) => m.status === 'outbox' || m.status === 'failed').length;
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4">
          Outbox
        </Title>
        <Group gap="xs" wrap="nowrap">
          {waiting > 0 && (
            <Button size="xs" variant="light" loading={sendWaiting.isPending} onClick={() => sendWaiting.mutate()}>
              Send waiting mail
            </Button>
          )}
          <Tooltip label="Reload">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Reload outbox"
              onClick={() => void outbox.refetch()}
              loading={outbox.isFetching}
            >
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {sendWaiting.data && (
        <Alert
          color={sendWaiting.data.failed ? 'orange' : 'green'}
          mb="sm"
          withCloseButton
          onClose={() => sendWaiting.reset()}
        >
          {sendWaiting.data.message}
        </Alert>
      )}
      {sendWaiting.error && <FormErrorAlert error={sendWaiting.error} title="Could not send the waiting mail" />}
      <Text size="sm" c="dimmed" mb="md">
        The latest 50 mails the portal has sent or holds. With no SMTP configured, mail waits here as “In outbox”: read
        it here, and once SMTP works use “Send waiting mail” to deliver it (and anything that failed).
      </Text>
      {outbox.error ? (
        <FormErrorAlert error={outbox.error} title="Could not load the outbox" />
      ) : !outbox.data ? (
        <Text size="sm">Loading...</Text>
      ) : outbox.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No mail yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={800} type="native">
          <Table withTableBorder highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <VisuallyHidden>Show body</VisuallyHidden>
                </Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Sent</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outbox.data.map((m) => {
                const expanded = open.has(m.id);
                return (
                  <Fragment key={m.id}>
                    <Table.Tr onClick={() => toggle(m.id)} style={{ cursor: 'pointer' }}>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          aria-expanded={expanded}
                          aria-controls={expanded ? `mail-${m.id}` : undefined}
                          aria-label={`${expanded ? 'Hide' : 'Show'} the mail "${m.subject}"`}
                          onClick={(e) => {
                            e.stopPropagation();
                            toggle(m.id);
                          }}
                        >
                          {expanded ? (
                            <IconChevronDown size={16} aria-hidden />
                          ) : (
                            <IconChevronRight size={16} aria-hidden />
                          )}
                        </ActionIcon>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(m.createdAt)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{m.toAddress}</Table.Td>
                      <Table.Td>{m.subject}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLORS[m.status]}>
                          {STATUS_LABELS[m.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{m.sentAt ? formatDate(m.sentAt) : '--'}</Table.Td>
                    </Table.Tr>
                    {expanded && (
                      <Table.Tr id={`mail-${m.id}`}>
                        <Table.Td colSpan={6} bg="var(--mantine-color-default-hover)">
                          {m.error && (
                            <Text size="sm" c="red" mb="xs">
                              Error: {m.error}
                            </Text>
                          )}
                          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                            {m.body}
                          </Code>
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
