import { useEffect, useRef, type ReactNode } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  CopyButton,
  Group,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCircleCheck, IconCopy, IconLogin } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { RegistrationReceipt } from '../../../api/recovery';
import { useFormat, useT } from '../../../i18n/auth';

/** The sentence with its one value (the email address) in bold, wherever the language puts it. */
function bold(text: string, value: string): ReactNode {
  const at = value ? text.indexOf(value) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <b>{value}</b>
      {text.slice(at + value.length)}
    </>
  );
}

/** What /auth/register shows once the application is in: its reference number and what happens next. */
export function Receipt({ receipt, email }: { receipt: RegistrationReceipt; email: string }) {
  const t = useT();
  const { formatDateTime } = useFormat();
  const top = useRef<HTMLDivElement>(null);
  // The form was long: start the receipt from its top, not where the submit button was.
  useEffect(() => top.current?.scrollIntoView({ block: 'start' }), []);
  return (
    <Paper ref={top} withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={640}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="green" variant="light" size={48} radius="xl">
            <IconCircleCheck size={30} />
          </ThemeIcon>
          <div>
            <Title order={1} size="h2">
              {t('auth.receipt.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {dayjs(receipt.dated).isValid()
                ? t('auth.receipt.submittedOn', { date: formatDateTime(receipt.dated) })
                : null}
            </Text>
          </div>
        </Group>
        <Card withBorder radius="md" padding="lg" bg="var(--mantine-color-navy-light)">
          <Text size="sm" fw={600} c="dimmed" tt="uppercase">
            {t('auth.receipt.refNo')}
          </Text>
          <Group gap="xs" mt={4}>
            <Text
              fz={{ base: 21, xs: 26, sm: 34 }}
              fw={800}
              ff="monospace"
              style={{ letterSpacing: '0.02em', wordBreak: 'break-all' }}
              data-testid="registration-ref-no"
            >
              {receipt.refNo}
            </Text>
            <CopyButton value={receipt.refNo} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('auth.receipt.copied') : t('auth.receipt.copy')}>
                  <ActionIcon
                    variant={copied ? 'filled' : 'default'}
                    color={copied ? 'green' : undefined}
                    size="lg"
                    onClick={copy}
                    aria-label={t('auth.receipt.copyRefNo')}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" mt="xs">
            {t('auth.receipt.keepIt')}
          </Text>
        </Card>
        <Text>{receipt.message}</Text>
        <div>
          <Title order={2} size="h4" mb="xs">
            {t('auth.receipt.next')}
          </Title>
          <List type="ordered" spacing="xs">
            <List.Item>{t('auth.receipt.step1')}</List.Item>
            <List.Item>{bold(t('auth.receipt.step2', { email }), email)}</List.Item>
            <List.Item>{t('auth.receipt.step3')}</List.Item>
          </List>
        </div>
        <Button component={Link} to="/auth/login" leftSection={<IconLogin size={18} />} size="md">
          {t('auth.receipt.signIn')}
        </Button>
      </Stack>
    </Paper>
  );
}
