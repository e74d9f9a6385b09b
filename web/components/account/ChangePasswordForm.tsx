import { useState, type FormEvent } from 'react';
import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ChangePassword } from '../../../contract/account';
import { useChangePassword, type AccountArea } from '../../api/account';
import { fieldErrorsOf } from '../../api/error-text';
import { FormErrorAlert } from '../FormErrorAlert';

type Field = 'currentPassword' | 'newPassword' | 'confirm';
type Errors = Partial<Record<Field, string>>;

function check(values: Record<Field, string>): Errors {
  const out: Errors = {};
  const parsed = ChangePassword.safeParse(values);
  if (!parsed.success) for (const issue of parsed.error.issues) out[issue.path[0] as Field] ??= issue.message;
  if (!values.confirm) out.confirm = 'Required';
  else if (values.confirm !== values.newPassword) out.confirm = 'The two new passwords do not match';
  if (!out.newPassword && values.newPassword && values.newPassword === values.currentPassword)
    out.newPassword = 'Choose a password different from the current one';
  return out;
}

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** Change my password; the server ends my other sessions and keeps this one. */
export function ChangePasswordForm({ area }: { area: AccountArea }) {
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const change = useChangePassword(area);

  const input = (f: Field) => ({
    name: f,
    value: values[f],
    error: errors[f],
    onChange: (e: { currentTarget: { value: string } }) => {
      const next = { ...values, [f]: e.currentTarget.value };
      setValues(next);
      setErrors(submitted ? check(next) : { ...errors, [f]: undefined });
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: (answer) => {
          setValues(EMPTY);
          setSubmitted(false);
          notifications.show({
            color: 'green',
            title: 'Password changed',
            message: answer?.message ?? 'Your password has been changed.',
          });
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error) ?? {};
          setErrors({ currentPassword: fields.currentPassword?.[0], newPassword: fields.newPassword?.[0] });
        },
      },
    );
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
            autoComplete="current-password"
            required
            {...input('currentPassword')}
          />
          <PasswordInput label="New password" autoComplete="new-password" required {...input('newPassword')} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" required {...input('confirm')} />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
