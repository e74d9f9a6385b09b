import { useEffect, useRef } from 'react';
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
import { formatDateTime } from '../../../../contract/format';
import type { RegistrationReceipt } from '../../../api/recovery';

/** What /auth/register shows once the application is in: its reference number and what happens next. */
export function Receipt({ receipt, email }: { receipt: RegistrationReceipt; email: string }) {
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
              Registration received
            </Title>
            <Text c="dimmed" size="sm">
              {dayjs(receipt.dated).isValid() ? `Submitted on ${formatDateTime(receipt.dated)}` : null}
            </Text>
          </div>
        </Group>
        <Card withBorder radius="md" padding="lg" bg="var(--mantine-color-navy-light)">
          <Text size="sm" fw={600} c="dimmed" tt="uppercase">
            Your reference number
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
                <Tooltip label={copied ? 'Copied' : 'Copy'}>
                  <ActionIcon
                    variant={copied ? 'filled' : 'default'}
                    color={copied ? 'green' : undefined}
                    size="lg"
                    onClick={copy}
                    aria-label="Copy reference number"
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" mt="xs">
            Write it down or take a screenshot: quote it whenever you ask us about your registration.
          </Text>
        </Card>
        <Text>{receipt.message}</Text>
        <div>
          <Title order={2} size="h4" mb="xs">
            What happens next
          </Title>
          <List type="ordered" spacing="xs">
            <List.Item>Our team checks the details you sent.</List.Item>
            <List.Item>
              Once approved, we email your user name and how to sign in to <b>{email}</b>. If it cannot be approved, the
              email tells you why.
            </List.Item>
            <List.Item>
              After your first sign-in, complete your KYC (Aadhaar, PAN, bank details and photos) to start using paid
              services.
            </List.Item>
          </List>
        </div>
        <Button component={Link} to="/auth/login" leftSection={<IconLogin size={18} />} size="md">
          Go to sign in
        </Button>
      </Stack>
    </Paper>
  );
}
