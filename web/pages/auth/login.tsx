import { lazy, Suspense, useState } from 'react';
import {
  Anchor,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { isTwoFactorChallenge, useCaptchaRequired, useLogin } from '../../api/auth';
import { showServerErrors } from '../../components/forms/server-errors';
import { ApiError } from '../../api/client';
import { CaptchaField, useCaptchaImage } from '../../components/Captcha';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { LiveFieldset } from '../../components/forms/LiveFieldset';
import { useT } from '../../i18n/auth';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';

// Only two-factor accounts need the code step (and the validation library it brings), so it loads on demand.
const TwoFactorStep = lazy(() =>
  import('../../components/auth/TwoFactorStep').then((m) => ({ default: m.TwoFactorStep })),
);

function captchaFlag(error: unknown): boolean {
  return error instanceof ApiError && !!(error.body as { captchaRequired?: boolean } | undefined)?.captchaRequired;
}

export default function LoginPage() {
  const t = useT();
  const [checkedName, setCheckedName] = useState('');
  const [serverSaysCaptcha, setServerSaysCaptcha] = useState(false);
  const login = useLogin();
  // Asked when the user name is left, so a captcha that is due shows before the first attempt.
  const required = useCaptchaRequired(checkedName);
  const captchaShown = serverSaysCaptcha || !!required.data?.captchaRequired;
  const image = useCaptchaImage(captchaShown);
  // Two-factor accounts answer with a challenge instead of a session; the code step finishes the sign-in.
  const challenge = isTwoFactorChallenge(login.data) ? login.data : null;

  // Plain checks rather than the contract's zod schema: sign-in is prerendered and must not wait for zod (0048).
  const form = useForm({
    mode: 'controlled',
    initialValues: { userName: '', password: '', captcha: '' },
    validate: {
      userName: (value) => (value.trim() ? null : t('auth.form.required')),
      password: (value) => (value ? null : t('auth.form.required')),
      captcha: (value) => (captchaShown && !value.trim() ? t('auth.form.required') : null),
    },
  });

  const onSubmit = form.onSubmit(({ userName, password, captcha }) =>
    login.mutate(
      { userName: userName.trim(), password, ...(captchaShown ? { captcha: captcha.trim() } : {}) },
      {
        onError: (error) => {
          showServerErrors(form, error);
          if (captchaFlag(error)) setServerSaysCaptcha(true);
          // A captcha answer is good for one attempt; show a new picture after every failure.
          form.setFieldValue('captcha', '');
          if (captchaShown) image.reload();
        },
      },
    ),
  );

  if (challenge) {
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label={t('auth.login.loading')} />
          </Center>
        }
      >
        <TwoFactorStep
          challenge={challenge}
          onRestart={() => {
            login.reset();
            form.setFieldValue('password', '');
          }}
        />
      </Suspense>
    );
  }

  return (
    <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={1} size="h2">
          {t('auth.login.title')}
        </Title>
        <LanguageSwitch />
      </Group>
      <Text c="dimmed" size="sm" mt={4} mb="lg">
        {t('auth.login.intro')}
      </Text>
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.login.formLabel')}>
        <LiveFieldset gap="md">
          {login.error && <FormErrorAlert error={login.error} title={t('auth.login.failed')} />}
          <TextInput
            label={t('auth.login.userName')}
            name="userName"
            autoComplete="username"
            leftSection={<IconUser size={16} aria-hidden />}
            {...form.getInputProps('userName')}
            onBlur={() => setCheckedName(form.values.userName.trim())}
            required
            withAsterisk={false}
            autoFocus
          />
          <PasswordInput
            label={t('auth.login.password')}
            name="password"
            autoComplete="current-password"
            leftSection={<IconLock size={16} aria-hidden />}
            {...form.getInputProps('password')}
            required
            withAsterisk={false}
          />
          {captchaShown && (
            <CaptchaField
              image={image}
              value={form.values.captcha}
              onChange={(value) => form.setFieldValue('captcha', value)}
              error={form.errors.captcha as string | undefined}
            />
          )}
          <Button type="submit" fullWidth size="md" loading={login.isPending}>
            {t('auth.login.submit')}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to="/auth/forgot-username" size="sm">
              {t('auth.login.forgotUserName')}
            </Anchor>
            <Anchor component={Link} to="/auth/reset-password" size="sm">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
        </LiveFieldset>
      </form>
      <Divider my="lg" />
      <Text size="sm" ta="center">
        {t('auth.login.newAgent')}{' '}
        <Anchor component={Link} to="/auth/register" fw={600}>
          {t('auth.login.register')}
        </Anchor>
      </Text>
    </Paper>
  );
}
