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
import type { MessageId } from '../../../../contract/i18n';
import { formatLocale, useLocale } from '../../../i18n/common';
import { useT } from '../../../i18n/office';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import { PageHeading } from '../../../components/PageHeading';

const SECURITY_LABELS: Record<(typeof SMTP_SECURITY)[number], MessageId> = {
  none: 'office.smtp.securityNone',
  starttls: 'office.smtp.securityStarttls',
  tls: 'office.smtp.securityTls',
};
const DEFAULT_PORTS: Record<(typeof SMTP_SECURITY)[number], string> = { none: '25', starttls: '587', tls: '465' };

const STATUS_COLORS: Record<OutboxMail['status'], string> = {
  queued: 'blue',
  sent: 'green',
  failed: 'red',
  outbox: 'yellow',
};
const STATUS_LABELS: Record<OutboxMail['status'], MessageId> = {
  queued: 'office.smtp.statusQueued',
  sent: 'office.smtp.statusSent',
  failed: 'office.smtp.statusFailed',
  outbox: 'office.smtp.statusOutbox',
};

/** /backend/settings/smtp-setup (admin): the mail server, a test mail, and the outbox. */
export default function SmtpSetupPage() {
  const t = useT();
  const { user } = useAuth();
  const isAdmin = user?.role.toLowerCase() === 'admin';
  const settings = useSmtpSettings(isAdmin);
  const forbidden = !isAdmin || (settings.error instanceof ApiError && settings.error.status === 403);

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeading title={t('office.smtp.title')} description={t('office.smtp.intro')} />
      {forbidden ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconLock size={18} />}
          title={t('office.siteConfig.adminOnlyTitle')}
        >
          {t('office.smtp.adminOnly')}
        </Alert>
      ) : settings.error ? (
        <FormErrorAlert error={settings.error} title={t('office.smtp.loadFailed')} />
      ) : !settings.data ? (
        <Center py="xl">
          <Loader aria-label={t('office.smtp.loading')} />
        </Center>
      ) : (
        <>
          {settings.data.configured ? (
            <Alert color="green" variant="light" title={t('office.smtp.configured')}>
              {t('office.smtp.configuredText', {
                host: settings.data.host,
                port: settings.data.port,
                from: settings.data.fromAddress,
              })}
            </Alert>
          ) : (
            <Alert color="yellow" variant="light" title={t('office.smtp.notConfigured')}>
              {t('office.smtp.notConfiguredText')}
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
  const t = useT();
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
        notifications.show({ color: 'green', title: t('office.common.saved'), message: t('office.smtp.savedMessage') });
      },
      onError: (error) => showServerErrors(form, error),
    });
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={onSubmit} noValidate aria-label={t('office.smtp.form')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('office.smtp.server')}
          </Title>
          {save.error ? (
            <FormErrorAlert error={save.error} title={t('office.siteConfig.notSaved')} onClose={() => save.reset()} />
          ) : null}
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput
                label={t('office.smtp.host')}
                withAsterisk
                placeholder="smtp.example.com"
                autoComplete="off"
                {...input('host')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('office.smtp.port')}
                withAsterisk
                inputMode="numeric"
                maxLength={5}
                {...input('port')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <NativeSelect
                label={t('office.smtp.security')}
                name="security"
                data={SMTP_SECURITY.map((s) => ({ value: s, label: t(SECURITY_LABELS[s]) }))}
                {...form.getInputProps('security')}
                onChange={(e) => setSecurity(e.currentTarget.value as Values['security'])}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('office.smtp.userName')}
                description={t('office.smtp.userNameHint')}
                autoComplete="off"
                {...input('userName')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PasswordInput
                label={t('office.smtp.password')}
                description={initial.hasPassword ? t('office.smtp.passwordStored') : t('office.smtp.passwordHint')}
                placeholder={initial.hasPassword ? '••••••••' : undefined}
                autoComplete="new-password"
                {...input('password')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label={t('office.smtp.fromAddress')}
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
              {t('office.common.save')}
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
  const t = useT();
  const form = useContractForm({ schema: TestMailFields, initialValues: { to: '' } });
  const test = useSendTestMail();
  const onSubmit = form.onSubmit(({ to }) => test.mutate(to.trim()));

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={onSubmit} noValidate aria-label={t('office.smtp.sendTest')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('office.smtp.testTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {configured ? t('office.smtp.testHint') : t('office.smtp.testHintSaveFirst')}
          </Text>
          <TextInput
            label={t('office.smtp.sendTo')}
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
              {t('office.smtp.sendTest')}
            </Button>
          </Group>
          {test.data && (
            <Alert
              color={test.data.ok ? 'green' : 'red'}
              variant="light"
              title={test.data.ok ? t('office.smtp.testSent') : t('office.smtp.testNotSent')}
              role="status"
            >
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {test.data.message}
              </Text>
            </Alert>
          )}
          {test.error ? (
            <FormErrorAlert error={test.error} title={t('office.smtp.testNotSent')} onClose={() => test.reset()} />
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

function Outbox() {
  const t = useT();
  const locale = formatLocale(useLocale());
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
          {t('office.smtp.outbox')}
        </Title>
        <Group gap="xs" wrap="nowrap">
          {waiting > 0 && (
            <Button size="xs" variant="light" loading={sendWaiting.isPending} onClick={() => sendWaiting.mutate()}>
              {t('office.smtp.sendWaiting')}
            </Button>
          )}
          <Tooltip label={t('office.smtp.reload')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('office.smtp.reloadOutbox')}
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
      {sendWaiting.error && <FormErrorAlert error={sendWaiting.error} title={t('office.smtp.sendWaitingFailed')} />}
      <Text size="sm" c="dimmed" mb="md">
        {t('office.smtp.outboxHint')}
      </Text>
      {outbox.error ? (
        <FormErrorAlert error={outbox.error} title={t('office.smtp.outboxLoadFailed')} />
      ) : !outbox.data ? (
        <Text size="sm">{t('office.smtp.loadingShort')}</Text>
      ) : outbox.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('office.smtp.noMail')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={800} type="native">
          <Table withTableBorder highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <VisuallyHidden>{t('office.smtp.showBody')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{t('office.smtp.created')}</Table.Th>
                <Table.Th>{t('office.smtp.to')}</Table.Th>
                <Table.Th>{t('office.smtp.subject')}</Table.Th>
                <Table.Th>{t('office.carousel.status')}</Table.Th>
                <Table.Th>{t('office.smtp.sent')}</Table.Th>
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
                          aria-label={
                            expanded
                              ? t('office.smtp.hideMail', { subject: m.subject })
                              : t('office.smtp.showMail', { subject: m.subject })
                          }
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
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(m.createdAt, locale)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{m.toAddress}</Table.Td>
                      <Table.Td>{m.subject}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLORS[m.status]}>
                          {t(STATUS_LABELS[m.status])}
                        </Badge>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {m.sentAt ? formatDate(m.sentAt, locale) : '--'}
                      </Table.Td>
                    </Table.Tr>
                    {expanded && (
                      <Table.Tr id={`mail-${m.id}`}>
                        <Table.Td colSpan={6} bg="var(--mantine-color-default-hover)">
                          {m.error && (
                            <Text size="sm" c="red" mb="xs">
                              {t('office.smtp.error', { error: m.error })}
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
