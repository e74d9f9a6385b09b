import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { WalletAdjustment } from '../../../contract/wallet';
import { fieldErrorsOf, issuesByField } from '../../api/error-text';
import { shortfallOf, useAdjustWallet } from '../../api/money';
import { IconAdjustments } from '@tabler/icons-react';
import { FormErrorAlert } from '../FormErrorAlert';
import { useIsAdmin } from './guards';
import { rupees } from './format';

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
  const [formKey, setFormKey] = useState(0);
  const close = () => {
    onClose();
    setFormKey((k) => k + 1);
  };
  return (
    <Modal opened={opened} onClose={close} title={`Adjust wallet — ${name}`} centered size="md">
      <AdjustForm key={formKey} userId={userId} balance={balance} onDone={close} />
    </Modal>
  );
}

type Errors = Partial<Record<'direction' | 'amount' | 'remark', string>>;

function AdjustForm({ userId, balance, onDone }: { userId: number; balance?: number; onDone: () => void }) {
  const [direction, setDirection] = useState<'Cr' | 'Dr'>('Cr');
  const [amount, setAmount] = useState<number | string>('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // One key per adjustment: sending the same one again (a double click, a lost answer) reuses it, so it
  // applies once; a changed amount, direction or reason is another adjustment with a key of its own.
  const [attempt, setAttempt] = useState<{ key: string; content: string } | null>(null);
  const adjust = useAdjustWallet(userId);
  const short = shortfallOf(adjust.error);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const content = JSON.stringify([direction, amount, remark.trim()]);
    const idempotencyKey = attempt && attempt.content === content ? attempt.key : crypto.randomUUID();
    const parsed = WalletAdjustment.safeParse({
      direction,
      amount: amount === '' ? undefined : Number(amount),
      remark,
      idempotencyKey,
    });
    if (!parsed.success) {
      const found: Errors = issuesByField(parsed.error.issues);
      setErrors(found);
      return;
    }
    setErrors({});
    setAttempt({ key: idempotencyKey, content });
    adjust.mutate(parsed.data, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          title: answer.replayed ? 'Already applied' : 'Wallet adjusted',
          message: `${answer.entry.direction === 'Cr' ? 'Credited' : 'Debited'} ${rupees(answer.entry.amount)}. Balance now ${rupees(answer.entry.balanceAfter)}.`,
        });
        onDone();
      },
      onError: (err) => {
        const fields = fieldErrorsOf(err) ?? {};
        setErrors(Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, m[0]])) as Errors);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Adjust wallet">
      <Stack gap="sm">
        {short ? (
          <Alert color="red" variant="light" role="alert" title="Not enough balance">
            The wallet holds {rupees(short.balance)}; this debit needs {rupees(short.needed)} (short by{' '}
            {rupees(short.shortfall)}).
          </Alert>
        ) : adjust.error ? (
          <FormErrorAlert error={adjust.error} onClose={() => adjust.reset()} />
        ) : null}
        {balance !== undefined && (
          <Text size="sm" c="dimmed">
            Current balance {rupees(balance)}
          </Text>
        )}
        <SegmentedControl
          aria-label="Direction"
          value={direction}
          onChange={(v) => setDirection(v as 'Cr' | 'Dr')}
          data={[
            { value: 'Cr', label: 'Credit (Cr)' },
            { value: 'Dr', label: 'Debit (Dr)' },
          ]}
          color={direction === 'Cr' ? 'green' : 'red'}
        />
        <NumberInput
          label="Amount (₹)"
          withAsterisk
          min={0}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          hideControls
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setErrors((x) => ({ ...x, amount: undefined }));
          }}
          error={errors.amount}
        />
        <Textarea
          label="Reason"
          withAsterisk
          autosize
          minRows={2}
          maxLength={300}
          description="Shown to the merchant in the ledger."
          value={remark}
          onChange={(e) => {
            setRemark(e.currentTarget.value);
            setErrors((x) => ({ ...x, remark: undefined }));
          }}
          error={errors.remark}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={adjust.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={adjust.isPending} color={direction === 'Cr' ? 'green' : 'red'}>
            {direction === 'Cr' ? 'Credit wallet' : 'Debit wallet'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The admin's "Adjust wallet" action with its dialog; renders nothing for anyone else. */
export function AdjustWalletButton({ userId, name, balance }: { userId: number; name: string; balance?: number }) {
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
        Adjust wallet
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
