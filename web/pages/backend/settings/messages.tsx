import { Alert, Badge, Stack, Title } from '@mantine/core';
import { IconFlask, IconLock } from '@tabler/icons-react';
import { MESSAGE_COLUMNS, MESSAGE_PROVIDERS, MESSAGING_API, type MessageRow } from '../../../../contract/messaging';
import { apiRelative } from '../../../api/table';
import { DataTable } from '../../../components/DataTable';
import { useIsAdmin } from '../../../components/money/guards';
import { useLabel } from '../../../i18n/labels';
import { useT } from '../../../i18n/messages';
import { PageHeading } from '../../../components/PageHeading';

const LIST = apiRelative(MESSAGING_API.list);
const PROVIDER_LABELS: Record<string, string> = Object.fromEntries(MESSAGE_PROVIDERS.map((p) => [p.value, p.label]));
const SIZES = {
  id: 80,
  created_at: 130,
  request_ref: 120,
  language: 90,
  recipient: 100,
  channel: 90,
  template: 140,
  state: 90,
  provider: 100,
  provider_message_id: 170,
  provider_answer: 180,
  sent_at: 130,
};

/**
 * /backend/settings/messages (admin, issue 27 §3): the SMS / WhatsApp outbox. A message sent to the sandbox is
 * marked as a test, so an admin never takes it for one a shop received.
 */
export default function MessagesPage() {
  const t = useT();
  const admin = useIsAdmin();
  const label = useLabel();
  if (!admin)
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('messages.list.title')}
        </Title>
        <Alert color="yellow" variant="light" icon={<IconLock size={18} />}>
          {t('messages.list.adminOnly')}
        </Alert>
      </Stack>
    );
  return (
    <Stack gap="md">
      <PageHeading title={t('messages.list.title')} description={t('messages.list.intro')} />
      <Alert color="grape" variant="light" icon={<IconFlask size={18} />}>
        {t('messages.list.sandboxNote')}
      </Alert>
      <DataTable<MessageRow>
        url={LIST}
        exportUrl={`${LIST}/export`}
        title={t('messages.list.table')}
        columns={MESSAGE_COLUMNS}
        sizes={SIZES}
        cardRoles={{
          created_at: 'title',
          state: 'badge',
          recipient: 'field',
          channel: 'field',
          template: 'field',
          provider: 'field',
        }}
        cells={{
          provider: (row) =>
            row.provider === 'sandbox' ? (
              <Badge color="grape" variant="light">
                {t('messages.list.sandbox')}
              </Badge>
            ) : (
              label(PROVIDER_LABELS[row.provider] ?? row.provider)
            ),
        }}
        getRowId={(row) => String(row.id)}
      />
    </Stack>
  );
}
