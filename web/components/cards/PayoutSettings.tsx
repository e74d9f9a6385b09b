import { useState } from 'react';
import { Button, Card, Group, Modal, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { z } from 'zod';
import { notifications } from '@mantine/notifications';
import { IconEdit } from '@tabler/icons-react';
import { CardPayoutInput, type CardPayout } from '../../../contract/cards/api';
import { CARD_VENDOR_LABELS } from '../../../contract/cards/products';
import { fieldErrorsOf } from '../../api/error-text';
import { FormErrorAlert } from '../FormErrorAlert';
import { showServerErrors, useContractForm } from '../forms/use-contract-form';
import { rupees } from '../money/format';
import { useIsAdmin } from '../money/guards';
import { useCardPayouts, useSetCardPayout } from './api';
import { useT } from '../../i18n/cards';
import { useLabel } from '../../i18n/labels';

/**
 * What a referral of each product pays the merchant, shown on the merchant's screens. Kept here, beside
 * the requests, since nothing in site settings or masters holds it; the admin edits it.
 */
export function PayoutSettings() {
  const t = useT();
  const label = useLabel();
  const payouts = useCardPayouts();
  const admin = useIsAdmin();
  const [editing, setEditing] = useState<CardPayout | null>(null);
  if (!payouts.data) return null;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h5" mb="xs">
        {t('cards.payouts.title')}
      </Title>
      <Table striped withRowBorders={false} aria-label={t('cards.payouts.table')}>
        <Table.Tbody>
          {payouts.data.map((p) => (
            <Table.Tr key={p.vendor}>
              <Table.Td fw={600}>{label(CARD_VENDOR_LABELS[p.vendor])}</Table.Td>
              <Table.Td>
                {p.amount == null ? (
                  <Text c="dimmed" size="sm">
                    {t('cards.payouts.notSet')}
                  </Text>
                ) : (
                  rupees(p.amount)
                )}
              </Table.Td>
              <Table.Td>{p.note}</Table.Td>
              {admin && (
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconEdit size={14} aria-hidden />}
                    onClick={() => setEditing(p)}
                    aria-label={t('cards.payouts.editLabel', { product: label(CARD_VENDOR_LABELS[p.vendor]) })}
                  >
                    {t('cards.payouts.edit')}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing && <PayoutForm payout={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

// The number input holds '' while empty; the contract's empty amount is null (not decided).
const amountOf = (amount: number | string) => (amount === '' ? null : Number(amount));
const PayoutFields = CardPayoutInput.extend({
  amount: z.preprocess((amount) => amountOf(amount as number | string), CardPayoutInput.shape.amount),
});

function PayoutForm({ payout, onClose }: { payout: CardPayout; onClose: () => void }) {
  const t = useT();
  const label = useLabel();
  const save = useSetCardPayout();
  const form = useContractForm<{ amount: number | string; note: string }>({
    schema: PayoutFields,
    initialValues: { amount: payout.amount ?? '', note: payout.note },
  });

  const submit = form.onSubmit(({ amount, note }) =>
    save.mutate(
      { vendor: payout.vendor, input: CardPayoutInput.parse({ amount: amountOf(amount), note }) },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('cards.payouts.saved', { product: label(CARD_VENDOR_LABELS[payout.vendor]) }),
          });
          onClose();
        },
        onError: (err) => showServerErrors(form, err),
      },
    ),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('cards.payouts.dialogTitle', { product: label(CARD_VENDOR_LABELS[payout.vendor]) })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormErrorAlert error={save.error && !fieldErrorsOf(save.error) ? save.error : null} />
          <NumberInput
            label={t('cards.payouts.amount')}
            description={t('cards.payouts.amountHint')}
            min={0}
            decimalScale={2}
            hideControls
            {...form.getInputProps('amount')}
          />
          <TextInput
            label={t('cards.payouts.note')}
            placeholder={t('cards.payouts.notePlaceholder')}
            maxLength={200}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cards.payouts.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('cards.payouts.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
