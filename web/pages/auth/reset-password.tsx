import { useState, type FormEvent, type ReactNode } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { z } from 'zod';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconLock, IconMailCheck, IconUser } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ResetRequest } from '../../../contract/account';
import { NewPassword } from '../../../contract/passwords';
import { fieldErrorsOf } from '../../api/error-text';
import { useRequestReset, useResetPassword } from '../../api/recovery';
import { CaptchaField, useCaptchaImage } from '../../components/Captcha';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../components/forms/use-contract-form';
import { useT } from '../../i18n/auth';

const NewPasswordFields = z.object({ password: NewPassword });
type NewPasswordValues = { password: string; confirm: string };

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
  const t = useT();
  const form = useContractForm({ schema: ResetRequest, initialValues: { login: '', captcha: '' } });
  const request = useRequestReset();
  const image = useCaptchaImage(!request.isSuccess);

  const onSubmit = form.onSubmit(({ login, captcha }) =>
    request.mutate(
      { login: login.trim(), captcha: captcha.trim() },
      {
        onError: (error) => {
          showServerErrors(form, error);
          form.setFieldValue('captcha', '');
          image.reload();
        },
      },
    ),
  );

  if (request.isSuccess) {
    return (
      <Frame title={t('auth.reset.checkEmailTitle')} intro={t('auth.reset.checkEmailIntro')}>
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
            {request.data.message}
          </Alert>
          <Text size="sm">{t('auth.reset.linkValid', { minutes: 30 })}</Text>
          <Button component={Link} to="/auth/login" variant="default" fullWidth>
            {t('auth.reset.backToSignIn')}
          </Button>
        </Stack>
      </Frame>
    );
  }

  return (
    <Frame title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.reset.title')}>
        <Stack gap="md">
          {request.error && <FormErrorAlert error={request.error} title={t('auth.reset.requestFailed')} />}
          <TextInput
            label={t('auth.reset.login')}
            name="login"
            autoComplete="username"
            leftSection={<IconUser size={16} aria-hidden />}
            {...form.getInputProps('login')}
            required
            autoFocus
          />
          <CaptchaField
            image={image}
            value={form.values.captcha}
            onChange={(value) => form.setFieldValue('captcha', value)}
            error={form.errors.captcha as string | undefined}
          />
          <Button type="submit" fullWidth size="md" loading={request.isPending}>
            {t('auth.reset.submit')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/auth/login">
              {t('auth.reset.backToSignIn')}
            </Anchor>
            {' · '}
            <Anchor component={Link} to="/auth/forgot-username">
              {t('auth.login.forgotUserName')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Frame>
  );
}

/** Step 2 (the emailed link): choose the new password. */
function NewPasswordForm({ token }: { token: string }) {
  const t = useT();
  // Once a save has been tried, every edit re-checks both fields, so a mismatch clears as soon as they agree.
  const [tried, setTried] = useState(false);
  const reset = useResetPassword();
  const form: UseFormReturnType<NewPasswordValues> = useContractForm<NewPasswordValues>({
    schema: NewPasswordFields,
    initialValues: { password: '', confirm: '' },
    alsoCheck: ({ password, confirm }) => ({
      confirm: !confirm ? t('auth.form.required') : confirm !== password ? t('auth.reset.mismatch') : null,
    }),
    onValuesChange: () => {
      if (tried) form.validate();
    },
  });

  const save = form.onSubmit(({ password }) =>
    reset.mutate({ token, password }, { onError: (error) => showServerErrors(form, error) }),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setTried(true);
    save(event);
  };

  if (reset.isSuccess) {
    return (
      <Frame title={t('auth.reset.changedTitle')} intro={t('auth.reset.changedIntro')}>
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {reset.data.message}
          </Alert>
          <Button component={Link} to="/auth/login" fullWidth size="md">
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </Frame>
    );
  }

  const linkDead = !!fieldErrorsOf(reset.error)?.token;
  return (
    <Frame title={t('auth.reset.newTitle')} intro={t('auth.reset.newIntro')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.reset.newTitle')}>
        <Stack gap="md">
          {reset.error && <FormErrorAlert error={reset.error} title={t('auth.reset.newFailed')} />}
          {linkDead ? (
            <Button component={Link} to="/auth/reset-password" fullWidth>
              {t('auth.reset.newLink')}
            </Button>
          ) : (
            <>
              <PasswordInput
                label={t('auth.reset.password')}
                description={t('auth.reset.passwordRules', { example: 'password123' })}
                name="password"
                autoComplete="new-password"
                leftSection={<IconLock size={16} aria-hidden />}
                {...form.getInputProps('password')}
                onBlur={() => form.values.password && form.validateField('password')}
                required
                autoFocus
              />
              <PasswordInput
                label={t('auth.reset.confirm')}
                name="confirm"
                autoComplete="new-password"
                leftSection={<IconLock size={16} aria-hidden />}
                {...form.getInputProps('confirm')}
                required
              />
              <Button type="submit" fullWidth size="md" loading={reset.isPending}>
                {t('auth.reset.save')}
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
