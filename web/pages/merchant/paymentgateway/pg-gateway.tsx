import { slots, withSlots } from '../../../i18n/rich';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
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
import { fieldErrorsOf } from '../../../api/error-text';
import { apiRelative } from '../../../api/table';
import { moneyKeys, startUpiPayment } from '../../../api/money';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useContractForm } from '../../../components/forms/use-contract-form';
import { WalletHolderOnly } from '../../../components/money/guards';
import { rupees } from '../../../components/money/format';
import { TestPaymentNotice } from '../../../components/money/TestPaymentNotice';
import { PORTAL_PAGES } from '../../../../contract/portal-pages';
import { useT } from '../../../i18n/merchant';
import { PageHeading } from '../../../components/PageHeading';

/** docs/product.md#formats-and-constants: the test payment is one rupee. */
export const TEST_AMOUNT = 1;

type Customer = { customer_name: string; customer_email: string; customer_mobile: string };
type Values = Customer & { amount: number | string };
const CUSTOMER_FIELDS = ['customer_name', 'customer_email', 'customer_mobile'] as const;

// What the payer fills in; the purpose comes from the button. The number input holds '' while empty.
const PaymentFields = CreatePayment.omit({ p_info: true }).extend({
  amount: z.preprocess((amount) => (amount === '' ? undefined : amount), CreatePayment.shape.amount),
});

const AVAILABILITY_PATH = apiRelative('/api/merchant/pggatway/availability');

/** Whether UPI top-ups can start at all, on the sandbox or the real gateway, and for how much. */
function useUpiAvailability() {
  return useQuery({
    queryKey: [...moneyKeys.all, 'upi-availability'],
    queryFn: () => api.get<GatewayAvailability>(AVAILABILITY_PATH),
  });
}

/** /merchant/paymentgateway/pg-gateway: top up the wallet by UPI, or pay ₹1 to test the gateway (docs/product.md#payment-gateway). */
export default function PgGatewayPage() {
  const t = useT();
  return (
    <Stack gap="md">
      <PageHeading title={t('merchant.upi.title')} description={t('merchant.upi.intro')} />
      <WalletHolderOnly>
        <Gateway />
      </WalletHolderOnly>
    </Stack>
  );
}

function Gateway() {
  const t = useT();
  const availability = useUpiAvailability();
  if (availability.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('merchant.upi.checking')} />
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
        title={t('merchant.upi.notSetUpTitle')}
        data-testid="upi-not-set-up"
      >
        <Text size="sm">{t('merchant.upi.notSetUp')}</Text>
        <Text size="sm" mt="xs">
          {withSlots(t('merchant.upi.meanwhile', slots('link')), {
            link: <Link to={PORTAL_PAGES.merchant.payment}>{t('merchant.upi.addPaymentLink')}</Link>,
          })}
        </Text>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {a?.sandbox && <TestPaymentNotice>{t('merchant.upi.sandbox')}</TestPaymentNotice>}
      <GatewayForm minAmount={a?.minAmount ?? 1} maxAmount={a?.maxAmount ?? 100_000} />
    </Stack>
  );
}

function GatewayForm({ minAmount, maxAmount }: { minAmount: number; maxAmount: number }) {
  const t = useT();
  const profile = useProfile('merchant');
  const form = useContractForm<Values>({
    schema: PaymentFields,
    initialValues: { amount: '', customer_name: '', customer_email: '', customer_mobile: '' },
    alsoCheck: ({ amount }) =>
      typeof amount === 'number' && (amount < minAmount || amount > maxAmount)
        ? { amount: amountRangeText(minAmount, maxAmount) }
        : {},
  });
  // Prefilled from the profile once it loads; a field the user has already worked on keeps what they typed.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !profile.data) return;
    prefilled.current = true;
    const fromProfile: Customer = {
      customer_name: profile.data.displayName ?? '',
      customer_email: profile.data.email ?? '',
      customer_mobile: profile.data.mobile ?? '',
    };
    for (const field of CUSTOMER_FIELDS) if (!form.isTouched(field)) form.setFieldValue(field, fromProfile[field]);
  }, [profile.data, form]);
  const [busy, setBusy] = useState<'test' | 'topup' | null>(null);
  // A refusal that belongs to no field (too many unfinished payments, gateway not set up).
  const [failure, setFailure] = useState<unknown>(null);

  const pay = async (values: Values, kind: 'test' | 'topup') => {
    setFailure(null);
    setBusy(kind);
    const p_info = kind === 'test' ? 'UPI gateway test payment' : 'Wallet top-up';
    const { result, error } = await startUpiPayment(CreatePayment.parse({ ...values, p_info }));
    // On success the browser is leaving for the gateway; keep the button busy until it does.
    if (result !== 'redirected') {
      setBusy(null);
      const fields = fieldErrorsOf(error);
      if (fields) form.setErrors(Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, m[0]])));
      else if (error) setFailure(error);
    }
  };

  const submit = form.onSubmit(
    (values) => void pay(values, 'topup'),
    () => setFailure(null),
  );

  // The test rupee needs only the payer's details; the amount typed for a top-up plays no part.
  const payTest = () => {
    setFailure(null);
    form.clearFieldError('amount');
    const bad = CUSTOMER_FIELDS.map((field) => form.validateField(field).hasError).some(Boolean);
    if (!bad) void pay({ ...form.getValues(), amount: TEST_AMOUNT }, 'test');
  };

  const amount = form.values.amount;
  const field = (f: keyof Customer) => form.getInputProps(f);

  return (
    <>
      <FormErrorAlert error={failure} title={t('merchant.upi.startFailed')} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="lg">
            <form onSubmit={submit} noValidate aria-label={t('merchant.upi.formLabel')}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('merchant.upi.addMoney')}
                </Title>
                <NumberInput
                  label={t('merchant.upi.amount')}
                  withAsterisk
                  min={minAmount}
                  max={maxAmount}
                  // Out of range is said, not silently changed into another amount to pay.
                  clampBehavior="none"
                  decimalScale={2}
                  thousandSeparator=","
                  thousandsGroupStyle="lakh"
                  hideControls
                  description={t('merchant.upi.range', { min: rupees(minAmount), max: rupees(maxAmount) })}
                  {...form.getInputProps('amount')}
                />
                <Divider label={t('merchant.upi.payer')} labelPosition="left" />
                <TextInput label={t('merchant.upi.name')} withAsterisk maxLength={100} {...field('customer_name')} />
                <Grid gutter="sm">
                  <Grid.Col span={{ base: 12, sm: 7 }}>
                    <TextInput
                      label={t('merchant.upi.email')}
                      withAsterisk
                      type="email"
                      maxLength={120}
                      {...field('customer_email')}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 5 }}>
                    <TextInput
                      label={t('merchant.upi.mobile')}
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
                    {typeof amount === 'number' && amount > 0
                      ? t('merchant.upi.payAmount', { amount: rupees(amount) })
                      : t('merchant.upi.pay')}
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
                  {t('merchant.upi.testTitle')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('merchant.upi.testText', { amount: rupees(TEST_AMOUNT) })}
                </Text>
                <Button
                  variant="light"
                  leftSection={<IconBolt size={16} aria-hidden />}
                  loading={busy === 'test'}
                  disabled={busy === 'topup'}
                  onClick={payTest}
                >
                  {t('merchant.upi.payOne')}
                </Button>
              </Stack>
            </Card>
          </Grid.Col>
        )}
      </Grid>
    </>
  );
}
