import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconAt, IconMailCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ForgotUsername, ForgotUsernameQuery } from '../../../contract/account';
import { ApiError } from '../../api/client';
import { fieldErrorsOf } from '../../api/error-text';
import { useForgotUsername } from '../../api/recovery';
import { CaptchaField, useCaptchaImage } from '../../components/Captcha';

/** SPEC §8 forgot-username texts. */
export const USERNAME_SENT_TEXT = 'Username has been sent to your registered email';
export const USERNAME_FAILED_TEXT = 'Failed to send username';
export const BACK_TO_LOGIN_SECONDS = 8;

type Errors = { emailid?: string; captcha?: string };

/** The server's own message when it sent one; otherwise SPEC §8's fallback. */
function failureText(error: unknown): string {
  const body = error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
  return typeof body?.message === 'string' && body.message.trim() ? body.message : USERNAME_FAILED_TEXT;
}

/** /auth/forgot-username (SPEC §2.13): email and captcha; the user name arrives by email. */
export default function ForgotUsernamePage() {
  const [emailid, setEmailid] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [secondsLeft, setSecondsLeft] = useState(BACK_TO_LOGIN_SECONDS);
  const send = useForgotUsername();
  const sent = send.isSuccess;
  const image = useCaptchaImage(!sent);
  const navigate = useNavigate();

  // SPEC §8: after success, back to the login page in 8 seconds (with a visible countdown).
  useEffect(() => {
    if (!sent) return;
    const started = Date.now();
    const tick = setInterval(() => {
      setSecondsLeft(Math.max(0, BACK_TO_LOGIN_SECONDS - Math.floor((Date.now() - started) / 1000)));
    }, 1000);
    const leave = setTimeout(() => navigate('/auth/login', { replace: true }), BACK_TO_LOGIN_SECONDS * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(leave);
    };
  }, [sent, navigate]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    const email = ForgotUsername.shape.emailid.safeParse(emailid.trim());
    if (!emailid.trim()) found.emailid = 'Required';
    else if (!email.success) found.emailid = email.error.issues[0]?.message;
    const answer = ForgotUsernameQuery.shape.captcha.safeParse(captcha);
    if (!answer.success) found.captcha = answer.error.issues[0]?.message;
    setErrors(found);
    if (Object.keys(found).length) return;
    send.mutate(
      { emailid: emailid.trim(), captcha: captcha.trim() },
      {
        onError: (error) => {
          const fields = fieldErrorsOf(error) ?? {};
          setErrors({ emailid: fields.emailid?.[0], captcha: fields.captcha?.[0] });
          setCaptcha('');
          image.reload();
        },
      },
    );
  };

  return (
    <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
      <Title order={1} size="h2">
        Forgot user name
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="lg">
        Enter the email address on your account. We will email your user name to it.
      </Text>
      {sent ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} title="Email sent" role="status">
            {USERNAME_SENT_TEXT}
          </Alert>
          <Text size="sm" c="dimmed" aria-live="polite">
            Taking you to the sign-in page in {secondsLeft} second{secondsLeft === 1 ? '' : 's'}…
          </Text>
          <Button component={Link} to="/auth/login" fullWidth>
            Go to sign in now
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Forgot user name">
          <Stack gap="md">
            {send.error && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} />}
                role="alert"
                withCloseButton
                onClose={() => send.reset()}
              >
                {failureText(send.error)}
              </Alert>
            )}
            <TextInput
              label="Email address"
              name="emailid"
              type="email"
              autoComplete="email"
              leftSection={<IconAt size={16} aria-hidden />}
              value={emailid}
              onChange={(e) => {
                setEmailid(e.currentTarget.value);
                setErrors((x) => ({ ...x, emailid: undefined }));
              }}
              error={errors.emailid}
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
            <Button type="submit" fullWidth size="md" loading={send.isPending}>
              Send my user name
            </Button>
            <Text size="sm" ta="center">
              Remembered it?{' '}
              <Anchor component={Link} to="/auth/login">
                Sign in
              </Anchor>
              {' · '}
              <Anchor component={Link} to="/auth/reset-password">
                Forgot password?
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
