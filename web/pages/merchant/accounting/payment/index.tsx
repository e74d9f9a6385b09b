import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Card,
  FileInput,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconBuildingBank, IconInfoCircle, IconPaperclip, IconSend } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { PAYMENT_MODES, PaymentRequestForm, SLIP_MAX_BYTES } from '../../../../../contract/payments';
import { fieldErrorsOf, issuesByField } from '../../../../api/error-text';
import {
  useCreatePaymentRequest,
  useDepositBanks,
  type BankOption,
  type PaymentRequestFields,
} from '../../../../api/money';
import { DATE_PICKER_PROPS, formatAmount } from '../../../../components/DataTable';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { LoadingOverlay } from '../../../../components/LoadingOverlay';
import { WalletHolderOnly } from '../../../../components/money/guards';

type Field = keyof PaymentRequestFields | 'slip';
type Errors = Partial<Record<Field, string>>;

const SLIP_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const LIST = '/merchant/accounting/payment/list';

/** The server's label is "Bank — Holder — A/c … — IFSC … — Branch"; split it to show the account clearly. */
export function bankParts(label: string): { name: string; lines: string[] } {
  const parts = label
    .split(' — ')
    .map((p) => p.trim())
    .filter(Boolean);
  return { name: parts[0] ?? label, lines: parts.slice(1) };
}

function optionLabel(b: BankOption): string {
  const { name, lines } = bankParts(b.label);
  const acct = lines.find((l) => l.startsWith('A/c'));
  return acct ? `${name} — ${acct}` : b.label;
}

/** Client-side checks of the slip, the same rule the server applies (JPEG, PNG or PDF, at most 2 MB). */
export function slipProblem(file: File | null, mode: string): string | undefined {
  if (!file) return mode === 'UPI' || mode === '' ? undefined : 'Attach the deposit slip or transfer screenshot';
  if (!SLIP_TYPES.includes(file.type)) return 'The slip must be a JPEG, PNG or PDF file';
  if (file.size > SLIP_MAX_BYTES) return 'The slip must be at most 2 MB';
  return undefined;
}

/** /merchant/accounting/payment: tell the back office about a deposit so it credits the wallet. */
export default function PaymentRequestPage() {
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Add Payment
        </Title>
        <Text c="dimmed">
          Deposited money into one of our accounts? Tell us here; the amount is added to your wallet once we see it in
          the bank.
        </Text>
      </div>
      <WalletHolderOnly>
        <PaymentRequestFormCard />
      </WalletHolderOnly>
    </Stack>
  );
}

function PaymentRequestFormCard() {
  const navigate = useNavigate();
  const banks = useDepositBanks();
  const create = useCreatePaymentRequest();
  const [values, setValues] = useState<PaymentRequestFields>({
    bankId: '',
    amount: '',
    mode: '',
    utr: '',
    depositDate: '',
  });
  const [slip, setSlip] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const chosen = banks.data?.find((b) => String(b.id) === values.bankId);
  // A fresh install has no company account yet: nothing to deposit into, so the form stays shut and says why.
  const noBank = banks.data?.length === 0;

  const set = (f: keyof PaymentRequestFields, v: string) => {
    setValues((x) => ({ ...x, [f]: v }));
    setErrors((x) => ({ ...x, [f]: undefined, ...(f === 'mode' ? { slip: undefined } : {}) }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    const parsed = PaymentRequestForm.safeParse(values);
    if (!parsed.success) Object.assign(found, issuesByField(parsed.error.issues));
    if (!values.bankId) found.bankId = 'Choose the account you deposited into';
    const slipError = slipProblem(slip, values.mode);
    if (slipError) found.slip = slipError;
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(
      {
        fields: { ...values, utr: values.utr.trim().toUpperCase() },
        slip: values.mode === 'UPI' && !slip ? null : slip,
      },
      {
        onSuccess: (v) => {
          notifications.show({
            color: 'green',
            title: 'Payment request sent',
            message: `${v.refNo} for ${formatAmount(v.amount)} is waiting for approval.`,
          });
          navigate(LIST);
        },
        onError: (err) =>
          setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(err) ?? {}).map(([f, m]) => [f, m[0]])) as Errors),
      },
    );
  };

  const today = dayjs();
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="md" padding="lg" pos="relative">
          <LoadingOverlay visible={create.isPending} title="Sending..." description="Uploading your payment request" />
          <form onSubmit={submit} noValidate aria-label="Payment request">
            <Stack gap="sm">
              {create.error ? <FormErrorAlert error={create.error} onClose={() => create.reset()} /> : null}
              {banks.isError && <FormErrorAlert error={banks.error} title="Could not load the bank accounts" />}
              {noBank && (
                <Alert
                  color="yellow"
                  variant="light"
                  title="No account to deposit into"
                  role="alert"
                  data-testid="no-bank"
                >
                  No bank account is set up to pay into yet, so a deposit cannot be reported here. Please contact the
                  office, or{' '}
                  <Anchor component={Link} to="/merchant/paymentgateway/pg-gateway" inherit>
                    pay online under Payment Gateway
                  </Anchor>
                  .
                </Alert>
              )}
              <fieldset disabled={noBank} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                <Stack gap="sm">
                  <Select
                    label="Deposited into"
                    withAsterisk
                    placeholder="--Select--"
                    data={(banks.data ?? []).map((b) => ({ value: String(b.id), label: optionLabel(b) }))}
                    value={values.bankId || null}
                    onChange={(v) => set('bankId', v ?? '')}
                    error={errors.bankId}
                    disabled={banks.isPending || noBank}
                    comboboxProps={{ withinPortal: true }}
                  />
                  <Grid gutter="sm">
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <NumberInput
                        label="Amount (₹)"
                        withAsterisk
                        min={0}
                        decimalScale={2}
                        thousandSeparator=","
                        thousandsGroupStyle="lakh"
                        hideControls
                        value={values.amount}
                        onChange={(v) => set('amount', v === '' ? '' : String(v))}
                        error={errors.amount}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <Select
                        label="Mode"
                        withAsterisk
                        placeholder="--Select--"
                        data={PAYMENT_MODES.map((m) => ({ value: m.value, label: m.label }))}
                        value={values.mode || null}
                        onChange={(v) => set('mode', v ?? '')}
                        error={errors.mode}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <TextInput
                        label="UTR / Reference no"
                        withAsterisk
                        maxLength={30}
                        autoCapitalize="characters"
                        description="From the bank receipt or UPI app"
                        value={values.utr}
                        onChange={(e) => set('utr', e.currentTarget.value.toUpperCase())}
                        error={errors.utr}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <DatePickerInput
                        {...DATE_PICKER_PROPS}
                        label="Deposit date"
                        withAsterisk
                        placeholder="DD/MM/YYYY"
                        description="Within the last 90 days"
                        value={values.depositDate || null}
                        maxDate={today.format('YYYY-MM-DD')}
                        minDate={today.subtract(90, 'day').format('YYYY-MM-DD')}
                        onChange={(v) => set('depositDate', v ? String(v) : '')}
                        error={errors.depositDate}
                      />
                    </Grid.Col>
                  </Grid>
                  <FileInput
                    label="Deposit slip"
                    withAsterisk={values.mode !== 'UPI'}
                    description={
                      values.mode === 'UPI'
                        ? 'Optional for UPI: the reference is checked. JPEG, PNG or PDF, up to 2 MB.'
                        : 'Photo or scan of the slip or transfer screenshot: JPEG, PNG or PDF, up to 2 MB.'
                    }
                    placeholder="Choose file"
                    accept={SLIP_TYPES.join(',')}
                    leftSection={<IconPaperclip size={16} aria-hidden />}
                    clearable
                    value={slip}
                    onChange={(f) => {
                      setSlip(f);
                      setErrors((x) => ({ ...x, slip: f ? slipProblem(f, values.mode) : undefined }));
                    }}
                    error={errors.slip}
                  />
                  <Group justify="space-between" mt="xs" wrap="wrap">
                    <Anchor component={Link} to={LIST} size="sm">
                      See my payment requests
                    </Anchor>
                    <Button
                      type="submit"
                      loading={create.isPending}
                      disabled={noBank}
                      leftSection={<IconSend size={16} aria-hidden />}
                    >
                      Submit request
                    </Button>
                  </Group>
                </Stack>
              </fieldset>
            </Stack>
          </form>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Card withBorder radius="md" padding="lg" data-testid="bank-details">
            <Group gap="xs" mb="xs">
              <IconBuildingBank size={20} aria-hidden />
              <Title order={2} size="h5">
                Account details
              </Title>
            </Group>
            {chosen ? (
              <BankDetails label={chosen.label} />
            ) : (
              <Text size="sm" c="dimmed">
                {noBank ? 'None yet.' : 'Choose an account to see where to deposit.'}
              </Text>
            )}
          </Card>
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            Want the money at once?{' '}
            <Anchor component={Link} to="/merchant/paymentgateway/pg-gateway">
              Top up by UPI
            </Anchor>{' '}
            instead: it is credited as soon as the payment succeeds.
          </Alert>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function BankDetails({ label }: { label: string }) {
  const { name, lines } = bankParts(label);
  const [holder, ...rest] = lines;
  return (
    <Stack gap={2}>
      <Text fw={700}>{name}</Text>
      {holder && <Text size="sm">Account holder: {holder}</Text>}
      {rest.map((l) => (
        <Text key={l} size="sm" ff={/^(A\/c|IFSC)/.test(l) ? 'monospace' : undefined}>
          {l.startsWith('A/c')
            ? `Account no: ${l.slice(3).trim()}`
            : l.startsWith('IFSC')
              ? `IFSC: ${l.slice(4).trim()}`
              : `Branch: ${l}`}
        </Text>
      ))}
    </Stack>
  );
}
