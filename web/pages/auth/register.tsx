import '@mantine/dates/styles.css';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  CopyButton,
  Divider,
  Grid,
  Group,
  List,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCheck, IconCircleCheck, IconCopy, IconLogin } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMounted } from '@mantine/hooks';
import { Link } from 'react-router';
import { formatDateTime, parseIndianDate } from '../../../contract/format';
import { INDIAN_STATES } from '../../../contract/india';
import type { RegistrationRequest } from '../../../contract/registration';
import { fieldErrorsOf } from '../../api/error-text';
import { useRegister, useRegisterOptions, type RegistrationReceipt } from '../../api/recovery';
import { CaptchaField, useCaptchaImage } from '../../components/Captcha';
import { DATE_PICKER_PROPS } from '../../components/DataTable/format';
import { FormErrorAlert } from '../../components/FormErrorAlert';

const FIELDS = [
  'fName',
  'lName',
  'fatherName',
  'gender',
  'dob',
  'mobileNo',
  'emailId',
  'idType',
  'shopName',
  'address1',
  'address2',
  'address3',
  'district',
  'state',
  'pin',
  'captcha',
] as const;
export type Field = (typeof FIELDS)[number];
export type Values = Record<Field, string>;
export type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values;
const NO_ERRORS: Errors = {};

// The rules (and zod with them) load when the form is first used, not with the page: nothing is checked
// before a field is left or the form is sent, and the page's first load stays light (decision 0048).
type Checks = typeof import('./register-checks');
let checksLoading: Promise<Checks> | null = null;
const loadChecks = (): Promise<Checks> => (checksLoading ??= import('./register-checks'));

/** Descriptions under the input, so inputs side by side line up whether or not they have one. */
const HINT_BELOW = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Grid gutter="md">{children}</Grid>
    </Stack>
  );
}

function Receipt({ receipt, email }: { receipt: RegistrationReceipt; email: string }) {
  const top = useRef<HTMLDivElement>(null);
  // The form was long: start the receipt from its top, not where the submit button was.
  useEffect(() => top.current?.scrollIntoView({ block: 'start' }), []);
  return (
    <Paper ref={top} withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={640}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="green" variant="light" size={48} radius="xl">
            <IconCircleCheck size={30} />
          </ThemeIcon>
          <div>
            <Title order={1} size="h2">
              Registration received
            </Title>
            <Text c="dimmed" size="sm">
              {dayjs(receipt.dated).isValid() ? `Submitted on ${formatDateTime(receipt.dated)}` : null}
            </Text>
          </div>
        </Group>
        <Card withBorder radius="md" padding="lg" bg="var(--mantine-color-navy-light)">
          <Text size="sm" fw={600} c="dimmed" tt="uppercase">
            Your reference number
          </Text>
          <Group gap="xs" mt={4}>
            <Text
              fz={{ base: 21, xs: 26, sm: 34 }}
              fw={800}
              ff="monospace"
              style={{ letterSpacing: '0.02em', wordBreak: 'break-all' }}
              data-testid="registration-ref-no"
            >
              {receipt.refNo}
            </Text>
            <CopyButton value={receipt.refNo} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy'}>
                  <ActionIcon
                    variant={copied ? 'filled' : 'default'}
                    color={copied ? 'green' : undefined}
                    size="lg"
                    onClick={copy}
                    aria-label="Copy reference number"
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" mt="xs">
            Write it down or take a screenshot: quote it whenever you ask us about your registration.
          </Text>
        </Card>
        <Text>{receipt.message}</Text>
        <div>
          <Title order={2} size="h4" mb="xs">
            What happens next
          </Title>
          <List type="ordered" spacing="xs">
            <List.Item>Our team checks the details you sent.</List.Item>
            <List.Item>
              Once approved, we email your user name and how to sign in to <b>{email}</b>. If it cannot be approved, the
              email tells you why.
            </List.Item>
            <List.Item>
              After your first sign-in, complete your KYC (Aadhaar, PAN, bank details and photos) to start using paid
              services.
            </List.Item>
          </List>
        </div>
        <Button component={Link} to="/auth/login" leftSection={<IconLogin size={18} />} size="md">
          Go to sign in
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * Mantine keeps a select's list in the page, closed, and places it on load: a forced layout and a synchronous
 * redraw per select while the page starts. Drawn only when opened, neither happens (nor do 36 hidden states).
 */
const CLOSED_UNTIL_OPENED = { keepMounted: false };

type FieldsProps = {
  values: Values;
  errors: Errors;
  set: (f: Field, value: string) => void;
  touch: (f: Field) => void;
};

/**
 * The typed part of the form. Memoised, with the ID types fetched inside their own select: what arrives after
 * the page is drawn (the ID types, the captcha picture) redraws its own corner, not sixteen fields at once in
 * one long task on a phone.
 */
const RegistrationFields = memo(function RegistrationFields({ values, errors, set, touch }: FieldsProps) {
  const errorOf = (f: Field) => errors[f];
  const text = (f: Field) => ({
    name: f,
    value: values[f],
    onChange: (e: { currentTarget: { value: string } }) => set(f, e.currentTarget.value),
    onBlur: () => touch(f),
    error: errorOf(f),
  });
  const today = dayjs();
  return (
    <>
      <Section title="About you">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="First name" autoComplete="given-name" required {...text('fName')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Last name (surname)" autoComplete="family-name" required {...text('lName')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Father's name" required {...text('fatherName')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateInput
            label="Date of birth"
            {...HINT_BELOW}
            description="DD/MM/YYYY. You must be at least 18."
            placeholder="DD/MM/YYYY"
            name="dob"
            required
            {...DATE_PICKER_PROPS}
            dateParser={parseIndianDate}
            value={values.dob || null}
            onChange={(v) => {
              set('dob', v ?? '');
              touch('dob');
            }}
            onBlur={() => touch('dob')}
            maxDate={today.format('YYYY-MM-DD')}
            minDate={today.subtract(100, 'year').format('YYYY-MM-DD')}
            defaultDate={today.subtract(30, 'year').format('YYYY-MM-DD')}
            error={errorOf('dob')}
            clearable
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Radio.Group
            label="Gender"
            name="gender"
            required
            value={values.gender}
            onChange={(v) => {
              set('gender', v);
              touch('gender');
            }}
            error={errorOf('gender')}
          >
            <Group gap="lg" mt={6}>
              <Radio value="M" label="Male" />
              <Radio value="F" label="Female" />
              <Radio value="T" label="Transgender" />
            </Group>
          </Radio.Group>
        </Grid.Col>
      </Section>

      <Divider />
      <Section title="How we reach you">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Mobile number"
            {...HINT_BELOW}
            description="10 digits, without +91 or 0"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            leftSection={
              <Text size="sm" c="dimmed" fw={500}>
                +91
              </Text>
            }
            leftSectionWidth={44}
            required
            {...text('mobileNo')}
            onChange={(e) => set('mobileNo', e.currentTarget.value.replace(/\D/g, ''))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Email address"
            {...HINT_BELOW}
            description="We send your user name here once approved"
            type="email"
            autoComplete="email"
            required
            {...text('emailId')}
          />
        </Grid.Col>
      </Section>

      <Divider />
      <Section title="Your shop">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Shop or business name" autoComplete="organization" required {...text('shopName')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <IdTypeSelect
            value={values.idType}
            onChange={(v) => {
              set('idType', v);
              touch('idType');
            }}
            onBlur={() => touch('idType')}
            error={errorOf('idType')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label="Address line 1"
            {...HINT_BELOW}
            description="Shop number, building, street"
            autoComplete="address-line1"
            required
            {...text('address1')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Address line 2"
            {...HINT_BELOW}
            description="Area or locality (optional)"
            autoComplete="address-line2"
            {...text('address2')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Address line 3"
            {...HINT_BELOW}
            description="Landmark (optional)"
            autoComplete="address-line3"
            {...text('address3')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="District or city" autoComplete="address-level2" required {...text('district')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Select
            label="State or union territory"
            name="state"
            placeholder="Type to search"
            data={[...INDIAN_STATES]}
            searchable
            nothingFoundMessage="No state by that name"
            comboboxProps={CLOSED_UNTIL_OPENED}
            value={values.state || null}
            onChange={(v) => {
              set('state', v ?? '');
              touch('state');
            }}
            onBlur={() => touch('state')}
            error={errorOf('state')}
            autoComplete="address-level1"
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            label="PIN code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            required
            {...text('pin')}
            onChange={(e) => set('pin', e.currentTarget.value.replace(/\D/g, ''))}
          />
        </Grid.Col>
      </Section>
    </>
  );
});

function IdTypeSelect({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const options = useRegisterOptions();
  return (
    <Select
      label="ID type you want"
      {...HINT_BELOW}
      description="The kind of service ID you are applying for"
      name="idType"
      placeholder={options.isLoading ? 'Loading…' : '--Select--'}
      data={options.data?.idTypes ?? []}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      onBlur={onBlur}
      error={error ?? (options.error ? 'The ID types could not be loaded. Reload the page.' : undefined)}
      allowDeselect={false}
      comboboxProps={CLOSED_UNTIL_OPENED}
      required
    />
  );
}

/** /auth/register: a shop owner or agent applies for an account (issue 4 item 1). */
export default function RegisterPage() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [receipt, setReceipt] = useState<RegistrationReceipt | null>(null);
  const register = useRegister();
  // Prerendered (decision 0048): until React has taken the form over, typing would be lost and sending it would
  // put the fields in the address (a GET); the fieldset keeps it disabled until then.
  const live = useMounted();
  const captchaImage = useCaptchaImage(!receipt);
  const formRef = useRef<HTMLFormElement>(null);

  const [checks, setChecks] = useState<Checks | null>(null);
  const wantChecks = () => {
    if (!checks) void loadChecks().then(setChecks);
  };
  const clientErrors = useMemo(() => (checks ? checks.checkAll(values) : NO_ERRORS), [checks, values]);
  const visibleErrors = useMemo(() => {
    const out: Errors = {};
    for (const f of FIELDS) {
      const message = serverErrors[f] ?? (touched[f] || submitted ? clientErrors[f] : undefined);
      if (message) out[f] = message;
    }
    return out;
  }, [serverErrors, touched, submitted, clientErrors]);
  const errorOf = (f: Field) => visibleErrors[f];

  const set = useCallback((f: Field, value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    setServerErrors((e) => ({ ...e, [f]: undefined }));
  }, []);
  const touch = useCallback((f: Field) => setTouched((t) => ({ ...t, [f]: true })), []);

  const focusFirstError = (errors: Errors) => {
    const first = FIELDS.find((f) => errors[f]);
    if (!first) return;
    // After the error renders, so the field and its message are both on screen.
    setTimeout(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus(), 0);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    // Sent before the rules arrived (a slow line): wait for them rather than skip them.
    const loaded = checks ?? (await loadChecks());
    if (!checks) setChecks(loaded);
    const errors = loaded.checkAll(values);
    if (Object.keys(errors).length) {
      focusFirstError(errors);
      return;
    }
    register.mutate(
      {
        ...values,
        idType: Number(values.idType),
        state: values.state as RegistrationRequest['state'],
        gender: values.gender as 'M' | 'F' | 'T',
      },
      {
        onSuccess: setReceipt,
        onError: (error) => {
          const fields = fieldErrorsOf(error) ?? {};
          const found = Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, m[0]])) as Errors;
          setServerErrors(found);
          // The server spends a captcha on every attempt; a new picture is needed either way.
          setValues((v) => ({ ...v, captcha: '' }));
          captchaImage.reload();
          formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        },
      },
    );
  };

  if (receipt) return <Receipt receipt={receipt} email={values.emailId.trim().toLowerCase()} />;

  return (
    <Paper withBorder shadow="md" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={880}>
      <Title order={1} size="h2">
        Register as a merchant
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="lg">
        Open an account for your shop to offer PAN card and other services. Fields marked <span aria-hidden>*</span> are
        required. Already registered?{' '}
        <Anchor component={Link} to="/auth/login" size="sm">
          Sign in
        </Anchor>
      </Text>
      <form ref={formRef} onSubmit={onSubmit} onFocus={wantChecks} noValidate aria-label="Registration">
        <Stack gap="xl" renderRoot={(props) => <fieldset {...props} disabled={!live} />} bd={0} m={0} p={0} miw={0}>
          {register.error && <FormErrorAlert error={register.error} title="Registration not sent" />}
          <RegistrationFields values={values} errors={visibleErrors} set={set} touch={touch} />

          <Divider />
          <Stack gap="sm" maw={420}>
            <Title order={2} size="h4">
              One last check
            </Title>
            <CaptchaField
              image={captchaImage}
              value={values.captcha}
              onChange={(v) => set('captcha', v)}
              onBlur={() => touch('captcha')}
              error={errorOf('captcha')}
            />
          </Stack>

          {submitted && Object.keys(clientErrors).length > 0 && (
            <Alert color="red" variant="light" role="status">
              Please correct the{' '}
              {Object.keys(clientErrors).length === 1 ? 'field' : `${Object.keys(clientErrors).length} fields`} marked
              in red.
            </Alert>
          )}
          <Group justify="space-between" gap="md">
            <Text size="sm">
              Already have an account?{' '}
              <Anchor component={Link} to="/auth/login">
                Sign in
              </Anchor>
            </Text>
            <Button type="submit" size="md" loading={register.isPending}>
              Submit registration
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
