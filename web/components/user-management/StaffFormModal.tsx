import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NewStaff, StaffInput } from '../../../contract/account';
import { useCreateStaff, useUpdateStaff, type NewStaffFields } from '../../api/user-management';
import { FormErrorAlert } from '../FormErrorAlert';
import { showServerErrors, useContractForm } from '../forms/use-contract-form';

type Values = NewStaffFields;

const EMPTY: Values = { userName: '', displayName: '', email: '', mobile: '', password: '' };

/** What the modal edits: nothing (a new account) or an existing staff member. */
export type StaffTarget = {
  id: number;
  userName: string;
  displayName: string;
  email: string | null;
  mobile: string | null;
};

type Props = {
  opened: boolean;
  onClose: () => void;
  staff?: StaffTarget | null;
  /** Changes with each opening, so the form starts afresh while the closing one keeps its content. */
  formKey: number;
};

/** Admin's form for a back-office staff account: all fields when adding; name, email and mobile when editing. */
export function StaffFormModal({ opened, onClose, staff, formKey }: Props) {
  const editing = !!staff;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit ${staff?.displayName}` : 'Add staff'}
      centered
      size="md"
    >
      <StaffForm key={formKey} staff={staff ?? null} onDone={onClose} />
    </Modal>
  );
}

function StaffForm({ staff, onDone }: { staff: StaffTarget | null; onDone: () => void }) {
  const editing = staff !== null;
  const form = useContractForm<Values>({
    // Editing leaves the user name and password alone, so only the details are checked.
    schema: editing ? StaffInput : NewStaff,
    initialValues: staff
      ? {
          ...EMPTY,
          userName: staff.userName,
          displayName: staff.displayName,
          email: staff.email ?? '',
          mobile: staff.mobile ?? '',
        }
      : EMPTY,
  });
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const pending = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const onServerError = (e: unknown) => showServerErrors(form, e);

  const submit = form.onSubmit((values) => {
    if (staff) {
      const { displayName, email, mobile } = StaffInput.parse(values);
      update.mutate(
        { id: staff.id, input: { displayName, email, mobile } },
        {
          onSuccess: (u) => {
            notifications.show({
              color: 'green',
              title: 'Saved',
              message: `${u.displayName}'s details have been updated.`,
            });
            onDone();
          },
          onError: onServerError,
        },
      );
    } else {
      create.mutate(NewStaff.parse(values), {
        onSuccess: (u) => {
          notifications.show({
            color: 'green',
            title: 'Staff added',
            message: `${u.displayName} (${u.code}) can now sign in as ${u.userName}.`,
          });
          onDone();
        },
        onError: onServerError,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit staff' : 'Add staff'}>
      <Stack gap="sm">
        {error ? <FormErrorAlert error={error} onClose={() => (create.reset(), update.reset())} /> : null}
        <TextInput
          label="User name"
          withAsterisk
          autoComplete="off"
          disabled={editing}
          description={editing ? 'A user name cannot be changed.' : undefined}
          name="userName"
          {...form.getInputProps('userName')}
        />
        <TextInput
          label="Name"
          withAsterisk
          autoComplete="off"
          name="displayName"
          {...form.getInputProps('displayName')}
        />
        <TextInput
          label="Email"
          withAsterisk
          type="email"
          autoComplete="off"
          name="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Mobile"
          withAsterisk
          type="tel"
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          name="mobile"
          {...form.getInputProps('mobile')}
        />
        {!editing && (
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="new-password"
            description="At least 8 characters, not a common password."
            name="password"
            {...form.getInputProps('password')}
          />
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {editing ? 'Save' : 'Add staff'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
