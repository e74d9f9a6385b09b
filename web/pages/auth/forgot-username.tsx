import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconAt, IconMailCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ForgotUsername, ForgotUsernameQuery } from '../../../contract/account';
import { ApiError } from '../../api/client';
import { useForgotUsername } from '../../api/recovery';
import { CaptchaField, useCaptchaImage } from '../../components/Captcha';
import { showServerErrors, useContractForm } from '../../components/forms/use-contract-form';
import { useT, type Translate } from '../../i18n/auth';

export const BACK_TO_LOGIN_SECONDS = 8;

// The body's and the query's rules as one form; an empty address says 'Required' before the format is checked.
const forgotUsernameForm = (required: string) =>
  z.object({
    emailid: z.string().trim().min(1, required).pipe(ForgotUsername.shape.emailid),
    captcha: ForgotUsernameQuery.shape.captcha,
  });

/** The server's own message when it sent one; otherwise docs/product.md#error-texts's fallback. */
function failureText(error: unknown, t: Translate): string {
  const body = error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
  return typeof body?.message === 'string' && body.message.trim() ? body.message : t('auth.forgotUsername.failedText');
}

/** /auth/forgot-username (docs/product.md#forgot-user-name): email and captcha; the user name arrives by email. */
export default function ForgotUsernamePage() {
  const t = useT();
  const required = t('auth.form.required');
  const schema = useMemo(() => forgotUsernameForm(required), [required]);
  const form = useContractForm({ schema, initialValues: { emailid: '', captcha: '' } });
  const [secondsLeft, setSecondsLeft] = useState(BACK_TO_LOGIN_SECONDS);
  const send = useForgotUsername();
  const sent = send.isSuccess;
  const image = useCaptchaImage(!sent);
  const navigate = useNavigate();

  // docs/product.md#error-texts: after success, back to the login page in 8 seconds (with a visible countdown).
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

  const onSubmit = form.onSubmit(({ emailid, captcha }) =>
    send.mutate(
      { emailid: emailid.trim(), captcha: captcha.trim() },
      {
        onError: (error) => {
          showServerErrors(form, error);
          form.setFieldValue('captcha', '');
          image.reload();
        },
      },
    ),
  );

  return (
    <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
      <Title order={1} size="h2">
        {t('auth.forgotUsername.title')}
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="lg">
        {t('auth.forgotUsername.intro')}
      </Text>
      {sent ? (
        <Stack gap="md">
          <Alert
            color="green"
            variant="light"
            icon={<IconMailCheck size={18} />}
            title={t('auth.forgotUsername.sentTitle')}
            role="status"
          >
            {t('auth.forgotUsername.sentText')}
          </Alert>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('auth.forgotUsername.countdown', { seconds: secondsLeft })}
          </Text>
          <Button component={Link} to="/auth/login" fullWidth>
            {t('auth.forgotUsername.goNow')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('auth.forgotUsername.title')}>
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
                {failureText(send.error, t)}
              </Alert>
            )}
            <TextInput
              label={t('auth.forgotUsername.email')}
              name="emailid"
              type="email"
              autoComplete="email"
              leftSection={<IconAt size={16} aria-hidden />}
              {...form.getInputProps('emailid')}
              required
              autoFocus
            />
            <CaptchaField
              image={image}
              value={form.values.captcha}
              onChange={(value) => form.setFieldValue('captcha', value)}
              error={form.errors.captcha as string | undefined}
            />
            <Button type="submit" fullWidth size="md" loading={send.isPending}>
              {t('auth.forgotUsername.submit')}
            </Button>
            <Text size="sm" ta="center">
              {t('auth.forgotUsername.remembered')}{' '}
              <Anchor component={Link} to="/auth/login">
                {t('auth.login.submit')}
              </Anchor>
              {' · '}
              <Anchor component={Link} to="/auth/reset-password">
                {t('auth.login.forgotPassword')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
