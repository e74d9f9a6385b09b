import { useState, type FormEvent } from 'react';
import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ChangePassword } from '../../../contract/account';
import { useChangePassword, type AccountArea } from '../../api/account';
import { FormErrorAlert } from '../FormErrorAlert';
import { showServerErrors, useContractForm } from '../forms/use-contract-form';
import { useT } from '../../i18n/account';

type Values = { currentPassword: string; newPassword: string; confirm: string };

const EMPTY: Values = { currentPassword: '', newPassword: '', confirm: '' };

/** Change my password; the server ends my other sessions and keeps this one. */
export function ChangePasswordForm({ area }: { area: AccountArea }) {
  // Once a change has been tried, every edit re-checks all three fields, so a mismatch clears as soon as they agree.
  const t = useT();
  const [submitted, setSubmitted] = useState(false);
  const change = useChangePassword(area);
  const form: UseFormReturnType<Values> = useContractForm<Values>({
    schema: ChangePassword,
    initialValues: EMPTY,
    alsoCheck: ({ currentPassword, newPassword, confirm }) => ({
      confirm: !confirm
        ? t('account.password.required')
        : confirm !== newPassword
          ? t('account.password.mismatch')
          : null,
      newPassword: newPassword && newPassword === currentPassword ? t('account.password.sameAsCurrent') : null,
    }),
    onValuesChange: () => {
      if (submitted) form.validate();
    },
  });

  const save = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          form.setValues(EMPTY);
          setSubmitted(false);
          notifications.show({
            color: 'green',
            title: t('account.password.changedTitle'),
            message: answer?.message ?? t('account.password.changedText'),
          });
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    save(event);
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4">
        {t('account.password.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('account.password.intro')}
      </Text>
      <form onSubmit={onSubmit} noValidate aria-label={t('account.password.title')}>
        <Stack gap="sm">
          {change.error && (
            <FormErrorAlert error={change.error} title={t('account.password.failed')} onClose={() => change.reset()} />
          )}
          <PasswordInput
            label={t('account.password.current')}
            name="currentPassword"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('account.password.new')}
            name="newPassword"
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('account.password.confirm')}
            name="confirm"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('account.password.title')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
