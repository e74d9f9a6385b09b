import { useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Button,
  Card,
  Divider,
  Grid,
  Group,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconUserPlus } from '@tabler/icons-react';
import { MEMBER_ROUTES, NewMember } from '../../../../contract/merchant-members';
import { fieldErrorsOf } from '../../../api/error-text';
import { useCreateMember } from '../../../api/merchant-members';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import { MemberHeading, OwnerOnly } from '../../../components/merchant-members/MemberParts';
import { useT } from '../../../i18n/members';
import { useStateOptions } from '../../../i18n/labels';

const FIELDS = [
  'displayName',
  'userName',
  'email',
  'mobile',
  'password',
  'confirmPassword',
  'shopName',
  'address1',
  'address2',
  'address3',
  'district',
  'state',
  'pin',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values;

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </div>
      <Grid gutter="md">{children}</Grid>
    </Stack>
  );
}

/** /merchant/user-management/add-frenchies (owner): a franchise member with its own sign-in, shop and wallet. */
export default function AddMemberPage() {
  const t = useT();
  return (
    <Stack gap="md">
      <MemberHeading
        title={t('members.add.title')}
        description={t('members.add.intro')}
        actions={
          <Button
            component={Link}
            to={MEMBER_ROUTES.list}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('members.view.backToList')}
          </Button>
        }
      />
      <OwnerOnly>
        <MemberForm />
      </OwnerOnly>
    </Stack>
  );
}

function MemberForm() {
  const t = useT();
  const stateOptions = useStateOptions();
  const navigate = useNavigate();
  const form = useContractForm<Values>({ schema: NewMember, initialValues: EMPTY });
  const create = useCreateMember();
  const formRef = useRef<HTMLFormElement>(null);

  const input = (field: Field) => ({ name: field, ...form.getInputProps(field) });
  const digitsOnly = (field: Field) => (e: { currentTarget: { value: string } }) =>
    form.setFieldValue(field, e.currentTarget.value.replace(/\D/g, ''));

  const focusFirst = (found: Partial<Record<string, unknown>>) => {
    const first = FIELDS.find((f) => found[f]);
    // After the messages render, so the field and its message are both on screen.
    if (first) setTimeout(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus(), 0);
  };

  const submit = form.onSubmit(
    (values) =>
      create.mutate(NewMember.parse(values), {
        onSuccess: (m) => {
          notifications.show({
            color: 'green',
            title: t('members.add.added'),
            message: t('members.add.addedMessage', { name: m.displayName, code: m.code, userName: m.userName }),
          });
          navigate(MEMBER_ROUTES.view(m.id));
        },
        onError: (err) => {
          if (showServerErrors(form, err)) focusFirst(fieldErrorsOf(err) ?? {});
        },
      }),
    focusFirst,
  );

  return (
    <Card withBorder radius="md" padding="lg" maw={900}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t('members.add.formLabel')}>
        <Stack gap="lg">
          {create.error ? (
            <FormErrorAlert error={create.error} title={t('members.add.notAdded')} onClose={() => create.reset()} />
          ) : null}
          <Section title={t('members.add.account')} description={t('members.add.accountDescription')}>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('members.field.name')} withAsterisk autoComplete="off" {...input('displayName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('members.field.userName')}
                withAsterisk
                autoComplete="off"
                description={t('members.add.userNameDescription')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...input('userName')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('members.field.email')}
                withAsterisk
                type="email"
                autoComplete="off"
                {...input('email')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('members.field.mobile')}
                withAsterisk
                type="tel"
                inputMode="numeric"
                maxLength={10}
                autoComplete="off"
                {...input('mobile')}
                onChange={digitsOnly('mobile')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PasswordInput
                label={t('members.field.password')}
                withAsterisk
                autoComplete="new-password"
                description={t('members.add.passwordDescription')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...input('password')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PasswordInput
                label={t('members.field.confirmPassword')}
                withAsterisk
                autoComplete="new-password"
                {...input('confirmPassword')}
              />
            </Grid.Col>
          </Section>
          <Divider />
          <Section title={t('members.add.shop')} description={t('members.add.shopDescription')}>
            <Grid.Col span={12}>
              <TextInput label={t('members.add.shopName')} withAsterisk autoComplete="off" {...input('shopName')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label={t('members.add.address1')}
                withAsterisk
                autoComplete="off"
                description={t('members.add.address1Description')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...input('address1')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('members.add.address2')}
                autoComplete="off"
                description={t('members.add.address2Description')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...input('address2')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('members.add.address3')}
                autoComplete="off"
                description={t('members.add.address3Description')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...input('address3')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label={t('members.add.district')} withAsterisk autoComplete="off" {...input('district')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <Select
                label={t('members.add.state')}
                withAsterisk
                name="state"
                placeholder={t('members.add.statePlaceholder')}
                data={stateOptions}
                searchable
                nothingFoundMessage={t('members.add.noState')}
                value={form.values.state || null}
                onChange={(v) => form.setFieldValue('state', v ?? '')}
                error={form.errors.state}
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <TextInput
                label={t('members.add.pin')}
                withAsterisk
                inputMode="numeric"
                maxLength={6}
                autoComplete="off"
                {...input('pin')}
                onChange={digitsOnly('pin')}
              />
            </Grid.Col>
          </Section>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={MEMBER_ROUTES.list} variant="default" disabled={create.isPending}>
              {t('members.field.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} leftSection={<IconUserPlus size={16} aria-hidden />}>
              {t('members.add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
