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
import { ModalsProvider, modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { CREDENTIAL_PROVIDERS, CredentialInput, type CredentialView } from '../../../../contract/masters';
import { useCredentials, useDeleteCredential, useSaveCredential } from '../../../api/masters';
import { formatDate } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import { AdminOnly } from '../../../components/money/guards';
import { formatLocale, useLocale } from '../../../i18n/common';
import { useT } from '../../../i18n/office';
import { PageHeading } from '../../../components/PageHeading';

const providerLabel = (value: string) => CREDENTIAL_PROVIDERS.find((p) => p.value === value)?.label ?? value;

/**
 * /backend/masters/api-credentials: keys for outside services. A value is write-only: it is sent once,
 * stored encrypted, and only ever shown masked; this screen never keeps it after saving.
 */
export default function ApiCredentialsPage() {
  const t = useT();
  return (
    <ModalsProvider>
      <Stack gap="md">
        <PageHeading title={t('office.credentials.title')} description={t('office.credentials.intro')} />
        <AdminOnly what="API credentials">
          <CredentialsBody />
        </AdminOnly>
      </Stack>
    </ModalsProvider>
  );
}

function CredentialsBody() {
  const t = useT();
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
              title={upiKey ? t('office.credentials.gatewayLive') : t('office.credentials.gatewayOff')}
              data-testid="gateway-mode"
            >
              {upiKey ? t('office.credentials.gatewayLiveText') : t('office.credentials.gatewayOffText')}
            </Alert>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="sm">
            {t('office.credentials.stored')}
          </Title>
          {list.isError ? (
            <FormErrorAlert error={list.error} title={t('office.credentials.loadFailed')} />
          ) : !list.data ? (
            <Center py="md">
              <Loader size="sm" aria-label={t('office.credentials.loading')} />
            </Center>
          ) : list.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('office.credentials.none')}
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
  const t = useT();
  const locale = formatLocale(useLocale());
  const remove = useDeleteCredential();
  const confirm = (c: CredentialView) =>
    modals.openConfirmModal({
      title: t('office.credentials.removeTitle'),
      children: (
        <Text size="sm">
          {t('office.credentials.removeConfirm', { service: providerLabel(c.provider), key: c.keyName })}
        </Text>
      ),
      labels: { confirm: t('office.credentials.remove'), cancel: t('office.common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(c.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              title: t('office.credentials.removed'),
              message: t('office.credentials.removedMessage', { key: c.keyName }),
            }),
          onError: (e) =>
            notifications.show({
              color: 'red',
              title: t('office.common.error'),
              message: e.message,
              position: 'top-center',
            }),
        }),
    });
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table verticalSpacing="xs" striped aria-label={t('office.credentials.stored')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('office.credentials.service')}</Table.Th>
            <Table.Th>{t('office.credentials.key')}</Table.Th>
            <Table.Th>{t('office.credentials.value')}</Table.Th>
            <Table.Th>{t('office.credentials.updated')}</Table.Th>
            <Table.Th aria-label={t('office.common.actions')} />
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
                <Text size="sm">{formatDate(c.updatedAt, locale)}</Text>
                {c.updatedBy && (
                  <Text size="xs" c="dimmed">
                    {t('office.credentials.by', { name: c.updatedBy })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Tooltip label={t('office.credentials.remove')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('office.credentials.removeNamed', { provider: c.provider, key: c.keyName })}
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
  const t = useT();
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
          title: t('office.common.saved'),
          message: t('office.credentials.storedMessage', {
            service: providerLabel(credential.provider),
            key: credential.keyName,
          }),
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
      <form onSubmit={submit} noValidate aria-label={t('office.credentials.save')} autoComplete="off">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('office.credentials.saveTitle')}
          </Title>
          {save.error ? <FormErrorAlert error={save.error} onClose={() => save.reset()} /> : null}
          <Select
            label={t('office.credentials.service')}
            withAsterisk
            placeholder={t('office.common.select')}
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
            label={t('office.credentials.key')}
            withAsterisk
            placeholder={t('office.common.select')}
            data={[...keys]}
            {...form.getInputProps('keyName')}
            value={keyName || null}
            disabled={!provider}
            onChange={(v) => form.setFieldValue('keyName', v ?? '')}
          />
          <PasswordInput
            label={t('office.credentials.value')}
            withAsterisk
            autoComplete="new-password"
            description={t('office.credentials.valueHint')}
            {...form.getInputProps('value')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              {t('office.credentials.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
