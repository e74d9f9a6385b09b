import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Button,
  Card,
  Center,
  Divider,
  Grid,
  Group,
  Loader,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBolt, IconPlugConnectedX, IconQrcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { amountRangeText, CreatePayment, type GatewayAvailability } from '../../../../contract/gateway';
import { useProfile } from '../../../api/account';
import { api } from '../../../api/client';
import { fieldErrorsOf, issuesByField } from '../../../api/error-text';
import { moneyKeys, startUpiPayment } from '../../../api/money';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { WalletHolderOnly } from '../../../components/money/guards';
import { rupees } from '../../../components/money/format';
import { TestPaymentNotice } from '../../../components/money/TestPaymentNotice';

/** SPEC §9: the test payment is one rupee. */
export const TEST_AMOUNT = 1;

type Customer = { customer_name: string; customer_email: string; customer_mobile: string };
type Field = keyof Customer | 'amount';
type Errors = Partial<Record<Field, string>>;

export const NOT_SET_UP_TITLE = 'Online payment is not set up yet';
const AVAILABILITY_PATH = '/merchant/pggatway/availability';

/** Whether UPI top-ups can start at all, on the sandbox or the real gateway, and for how much. */
function useUpiAvailability() {
  return useQuery({
    queryKey: [...moneyKeys.all, 'upi-availability'],
    queryFn: () => api.get<GatewayAvailability>(AVAILABILITY_PATH),
  });
}

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
        <Gateway />
      </WalletHolderOnly>
    </Stack>
  );
}

function Gateway() {
  const availability = useUpiAvailability();
  if (availability.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Checking online payment" />
      </Center>
    );
  }
  // Could not ask: offer the form anyway, the server's answer to the payment says what is wrong.
  const a = availability.data;
  if (a && !a.available) {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconPlugConnectedX size={18} aria-hidden />}
        title={NOT_SET_UP_TITLE}
        data-testid="upi-not-set-up"
      >
        <Text size="sm">The administrator has not saved the UPI gateway key yet, so payments by UPI cannot start.</Text>
        <Text size="sm" mt="xs">
          Meanwhile, add money with a deposit slip: <Link to="/merchant/accounting/payment">Add Payment</Link>.
        </Text>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {a?.sandbox && (
        <TestPaymentNotice>
          Payments here go through the sandbox gateway the server runs for trying the portal: you choose Pay or Decline
          on its page, and the wallet gets test money.
        </TestPaymentNotice>
      )}
      <GatewayForm minAmount={a?.minAmount ?? 1} maxAmount={a?.maxAmount ?? 100_000} />
    </Stack>
  );
}

function GatewayForm({ minAmount, maxAmount }: { minAmount: number; maxAmount: number }) {
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
  // A refusal that belongs to no field (too many unfinished payments, gateway not set up).
  const [failure, setFailure] = useState<unknown>(null);

  const pay = async (value: number | undefined, kind: 'test' | 'topup') => {
    const input = {
      amount: value,
      p_info: kind === 'test' ? 'UPI gateway test payment' : 'Wallet top-up',
      ...customer,
    };
    const parsed = CreatePayment.safeParse(input);
    const found: Errors = {};
    if (!parsed.success) Object.assign(found, issuesByField(parsed.error.issues));
    else if (parsed.data.amount < minAmount || parsed.data.amount > maxAmount)
      found.amount = amountRangeText(minAmount, maxAmount);
    setErrors(found);
    setFailure(null);
    if (!parsed.success || found.amount) return;
    setBusy(kind);
    const { result, error } = await startUpiPayment(parsed.data);
    // On success the browser is leaving for the gateway; keep the button busy until it does.
    if (result !== 'redirected') {
      setBusy(null);
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, m[0]])) as Errors);
      else if (error) setFailure(error);
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
    <>
      <FormErrorAlert error={failure} title="The payment could not start" />
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
                  min={minAmount}
                  max={maxAmount}
                  // Out of range is said, not silently changed into another amount to pay.
                  clampBehavior="none"
                  decimalScale={2}
                  thousandSeparator=","
                  thousandsGroupStyle="lakh"
                  hideControls
                  description={`${rupees(minAmount)} to ${rupees(maxAmount)} at a time`}
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
                    <TextInput
                      label="Mobile"
                      withAsterisk
                      type="tel"
                      inputMode="numeric"
                      maxLength={10}
                      {...field('customer_mobile')}
                    />
                  </Grid.Col>
                </Grid>
                <Group justify="flex-end" mt="xs">
                  <Button
                    type="submit"
                    leftSection={<IconQrcode size={16} aria-hidden />}
                    loading={busy === 'topup'}
                    disabled={busy === 'test'}
                  >
                    {typeof amount === 'number' && amount > 0 ? `Pay ${rupees(amount)} by UPI` : 'Pay by UPI'}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Card>
        </Grid.Col>
        {/* The gateway's minimum may be above the test rupee; then there is no test payment. */}
        {minAmount <= TEST_AMOUNT && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Test the gateway
                </Title>
                <Text size="sm" c="dimmed">
                  Pay {rupees(TEST_AMOUNT)} by UPI to check that payments reach your wallet. The rupee is credited like
                  any top-up.
                </Text>
                <Button
                  variant="light"
                  leftSection={<IconBolt size={16} aria-hidden />}
                  loading={busy === 'test'}
                  disabled={busy === 'topup'}
                  onClick={() => void pay(TEST_AMOUNT, 'test')}
                >
                  Pay ₹1 by UPI
                </Button>
              </Stack>
            </Card>
          </Grid.Col>
        )}
      </Grid>
    </>
  );
}
