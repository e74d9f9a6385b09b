import '@mantine/dates/styles.css';
import { useCallback, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { RegistrationRequest } from '../../../contract/registration';
import { fieldErrorsOf } from '../../api/error-text';
import { useRegister, type RegistrationReceipt } from '../../api/recovery';
import { CaptchaField, useCaptchaImage } from '../../components/Captcha';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { LiveFieldset } from '../../components/forms/LiveFieldset';
import { FIELDS, RegistrationFields, type Errors, type Field, type Values } from './register-parts/fields';
import { Receipt } from './register-parts/receipt';
import { useT } from '../../i18n/auth';

export type { Errors, Field, Values } from './register-parts/fields';

const EMPTY: Values = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values;
const NO_ERRORS: Errors = {};

// The rules (and zod with them) load when the form is first used, not with the page: nothing is checked
// before a field is left or the form is sent, and the page's first load stays light (decision 0048).
type Checks = typeof import('./register-checks');
let checksLoading: Promise<Checks> | null = null;
const loadChecks = (): Promise<Checks> => (checksLoading ??= import('./register-checks'));

/** The intro's "*" marks required fields: hidden from a screen reader, which hears each field's own "required". */
function starred(text: string): ReactNode {
  const at = text.indexOf('*');
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span aria-hidden>*</span>
      {text.slice(at + 1)}
    </>
  );
}

/** /auth/register: a shop owner or agent applies for an account. */
export default function RegisterPage() {
  const t = useT();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [receipt, setReceipt] = useState<RegistrationReceipt | null>(null);
  const register = useRegister();
  const captchaImage = useCaptchaImage(!receipt);
  const formRef = useRef<HTMLFormElement>(null);

  const [checks, setChecks] = useState<Checks | null>(null);
  const wantChecks = () => {
    if (!checks) void loadChecks().then(setChecks);
  };
  const required = t('auth.form.required');
  const clientErrors = useMemo(
    () => (checks ? checks.checkAll(values, required) : NO_ERRORS),
    [checks, values, required],
  );
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
    const errors = loaded.checkAll(values, required);
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
        {t('auth.register.title')}
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="lg">
        {starred(t('auth.register.intro'))} {t('auth.register.alreadyRegistered')}{' '}
        <Anchor component={Link} to="/auth/login" size="sm">
          {t('auth.login.submit')}
        </Anchor>
      </Text>
      <form ref={formRef} onSubmit={onSubmit} onFocus={wantChecks} noValidate aria-label={t('auth.register.formLabel')}>
        <LiveFieldset gap="xl">
          {register.error && <FormErrorAlert error={register.error} title={t('auth.register.failed')} />}
          <RegistrationFields values={values} errors={visibleErrors} set={set} touch={touch} />

          <Divider />
          <Stack gap="sm" maw={420}>
            <Title order={2} size="h4">
              {t('auth.register.lastCheck')}
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
              {t('auth.register.correctFields', { count: Object.keys(clientErrors).length })}
            </Alert>
          )}
          <Group justify="space-between" gap="md">
            <Text size="sm">
              {t('auth.register.haveAccount')}{' '}
              <Anchor component={Link} to="/auth/login">
                {t('auth.login.submit')}
              </Anchor>
            </Text>
            <Button type="submit" size="md" loading={register.isPending}>
              {t('auth.register.submit')}
            </Button>
          </Group>
        </LiveFieldset>
      </form>
    </Paper>
  );
}
