import { slots, withSlots } from '../../../../i18n/rich';
import { useMemo, type ReactNode } from 'react';
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
import { z } from 'zod';
import { PAYMENT_MODES, PaymentRequestForm, SLIP_MAX_BYTES } from '../../../../../contract/payments';
import {
  useCreatePaymentRequest,
  useDepositBanks,
  type BankOption,
  type PaymentRequestFields,
} from '../../../../api/money';
import { DATE_PICKER_PROPS, formatAmount } from '../../../../components/DataTable';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../../components/forms/use-contract-form';
import { LoadingOverlay } from '../../../../components/LoadingOverlay';
import { WalletHolderOnly } from '../../../../components/money/guards';
import { PORTAL_PAGES } from '../../../../../contract/portal-pages';
import { useT, type Translate } from '../../../../i18n/merchant';
import { PageHeading } from '../../../../components/PageHeading';

type Values = PaymentRequestFields & { slip: File | null };

// An empty date says so before the date's own rules (a range and the 90 days) are applied.
const paymentFields = (t: Translate) =>
  PaymentRequestForm.extend({
    depositDate: z
      .string()
      .min(1, t('merchant.payment.depositDateRequired'))
      .pipe(PaymentRequestForm.shape.depositDate),
  });

/** A message with a link inside it, drawn where the language puts the {link} slot (web/i18n/rich.tsx). */
const withLink = (text: string, link: ReactNode) => withSlots(text, { link });

const SLIP_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const LIST = PORTAL_PAGES.merchant.paymentList;

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
export function slipProblem(file: File | null, mode: string, t: Translate): string | undefined {
  if (!file) return mode === 'UPI' || mode === '' ? undefined : t('merchant.payment.slipMissing');
  if (!SLIP_TYPES.includes(file.type)) return t('merchant.payment.slipType');
  if (file.size > SLIP_MAX_BYTES) return t('merchant.payment.slipSize');
  return undefined;
}

/** /merchant/accounting/payment: tell the back office about a deposit so it credits the wallet. */
export default function PaymentRequestPage() {
  const t = useT();
  return (
    <Stack gap="md">
      <PageHeading title={t('merchant.payment.title')} description={t('merchant.payment.intro')} />
      <WalletHolderOnly>
        <PaymentRequestFormCard />
      </WalletHolderOnly>
    </Stack>
  );
}

function PaymentRequestFormCard() {
  const t = useT();
  const schema = useMemo(() => paymentFields(t), [t]);
  const navigate = useNavigate();
  const banks = useDepositBanks();
  const create = useCreatePaymentRequest();
  const form = useContractForm<Values>({
    schema,
    initialValues: { bankId: '', amount: '', mode: '', utr: '', depositDate: '', slip: null },
    alsoCheck: ({ slip, mode }) => ({ slip: slipProblem(slip, mode, t) }),
  });
  const values = form.values;
  const chosen = banks.data?.find((b) => String(b.id) === values.bankId);
  // A fresh install has no company account yet: nothing to deposit into, so the form stays shut and says why.
  const noBank = banks.data?.length === 0;

  const submit = form.onSubmit(({ slip, ...fields }) =>
    create.mutate(
      {
        fields: { ...fields, utr: fields.utr.trim().toUpperCase() },
        slip: fields.mode === 'UPI' && !slip ? null : slip,
      },
      {
        onSuccess: (v) => {
          notifications.show({
            color: 'green',
            title: t('merchant.payment.sentTitle'),
            message: t('merchant.payment.sentMessage', { refNo: v.refNo, amount: formatAmount(v.amount) }),
          });
          navigate(LIST);
        },
        onError: (err) => showServerErrors(form, err),
      },
    ),
  );

  const today = dayjs();
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="md" padding="lg" pos="relative">
          <LoadingOverlay
            visible={create.isPending}
            title={t('merchant.payment.sending')}
            description={t('merchant.payment.uploading')}
          />
          <form onSubmit={submit} noValidate aria-label={t('merchant.payment.formLabel')}>
            <Stack gap="sm">
              {create.error ? <FormErrorAlert error={create.error} onClose={() => create.reset()} /> : null}
              {banks.isError && <FormErrorAlert error={banks.error} title={t('merchant.payment.banksFailed')} />}
              {noBank && (
                <Alert
                  color="yellow"
                  variant="light"
                  title={t('merchant.payment.noBankTitle')}
                  role="alert"
                  data-testid="no-bank"
                >
                  {withLink(
                    t('merchant.payment.noBank', slots('link')),
                    <Anchor component={Link} to="/merchant/paymentgateway/pg-gateway" inherit>
                      {t('merchant.payment.noBankLink')}
                    </Anchor>,
                  )}
                </Alert>
              )}
              <fieldset disabled={noBank} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                <Stack gap="sm">
                  <Select
                    label={t('merchant.payment.depositedInto')}
                    withAsterisk
                    placeholder={t('merchant.payment.select')}
                    data={(banks.data ?? []).map((b) => ({ value: String(b.id), label: optionLabel(b) }))}
                    value={values.bankId || null}
                    onChange={(v) => form.setFieldValue('bankId', v ?? '')}
                    error={form.errors.bankId}
                    disabled={banks.isPending || noBank}
                    comboboxProps={{ withinPortal: true }}
                  />
                  <Grid gutter="sm">
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <NumberInput
                        label={t('merchant.payment.amount')}
                        withAsterisk
                        min={0}
                        decimalScale={2}
                        thousandSeparator=","
                        thousandsGroupStyle="lakh"
                        hideControls
                        value={values.amount}
                        onChange={(v) => form.setFieldValue('amount', v === '' ? '' : String(v))}
                        error={form.errors.amount}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <Select
                        label={t('merchant.payment.mode')}
                        withAsterisk
                        placeholder={t('merchant.payment.select')}
                        data={PAYMENT_MODES.map((m) => ({ value: m.value, label: m.label }))}
                        value={values.mode || null}
                        onChange={(v) => {
                          form.setFieldValue('mode', v ?? '');
                          // Whether a slip is needed depends on the mode.
                          form.clearFieldError('slip');
                        }}
                        error={form.errors.mode}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <TextInput
                        label={t('merchant.payment.utr')}
                        withAsterisk
                        maxLength={30}
                        autoCapitalize="characters"
                        description={t('merchant.payment.utrHint')}
                        value={values.utr}
                        onChange={(e) => form.setFieldValue('utr', e.currentTarget.value.toUpperCase())}
                        error={form.errors.utr}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <DatePickerInput
                        {...DATE_PICKER_PROPS}
                        label={t('merchant.payment.depositDate')}
                        withAsterisk
                        placeholder={t('merchant.payment.datePlaceholder')}
                        description={t('merchant.payment.depositDateHint')}
                        value={values.depositDate || null}
                        maxDate={today.format('YYYY-MM-DD')}
                        minDate={today.subtract(90, 'day').format('YYYY-MM-DD')}
                        onChange={(v) => form.setFieldValue('depositDate', v ? String(v) : '')}
                        error={form.errors.depositDate}
                      />
                    </Grid.Col>
                  </Grid>
                  <FileInput
                    label={t('merchant.payment.slip')}
                    withAsterisk={values.mode !== 'UPI'}
                    description={
                      values.mode === 'UPI' ? t('merchant.payment.slipHintUpi') : t('merchant.payment.slipHint')
                    }
                    placeholder={t('merchant.payment.chooseFile')}
                    accept={SLIP_TYPES.join(',')}
                    leftSection={<IconPaperclip size={16} aria-hidden />}
                    clearable
                    value={values.slip}
                    onChange={(f) => {
                      form.setFieldValue('slip', f);
                      const problem = f && slipProblem(f, values.mode, t);
                      if (problem) form.setFieldError('slip', problem);
                    }}
                    error={form.errors.slip}
                  />
                  <Group justify="space-between" mt="xs" wrap="wrap">
                    <Anchor component={Link} to={LIST} size="sm">
                      {t('merchant.payment.seeMine')}
                    </Anchor>
                    <Button
                      type="submit"
                      loading={create.isPending}
                      disabled={noBank}
                      leftSection={<IconSend size={16} aria-hidden />}
                    >
                      {t('merchant.payment.submit')}
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
                {t('merchant.payment.accountDetails')}
              </Title>
            </Group>
            {chosen ? (
              <BankDetails label={chosen.label} />
            ) : (
              <Text size="sm" c="dimmed">
                {noBank ? t('merchant.payment.noneYet') : t('merchant.payment.chooseAccount')}
              </Text>
            )}
          </Card>
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            {withLink(
              t('merchant.payment.instant', slots('link')),
              <Anchor component={Link} to="/merchant/paymentgateway/pg-gateway">
                {t('merchant.payment.instantLink')}
              </Anchor>,
            )}
          </Alert>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function BankDetails({ label }: { label: string }) {
  const t = useT();
  const { name, lines } = bankParts(label);
  const [holder, ...rest] = lines;
  return (
    <Stack gap={2}>
      <Text fw={700}>{name}</Text>
      {holder && <Text size="sm">{t('merchant.payment.holder', { name: holder })}</Text>}
      {rest.map((l) => (
        <Text key={l} size="sm" ff={/^(A\/c|IFSC)/.test(l) ? 'monospace' : undefined}>
          {l.startsWith('A/c')
            ? t('merchant.payment.accountNo', { number: l.slice(3).trim() })
            : l.startsWith('IFSC')
              ? t('merchant.payment.ifsc', { code: l.slice(4).trim() })
              : t('merchant.payment.branch', { branch: l })}
        </Text>
      ))}
    </Stack>
  );
}
