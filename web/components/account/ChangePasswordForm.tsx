import { useState, type FormEvent } from 'react';
import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ChangePassword } from '../../../contract/account';
import { useChangePassword, type AccountArea } from '../../api/account';
import { FormErrorAlert } from '../FormErrorAlert';
import { showServerErrors, useContractForm } from '../forms/use-contract-form';

type Values = { currentPassword: string; newPassword: string; confirm: string };

const EMPTY: Values = { currentPassword: '', newPassword: '', confirm: '' };

/** Change my password; the server ends my other sessions and keeps this one. */
export function ChangePasswordForm({ area }: { area: AccountArea }) {
  // Once a change has been tried, every edit re-checks all three fields, so a mismatch clears as soon as they agree.
  const [submitted, setSubmitted] = useState(false);
  const change = useChangePassword(area);
  const form: UseFormReturnType<Values> = useContractForm<Values>({
    schema: ChangePassword,
    initialValues: EMPTY,
    alsoCheck: ({ currentPassword, newPassword, confirm }) => ({
      confirm: !confirm ? 'Required' : confirm !== newPassword ? 'The two new passwords do not match' : null,
      newPassword:
        newPassword && newPassword === currentPassword ? 'Choose a password different from the current one' : null,
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
            title: 'Password changed',
            message: answer?.message ?? 'Your password has been changed.',
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
        Change password
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        At least 8 characters, not a common password. Your other signed-in devices will be signed out.
      </Text>
      <form onSubmit={onSubmit} noValidate aria-label="Change password">
        <Stack gap="sm">
          {change.error && (
            <FormErrorAlert error={change.error} title="Password not changed" onClose={() => change.reset()} />
          )}
          <PasswordInput
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            name="confirm"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
