import { useState, type FormEvent } from 'react';
import { Button, Card, Divider, Grid, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBolt, IconQrcode } from '@tabler/icons-react';
import { CreatePayment } from '../../../../contract/gateway';
import { useProfile } from '../../../api/account';
import { fieldErrorsOf } from '../../../api/error-text';
import { startUpiPayment } from '../../../api/money';
import { WalletHolderOnly } from '../../../components/money/guards';
import { rupees } from '../../../components/money/format';

/** SPEC §9: the test payment is one rupee. */
export const TEST_AMOUNT = 1;

type Customer = { customer_name: string; customer_email: string; customer_mobile: string };
type Field = keyof Customer | 'amount';
type Errors = Partial<Record<Field, string>>;

/** /merchant/paymentgateway/pg-gateway: top up the wallet by UPI, or pay ₹1 to test the gateway (SPEC §2.12). */
export default function PgGatewayPage() {
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          UPI Top-up
        </Title>
        <Text c="dimmed">Pay by any UPI app; the amount is added to your wallet as soon as the payment succeeds.</Text>
      </div>
      <WalletHolderOnly>
        <GatewayForm />
      </WalletHolderOnly>
    </Stack>
  );
}

function GatewayForm() {
  const profile = useProfile('merchant');
  // Prefilled from the profile once it loads; what the user typed wins.
  const [edited, setEdited] = useState<Partial<Customer>>({});
  const customer: Customer = {
    customer_name: edited.customer_name ?? profile.data?.displayName ?? '',
    customer_email: edited.customer_email ?? profile.data?.email ?? '',
    customer_mobile: edited.customer_mobile ?? profile.data?.mobile ?? '',
  };
  const [amount, setAmount] = useState<number | string>('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'test' | 'topup' | null>(null);

  const pay = async (value: number | undefined, kind: 'test' | 'topup') => {
    const input = { amount: value, p_info: kind === 'test' ? 'UPI gateway test payment' : 'Wallet top-up', ...customer };
    const parsed = CreatePayment.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(kind);
    const { result, error } = await startUpiPayment(parsed.data);
    // On success the browser is leaving for the gateway; keep the button busy until it does.
    if (result !== 'redirected') {
      setBusy(null);
      if (error) setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(error) ?? {}).map(([f, m]) => [f, m[0]])) as Errors);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void pay(amount === '' ? undefined : Number(amount), 'topup');
  };

  const field = (f: keyof Customer) => ({
    value: customer[f],
    error: errors[f],
    onChange: (e: { currentTarget: { value: string } }) => {
      const v = e.currentTarget.value;
      setEdited((x) => ({ ...x, [f]: v }));
      setErrors((x) => ({ ...x, [f]: undefined }));
    },
  });

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="md" padding="lg">
          <form onSubmit={submit} noValidate aria-label="UPI top-up">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Add money
              </Title>
              <NumberInput
                label="Amount (₹)"
                withAsterisk
                min={1}
                max={100_000}
                decimalScale={2}
                thousandSeparator=","
                thousandsGroupStyle="lakh"
                hideControls
                description="₹1 to ₹1,00,000 at a time"
                value={amount}
                onChange={(v) => {
                  setAmount(v);
                  setErrors((x) => ({ ...x, amount: undefined }));
                }}
                error={errors.amount}
              />
              <Divider label="Payer" labelPosition="left" />
              <TextInput label="Name" withAsterisk maxLength={100} {...field('customer_name')} />
              <Grid gutter="sm">
                <Grid.Col span={{ base: 12, sm: 7 }}>
                  <TextInput label="Email" withAsterisk type="email" maxLength={120} {...field('customer_email')} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 5 }}>
                  <TextInput label="Mobile" withAsterisk type="tel" inputMode="numeric" maxLength={10} {...field('customer_mobile')} />
                </Grid.Col>
              </Grid>
              <Group justify="flex-end" mt="xs">
                <Button type="submit" leftSection={<IconQrcode size={16} aria-hidden />} loading={busy === 'topup'} disabled={busy === 'test'}>
                  {typeof amount === 'number' && amount > 0 ? `Pay ${rupees(amount)} by UPI` : 'Pay by UPI'}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Test the gateway
            </Title>
            <Text size="sm" c="dimmed">
              Pay {rupees(TEST_AMOUNT)} by UPI to check that payments reach your wallet. The rupee is credited like any top-up.
            </Text>
            <Button variant="light" leftSection={<IconBolt size={16} aria-hidden />} loading={busy === 'test'} disabled={busy === 'topup'} onClick={() => void pay(TEST_AMOUNT, 'test')}>
              Pay ₹1 by UPI
            </Button>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
