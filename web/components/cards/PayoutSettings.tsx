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

/**
 * What a referral of each product pays the merchant, shown on the merchant's screens. Kept here, beside
 * the requests, since nothing in site settings or masters holds it; the admin edits it.
 */
export function PayoutSettings() {
  const payouts = useCardPayouts();
  const admin = useIsAdmin();
  const [editing, setEditing] = useState<CardPayout | null>(null);
  if (!payouts.data) return null;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h5" mb="xs">
        Payouts shown to merchants
      </Title>
      <Table striped withRowBorders={false} aria-label="Payouts">
        <Table.Tbody>
          {payouts.data.map((p) => (
            <Table.Tr key={p.vendor}>
              <Table.Td fw={600}>{CARD_VENDOR_LABELS[p.vendor]}</Table.Td>
              <Table.Td>
                {p.amount == null ? (
                  <Text c="dimmed" size="sm">
                    Not set
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
                    aria-label={`Edit the ${CARD_VENDOR_LABELS[p.vendor]} payout`}
                  >
                    Edit
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
          notifications.show({ color: 'green', message: `${CARD_VENDOR_LABELS[payout.vendor]} payout saved` });
          onClose();
        },
        onError: (err) => showServerErrors(form, err),
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={`${CARD_VENDOR_LABELS[payout.vendor]} payout`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormErrorAlert error={save.error && !fieldErrorsOf(save.error) ? save.error : null} />
          <NumberInput
            label="Amount per referral (₹)"
            description="Leave empty when it is not decided"
            min={0}
            decimalScale={2}
            hideControls
            {...form.getInputProps('amount')}
          />
          <TextInput
            label="How it is paid"
            placeholder="per card issued, paid monthly"
            maxLength={200}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
