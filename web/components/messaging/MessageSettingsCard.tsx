import { Button, Card, Checkbox, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGE_EVENTS, MessageSettings, type MessageEvent } from '../../../contract/messaging';
import type { MessageId } from '../../../contract/i18n';
import { useMessageSettings, useSaveMessageSettings } from '../../api/messaging';
import { FormErrorAlert } from '../FormErrorAlert';
import { showServerErrors, useContractForm } from '../forms/use-contract-form';
import { useT } from '../../i18n/messages';

const EVENT_LABELS: Record<MessageEvent, MessageId> = {
  topup_credited: 'messages.event.topup_credited',
  low_balance: 'messages.event.low_balance',
  application_rejected: 'messages.event.application_rejected',
};

/** My Setting › Messages (issue 27 §3): per event, an SMS, a WhatsApp message, both or none (the default). */
export function MessageSettingsCard() {
  const t = useT();
  const settings = useMessageSettings();
  if (settings.error) return <FormErrorAlert error={settings.error} title={t('messages.settings.loadFailed')} />;
  if (!settings.data) return null;
  return <MessageSettingsForm initial={settings.data} />;
}

function MessageSettingsForm({ initial }: { initial: MessageSettings }) {
  const t = useT();
  const save = useSaveMessageSettings();
  const form = useContractForm<MessageSettings>({ schema: MessageSettings, initialValues: initial });
  const onSubmit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.setValues(saved);
        notifications.show({ color: 'green', message: t('messages.settings.saved') });
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );
  const threshold = form.getInputProps('lowBalanceRupees');
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={onSubmit} noValidate aria-label={t('messages.settings.title')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('messages.settings.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('messages.settings.intro')}
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{t('messages.settings.sms')}</Table.Th>
                <Table.Th>{t('messages.settings.whatsapp')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {MESSAGE_EVENTS.map((event) => (
                <Table.Tr key={event}>
                  <Table.Td>{t(EVENT_LABELS[event])}</Table.Td>
                  {(['sms', 'whatsapp'] as const).map((channel) => (
                    <Table.Td key={channel}>
                      <Checkbox
                        aria-label={`${t(EVENT_LABELS[event])}: ${t(`messages.settings.${channel}`)}`}
                        {...form.getInputProps(`${event}.${channel}`, { type: 'checkbox' })}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <NumberInput
            label={t('messages.settings.threshold')}
            min={0}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            maw={260}
            value={threshold.value ?? ''}
            error={threshold.error}
            onChange={(v) => form.setFieldValue('lowBalanceRupees', typeof v === 'number' ? v : null)}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('messages.settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
