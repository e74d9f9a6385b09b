import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NewStaff, StaffInput } from '../../../contract/account';
import { useCreateStaff, useUpdateStaff, type NewStaffFields } from '../../api/user-management';
import { useT } from '../../i18n/backend';
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
  const t = useT();
  const editing = !!staff;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('backend.staffForm.editTitle', { name: staff?.displayName }) : t('backend.staffForm.addTitle')}
      centered
      size="md"
    >
      <StaffForm key={formKey} staff={staff ?? null} onDone={onClose} />
    </Modal>
  );
}

function StaffForm({ staff, onDone }: { staff: StaffTarget | null; onDone: () => void }) {
  const t = useT();
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
              title: t('backend.staffForm.saved'),
              message: t('backend.staffForm.savedMessage', { name: u.displayName }),
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
            title: t('backend.staffForm.added'),
            message: t('backend.staffForm.addedMessage', { name: u.displayName, code: u.code, userName: u.userName }),
          });
          onDone();
        },
        onError: onServerError,
      });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? t('backend.staffForm.editLabel') : t('backend.staffForm.addTitle')}
    >
      <Stack gap="sm">
        {error ? <FormErrorAlert error={error} onClose={() => (create.reset(), update.reset())} /> : null}
        <TextInput
          label={t('backend.field.userName')}
          withAsterisk
          autoComplete="off"
          disabled={editing}
          description={editing ? t('backend.staffForm.userNameFixed') : undefined}
          name="userName"
          {...form.getInputProps('userName')}
        />
        <TextInput
          label={t('backend.field.name')}
          withAsterisk
          autoComplete="off"
          name="displayName"
          {...form.getInputProps('displayName')}
        />
        <TextInput
          label={t('backend.field.email')}
          withAsterisk
          type="email"
          autoComplete="off"
          name="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('backend.field.mobile')}
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
            label={t('backend.field.password')}
            withAsterisk
            autoComplete="new-password"
            description={t('backend.staffForm.passwordHint')}
            name="password"
            {...form.getInputProps('password')}
          />
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('backend.action.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {editing ? t('backend.action.save') : t('backend.staffForm.addTitle')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
