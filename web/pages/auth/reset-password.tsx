import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconLock, IconMailCheck, IconUser } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ResetRequest } from '../../../contract/account';
import { NewPassword } from '../../../contract/passwords';
import { fieldErrorsOf } from '../../api/error-text';
import { useRequestReset, useResetPassword } from '../../api/recovery';
import { CaptchaField, useCaptchaImage } from '../../components/Captcha';
import { FormErrorAlert } from '../../components/FormErrorAlert';

export const PASSWORD_RULES_TEXT =
  'At least 8 characters. Avoid common passwords such as "password123" or your mobile number.';

function first(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

function Frame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="lg">
        {intro}
      </Text>
      {children}
    </Paper>
  );
}

/** Step 1 (no token): ask for a reset link by user name or email. */
function RequestForm() {
  const [login, setLogin] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<{ login?: string; captcha?: string }>({});
  const request = useRequestReset();
  const image = useCaptchaImage(!request.isSuccess);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      login: first(ResetRequest.shape.login.safeParse(login)),
      captcha: first(ResetRequest.shape.captcha.safeParse(captcha)),
    };
    setErrors(found);
    if (found.login || found.captcha) return;
    request.mutate(
      { login: login.trim(), captcha: captcha.trim() },
      {
        onError: (error) => {
          const fields = fieldErrorsOf(error) ?? {};
          setErrors({ login: fields.login?.[0], captcha: fields.captcha?.[0] });
          setCaptcha('');
          image.reload();
        },
      },
    );
  };

  if (request.isSuccess) {
    return (
      <Frame
        title="Check your email"
        intro="If the account exists and has an email address, a reset link is on its way."
      >
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
            {request.data.message}
          </Alert>
          <Text size="sm">
            The link works once and for 30 minutes. Open it on this device to choose a new password.
          </Text>
          <Button component={Link} to="/auth/login" variant="default" fullWidth>
            Back to sign in
          </Button>
        </Stack>
      </Frame>
    );
  }

  return (
    <Frame
      title="Reset password"
      intro="Enter your user name or the email address on your account. We will email you a link to choose a new password."
    >
      <form onSubmit={onSubmit} noValidate aria-label="Reset password">
        <Stack gap="md">
          {request.error && <FormErrorAlert error={request.error} title="Could not send the link" />}
          <TextInput
            label="User name or email"
            name="login"
            autoComplete="username"
            leftSection={<IconUser size={16} aria-hidden />}
            value={login}
            onChange={(e) => {
              setLogin(e.currentTarget.value);
              setErrors((x) => ({ ...x, login: undefined }));
            }}
            error={errors.login}
            required
            autoFocus
          />
          <CaptchaField
            image={image}
            value={captcha}
            onChange={(v) => {
              setCaptcha(v);
              setErrors((x) => ({ ...x, captcha: undefined }));
            }}
            error={errors.captcha}
          />
          <Button type="submit" fullWidth size="md" loading={request.isPending}>
            Email me a reset link
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/auth/login">
              Back to sign in
            </Anchor>
            {' · '}
            <Anchor component={Link} to="/auth/forgot-username">
              Forgot user name?
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Frame>
  );
}

/** Step 2 (the emailed link): choose the new password. */
function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const reset = useResetPassword();

  const check = (p: string, c: string) => ({
    password: first(NewPassword.safeParse(p)),
    confirm: c && c !== p ? 'The two passwords do not match' : !c ? 'Required' : undefined,
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    const found = check(password, confirm);
    setErrors(found);
    if (found.password || found.confirm) return;
    reset.mutate(
      { token, password },
      {
        onError: (error) => {
          const fields = fieldErrorsOf(error) ?? {};
          setErrors({ password: fields.password?.[0] });
        },
      },
    );
  };

  if (reset.isSuccess) {
    return (
      <Frame title="Password changed" intro="You have been signed out everywhere for safety.">
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {reset.data.message}
          </Alert>
          <Button component={Link} to="/auth/login" fullWidth size="md">
            Sign in
          </Button>
        </Stack>
      </Frame>
    );
  }

  const linkDead = !!fieldErrorsOf(reset.error)?.token;
  return (
    <Frame title="Choose a new password" intro="Your new password ends every signed-in session of this account.">
      <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        <Stack gap="md">
          {reset.error && <FormErrorAlert error={reset.error} title="Password not changed" />}
          {linkDead ? (
            <Button component={Link} to="/auth/reset-password" fullWidth>
              Ask for a new link
            </Button>
          ) : (
            <>
              <PasswordInput
                label="New password"
                description={PASSWORD_RULES_TEXT}
                name="password"
                autoComplete="new-password"
                leftSection={<IconLock size={16} aria-hidden />}
                value={password}
                onChange={(e) => {
                  const p = e.currentTarget.value;
                  setPassword(p);
                  if (touched) setErrors(check(p, confirm));
                }}
                onBlur={() => password && setErrors((x) => ({ ...x, password: check(password, confirm).password }))}
                error={errors.password}
                required
                autoFocus
              />
              <PasswordInput
                label="Confirm new password"
                name="confirm"
                autoComplete="new-password"
                leftSection={<IconLock size={16} aria-hidden />}
                value={confirm}
                onChange={(e) => {
                  const c = e.currentTarget.value;
                  setConfirm(c);
                  if (touched) setErrors(check(password, c));
                }}
                error={errors.confirm}
                required
              />
              <Button type="submit" fullWidth size="md" loading={reset.isPending}>
                Save new password
              </Button>
            </>
          )}
        </Stack>
      </form>
    </Frame>
  );
}

/** /auth/reset-password: the request form, or with ?token=… (the emailed link) the new-password form. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return token ? <NewPasswordForm key={token} token={token} /> : <RequestForm />;
}
