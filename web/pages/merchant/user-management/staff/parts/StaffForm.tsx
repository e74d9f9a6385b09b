import { Button, Card, Checkbox, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  MerchantStaffInput,
  NewMerchantStaff,
  type MerchantStaffDetail,
} from '../../../../../../contract/merchant-staff';
import { STAFF_SERVICES, type StaffService } from '../../../../../../contract/staff-permissions';
import { fieldErrorsOf } from '../../../../../api/error-text';
import { FormErrorAlert } from '../../../../../components/FormErrorAlert';
import { useContractForm } from '../../../../../components/forms/use-contract-form';
import { useT } from '../../../../../i18n/members';
import { useLabel } from '../../../../../i18n/labels';

export type StaffFormValues = {
  displayName: string;
  userName: string;
  email: string;
  mobile: string;
  password: string;
  confirm: string;
  services: StaffService[];
};
type Field = keyof StaffFormValues;
export type StaffFormErrors = Partial<Record<Field, string>>;

const EMPTY: StaffFormValues = {
  displayName: '',
  userName: '',
  email: '',
  mobile: '',
  password: '',
  confirm: '',
  services: [],
};

/** The server's field map ('services.0' and all) as one message per form field. */
function byField(entries: Iterable<[string, string]>): StaffFormErrors {
  const out: StaffFormErrors = {};
  for (const [path, message] of entries) {
    const field = path.split('.')[0] as Field;
    if (field in EMPTY) out[field] ??= message;
  }
  return out;
}

function serverFieldErrors(error: unknown): StaffFormErrors {
  const fields = fieldErrorsOf(error) ?? {};
  return byField(Object.entries(fields).map(([f, m]) => [f, m[0]] as [string, string]));
}

type Props = {
  /** Editing an existing account: no user name or password fields. */
  staff?: MerchantStaffDetail;
  submitLabel: string;
  pending: boolean;
  /** The failed save, shown in the red alert. */
  error: unknown;
  onDismissError: () => void;
  onCancel: () => void;
  /** Sends the checked values; a refusal's field errors are shown beside the fields. */
  save: (values: StaffFormValues) => Promise<unknown>;
};

/** The owner's form for a staff account: details, first password (when adding) and the service ticks. */
export function StaffForm({ staff, submitLabel, pending, error, onDismissError, onCancel, save }: Props) {
  const t = useT();
  const label = useLabel();
  const editing = !!staff;
  const form = useContractForm<StaffFormValues>({
    schema: editing ? MerchantStaffInput : NewMerchantStaff,
    initialValues: staff
      ? {
          ...EMPTY,
          displayName: staff.displayName,
          email: staff.email ?? '',
          mobile: staff.mobile ?? '',
          services: [...staff.services],
        }
      : EMPTY,
  });

  const submit = form.onSubmit((values) => {
    const parsed = editing ? MerchantStaffInput.parse(values) : NewMerchantStaff.parse(values);
    save({ ...values, ...parsed }).catch((e: unknown) => form.setErrors(serverFieldErrors(e)));
  });
  const input = (field: Exclude<Field, 'services'>) => ({ name: field, ...form.getInputProps(field) });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(editing ? 'members.staffForm.editLabel' : 'members.staffForm.addLabel')}
    >
      <Stack gap="md">
        {error ? <FormErrorAlert error={error} onClose={onDismissError} /> : null}
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md">
            {t('members.staffForm.details')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label={t('members.field.name')} withAsterisk autoComplete="off" {...input('displayName')} />
            {editing ? (
              <TextInput
                label={t('members.field.userName')}
                value={staff.userName}
                disabled
                description={t('members.staffForm.userNameFixed')}
                readOnly
              />
            ) : (
              <TextInput
                label={t('members.field.userName')}
                withAsterisk
                autoComplete="off"
                description={t('members.staffForm.userNameDescription')}
                {...input('userName')}
              />
            )}
            <TextInput
              label={t('members.field.email')}
              withAsterisk
              type="email"
              autoComplete="off"
              {...input('email')}
            />
            <TextInput
              label={t('members.field.mobile')}
              withAsterisk
              type="tel"
              inputMode="numeric"
              maxLength={10}
              autoComplete="off"
              {...input('mobile')}
            />
            {!editing && (
              <>
                <PasswordInput
                  label={t('members.field.password')}
                  withAsterisk
                  autoComplete="new-password"
                  description={t('members.staffForm.passwordDescription')}
                  {...input('password')}
                />
                <PasswordInput
                  label={t('members.field.confirmPassword')}
                  withAsterisk
                  autoComplete="new-password"
                  {...input('confirm')}
                />
              </>
            )}
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Checkbox.Group
            label={
              <Title order={2} size="h4" component="span">
                {t('members.staffForm.services')}
              </Title>
            }
            description={t('members.staffForm.servicesDescription')}
            {...form.getInputProps('services')}
          >
            <Stack gap="xs" mt="sm">
              {STAFF_SERVICES.map((s) => (
                <Checkbox key={s.value} value={s.value} label={label(s.label)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Text size="xs" c="dimmed" mt="sm">
            {t('members.staffForm.neverManage')}
          </Text>
        </Card>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('members.field.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
