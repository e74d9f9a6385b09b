import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  PasswordInput,
  Select,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { CREDENTIAL_PROVIDERS, CredentialInput, type CredentialView } from '../../../../contract/masters';
import { useCredentials, useDeleteCredential, useSaveCredential } from '../../../api/masters';
import { formatDate } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import { AdminOnly } from '../../../components/money/guards';

const providerLabel = (value: string) => CREDENTIAL_PROVIDERS.find((p) => p.value === value)?.label ?? value;

/**
 * /backend/masters/api-credentials: keys for outside services. A value is write-only: it is sent once,
 * stored encrypted, and only ever shown masked; this screen never keeps it after saving.
 */
export default function ApiCredentialsPage() {
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          API Credentials
        </Title>
        <Text c="dimmed">
          Keys for the outside services the portal calls. They are stored encrypted and shown masked; a saved value is
          never shown again.
        </Text>
      </div>
      <AdminOnly what="API credentials">
        <CredentialsBody />
      </AdminOnly>
    </Stack>
  );
}

function CredentialsBody() {
  const list = useCredentials();
  const upiKey = list.data?.some((c) => c.provider === 'upi_gateway' && c.keyName === 'api_key');
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <CredentialForm />
          {list.data && (
            <Alert
              color={upiKey ? 'green' : 'blue'}
              variant="light"
              icon={<IconInfoCircle size={18} />}
              title={upiKey ? 'UPI gateway: live' : 'UPI gateway: not set up'}
              data-testid="gateway-mode"
            >
              {upiKey
                ? 'UPI top-ups go to the real payment gateway with the stored api_key.'
                : 'No upi_gateway api_key is stored, so merchants cannot pay by UPI and are sent to Add Payment. ' +
                  'Only a server started with UPI_SANDBOX=true uses the built-in sandbox gateway instead: ' +
                  'test payments, no real money (decision 0043).'}
            </Alert>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="sm">
            Stored credentials
          </Title>
          {list.isError ? (
            <FormErrorAlert error={list.error} title="Could not load the credentials" />
          ) : !list.data ? (
            <Center py="md">
              <Loader size="sm" aria-label="Loading credentials" />
            </Center>
          ) : list.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              No credentials stored yet.
            </Text>
          ) : (
            <CredentialTable rows={list.data} />
          )}
        </Card>
      </Grid.Col>
    </Grid>
  );
}

function CredentialTable({ rows }: { rows: CredentialView[] }) {
  const remove = useDeleteCredential();
  const confirm = (c: CredentialView) =>
    modals.openConfirmModal({
      title: 'Remove credential',
      children: (
        <Text size="sm">
          Remove {providerLabel(c.provider)} <b>{c.keyName}</b>? Calls to that service stop working until a new value is
          saved.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(c.id, {
          onSuccess: () =>
            notifications.show({ color: 'green', title: 'Removed', message: `${c.keyName} has been removed.` }),
          onError: (e) =>
            notifications.show({ color: 'red', title: 'Error', message: e.message, position: 'top-center' }),
        }),
    });
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table verticalSpacing="xs" striped aria-label="Stored credentials">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Service</Table.Th>
            <Table.Th>Key</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{providerLabel(c.provider)}</Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none">
                  {c.keyName}
                </Badge>
              </Table.Td>
              <Table.Td ff="monospace">{c.masked}</Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(c.updatedAt)}</Text>
                {c.updatedBy && (
                  <Text size="xs" c="dimmed">
                    by {c.updatedBy}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Tooltip label="Remove">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${c.provider} ${c.keyName}`}
                    onClick={() => confirm(c)}
                    loading={remove.isPending && remove.variables === c.id}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CredentialForm() {
  const form = useContractForm({ schema: CredentialInput, initialValues: { provider: '', keyName: '', value: '' } });
  const { provider, keyName } = form.getValues();
  const save = useSaveCredential();
  const keys = CREDENTIAL_PROVIDERS.find((p) => p.value === provider)?.keys ?? [];

  const submit = form.onSubmit((values) => {
    const credential = CredentialInput.parse(values);
    save.mutate(credential, {
      onSuccess: () => {
        // The secret leaves the page: nothing keeps it once the server has it.
        form.setFieldValue('value', '');
        notifications.show({
          color: 'green',
          title: 'Saved',
          message: `${providerLabel(credential.provider)} ${credential.keyName} has been stored.`,
        });
      },
      onError: (err) => {
        form.setFieldValue('value', '');
        showServerErrors(form, err);
      },
    });
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate aria-label="Save credential" autoComplete="off">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Save a credential
          </Title>
          {save.error ? <FormErrorAlert error={save.error} onClose={() => save.reset()} /> : null}
          <Select
            label="Service"
            withAsterisk
            placeholder="--Select--"
            data={CREDENTIAL_PROVIDERS.map((p) => ({ value: p.value, label: p.label }))}
            {...form.getInputProps('provider')}
            value={provider || null}
            onChange={(v) => {
              const k = CREDENTIAL_PROVIDERS.find((p) => p.value === v)?.keys ?? [];
              form.setValues({ provider: v ?? '', keyName: k.length === 1 ? k[0] : '' });
              form.clearErrors();
            }}
          />
          <Select
            label="Key"
            withAsterisk
            placeholder="--Select--"
            data={[...keys]}
            {...form.getInputProps('keyName')}
            value={keyName || null}
            disabled={!provider}
            onChange={(v) => form.setFieldValue('keyName', v ?? '')}
          />
          <PasswordInput
            label="Value"
            withAsterisk
            autoComplete="new-password"
            description="Write-only: saving replaces any stored value; it is never shown again."
            {...form.getInputProps('value')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              Save credential
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
