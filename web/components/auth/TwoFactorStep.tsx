import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailCheck, IconShieldLock } from '@tabler/icons-react';
import { VerifyLoginCode } from '../../../contract/account';
import { useVerifyLoginCode, type TwoFactorChallenge } from '../../api/auth';
import { ApiError } from '../../api/client';
import { fieldErrorsOf } from '../../api/error-text';
import { FormErrorAlert } from '../FormErrorAlert';
import { useT } from '../../i18n/auth';

const codeRule = VerifyLoginCode.shape.code;

/**
 * The second step of a two-factor sign-in: the code the server emailed. On success the session is saved
 * exactly as a password sign-in saves it, so the auth layout sends the user on to their area.
 */
export function TwoFactorStep({ challenge, onRestart }: { challenge: TwoFactorChallenge; onRestart: () => void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useVerifyLoginCode();
  // 429 (too many wrong codes) and an expired challenge both mean: this code can no longer work.
  const finished =
    verify.error instanceof ApiError &&
    (verify.error.status === 429 || (verify.error.status === 401 && !fieldErrorsOf(verify.error)?.code));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = codeRule.safeParse(code);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    verify.mutate(
      { challengeId: challenge.challengeId, code: checked.data },
      {
        onError: () => setCode(''),
      },
    );
  };

  return (
    <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
      <Title order={1} size="h2">
        {t('auth.twoFactor.title')}
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="lg">
        {t('auth.twoFactor.intro')}
      </Text>
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.twoFactor.formLabel')}>
        <Stack gap="md">
          <Alert
            color="navy"
            variant="light"
            icon={<IconMailCheck size={18} />}
            data-testid="two-factor-message"
            role="status"
          >
            {challenge.message}
          </Alert>
          {verify.error && <FormErrorAlert error={verify.error} title={t('auth.twoFactor.failed')} />}
          {finished ? (
            <Button onClick={onRestart} fullWidth size="md">
              {t('auth.twoFactor.signInAgain')}
            </Button>
          ) : (
            <>
              <TextInput
                label={t('auth.twoFactor.code')}
                description={t('auth.twoFactor.codeValid', { minutes: 5 })}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                leftSection={<IconShieldLock size={16} aria-hidden />}
                value={code}
                onChange={(e) => {
                  setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6));
                  setError(undefined);
                }}
                error={error}
                required
                autoFocus
                styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
              />
              <Button type="submit" fullWidth size="md" loading={verify.isPending}>
                {t('auth.twoFactor.submit')}
              </Button>
              <Text size="sm" ta="center">
                {t('auth.twoFactor.noEmail')}{' '}
                <Anchor component="button" type="button" onClick={onRestart}>
                  {t('auth.twoFactor.startAgain')}
                </Anchor>
              </Text>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
