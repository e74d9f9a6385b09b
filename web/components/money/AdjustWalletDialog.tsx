import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { WalletAdjustment } from '../../../contract/wallet';
import { shortfallOf, useAdjustWallet } from '../../api/money';
import { IconAdjustments } from '@tabler/icons-react';
import { FormErrorAlert } from '../FormErrorAlert';
import { showServerErrors, useContractForm } from '../forms/use-contract-form';
import { useIsAdmin } from './guards';
import { rupees } from './format';
import { useT } from '../../i18n/money';
import { useT as useCommonT } from '../../i18n/common';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The wallet holder (merchant owner or franchise member). */
  userId: number;
  name: string;
  /** The balance as last shown, for the confirmation line. */
  balance?: number;
};

/** Admin's manual credit or debit of a wallet, with the reason; one key per opening so a retry applies once. */
export function AdjustWalletDialog({ opened, onClose, userId, name, balance }: Props) {
  const t = useT();
  const [formKey, setFormKey] = useState(0);
  const close = () => {
    onClose();
    setFormKey((k) => k + 1);
  };
  return (
    <Modal opened={opened} onClose={close} title={t('money.adjust.title', { name })} centered size="md">
      <AdjustForm key={formKey} userId={userId} balance={balance} onDone={close} />
    </Modal>
  );
}

/** The adjustment as the admin fills it in; the key is added per attempt when it is sent. */
const AdjustFields = WalletAdjustment.omit({ idempotencyKey: true });
type AdjustValues = { direction: 'Cr' | 'Dr'; amount: number | string; remark: string };

function AdjustForm({ userId, balance, onDone }: { userId: number; balance?: number; onDone: () => void }) {
  const form = useContractForm<AdjustValues>({
    schema: AdjustFields,
    initialValues: { direction: 'Cr', amount: '', remark: '' },
  });
  // One key per adjustment: sending the same one again (a double click, a lost answer) reuses it, so it
  // applies once; a changed amount, direction or reason is another adjustment with a key of its own.
  const [attempt, setAttempt] = useState<{ key: string; content: string } | null>(null);
  const t = useT();
  const tc = useCommonT();
  const adjust = useAdjustWallet(userId);
  const short = shortfallOf(adjust.error);
  const { direction } = form.getValues();

  const submit = form.onSubmit((values) => {
    const content = JSON.stringify([values.direction, values.amount, values.remark.trim()]);
    const idempotencyKey = attempt && attempt.content === content ? attempt.key : crypto.randomUUID();
    setAttempt({ key: idempotencyKey, content });
    const adjustment = WalletAdjustment.parse({ ...values, amount: Number(values.amount), idempotencyKey });
    adjust.mutate(adjustment, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          title: answer.replayed ? t('money.adjust.alreadyApplied') : t('money.adjust.adjusted'),
          message: t(answer.entry.direction === 'Cr' ? 'money.adjust.credited' : 'money.adjust.debited', {
            amount: rupees(answer.entry.amount),
            balance: rupees(answer.entry.balanceAfter),
          }),
        });
        onDone();
      },
      onError: (err) => showServerErrors(form, err),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('money.adjust.button')}>
      <Stack gap="sm">
        {short ? (
          <Alert color="red" variant="light" role="alert" title={t('money.adjust.notEnough')}>
            {t('money.adjust.shortfall', {
              balance: rupees(short.balance),
              needed: rupees(short.needed),
              shortfall: rupees(short.shortfall),
            })}
          </Alert>
        ) : adjust.error ? (
          <FormErrorAlert error={adjust.error} onClose={() => adjust.reset()} />
        ) : null}
        {balance !== undefined && (
          <Text size="sm" c="dimmed">
            {t('money.adjust.currentBalance', { balance: rupees(balance) })}
          </Text>
        )}
        <SegmentedControl
          aria-label={t('money.adjust.direction')}
          {...form.getInputProps('direction')}
          data={[
            { value: 'Cr', label: t('money.adjust.credit') },
            { value: 'Dr', label: t('money.adjust.debit') },
          ]}
          color={direction === 'Cr' ? 'green' : 'red'}
        />
        <NumberInput
          label={t('money.adjust.amount')}
          withAsterisk
          min={0}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          hideControls
          {...form.getInputProps('amount')}
        />
        <Textarea
          label={t('money.adjust.reason')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={300}
          description={t('money.adjust.reasonHint')}
          {...form.getInputProps('remark')}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={adjust.isPending}>
            {tc('common.action.cancel')}
          </Button>
          <Button type="submit" loading={adjust.isPending} color={direction === 'Cr' ? 'green' : 'red'}>
            {direction === 'Cr' ? t('money.adjust.creditWallet') : t('money.adjust.debitWallet')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The admin's "Adjust wallet" action with its dialog; renders nothing for anyone else. */
export function AdjustWalletButton({ userId, name, balance }: { userId: number; name: string; balance?: number }) {
  const t = useT();
  const admin = useIsAdmin();
  const [opened, setOpened] = useState(false);
  if (!admin) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconAdjustments size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('money.adjust.button')}
      </Button>
      <AdjustWalletDialog
        opened={opened}
        onClose={() => setOpened(false)}
        userId={userId}
        name={name}
        balance={balance}
      />
    </>
  );
}
