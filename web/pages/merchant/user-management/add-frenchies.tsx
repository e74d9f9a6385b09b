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
import { INDIAN_STATES } from '../../../../contract/india';
import { MEMBER_ROUTES, NewMember } from '../../../../contract/merchant-members';
import { fieldErrorsOf } from '../../../api/error-text';
import { useCreateMember } from '../../../api/merchant-members';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import { MemberHeading, OwnerOnly } from '../../../components/merchant-members/MemberParts';

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
  return (
    <Stack gap="md">
      <MemberHeading
        title="Add Member"
        description="A member signs in on its own, with its own wallet and KYC, and pays your package's prices."
        actions={
          <Button
            component={Link}
            to={MEMBER_ROUTES.list}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Member List
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
            title: 'Member added',
            message: `${m.displayName} (${m.code}) can now sign in as ${m.userName}.`,
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
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Add member">
        <Stack gap="lg">
          {create.error ? (
            <FormErrorAlert error={create.error} title="Member not added" onClose={() => create.reset()} />
          ) : null}
          <Section
            title="Account"
            description="How the member signs in. Give the password to the member; they can change it under My Setting."
          >
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Name" withAsterisk autoComplete="off" {...input('displayName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="User name"
                withAsterisk
                autoComplete="off"
                description="Letters, digits and . _ @ -"
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...input('userName')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Email" withAsterisk type="email" autoComplete="off" {...input('email')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Mobile"
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
                label="Password"
                withAsterisk
                autoComplete="new-password"
                description="At least 8 characters, not a common password"
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...input('password')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PasswordInput
                label="Confirm password"
                withAsterisk
                autoComplete="new-password"
                {...input('confirmPassword')}
              />
            </Grid.Col>
          </Section>
          <Divider />
          <Section title="Shop" description="Where the member works.">
            <Grid.Col span={12}>
              <TextInput label="Shop name" withAsterisk autoComplete="off" {...input('shopName')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label="Address line 1"
                withAsterisk
                autoComplete="off"
                description="Shop number, building, street"
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...input('address1')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Address line 2"
                autoComplete="off"
                description="Area or locality (optional)"
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...input('address2')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Address line 3"
                autoComplete="off"
                description="Landmark (optional)"
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...input('address3')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="District or city" withAsterisk autoComplete="off" {...input('district')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <Select
                label="State or union territory"
                withAsterisk
                name="state"
                placeholder="Type to search"
                data={[...INDIAN_STATES]}
                searchable
                nothingFoundMessage="No state by that name"
                value={form.values.state || null}
                onChange={(v) => form.setFieldValue('state', v ?? '')}
                error={form.errors.state}
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <TextInput
                label="PIN code"
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
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} leftSection={<IconUserPlus size={16} aria-hidden />}>
              Add Member
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
