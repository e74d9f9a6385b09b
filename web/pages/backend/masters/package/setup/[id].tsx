import type { FormErrors } from '@mantine/form';
import { z } from 'zod';
import { Link, useNavigate, useParams } from 'react-router';
import {
  Badge,
  Button,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  NumberInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { PackageInput, type PackageView } from '../../../../../../contract/masters';
import { SERVICE_CODES, type ServiceCode } from '../../../../../../contract/services';
import { ApiError } from '../../../../../api/client';
import { fieldErrorsOf } from '../../../../../api/error-text';
import { usePackage, useSavePackage } from '../../../../../api/masters';
import { formatAmount, formatDate } from '../../../../../components/DataTable';
import { idParam } from '../../../../../api/route-params';
import { FormErrorAlert } from '../../../../../components/FormErrorAlert';
import { useContractForm } from '../../../../../components/forms/use-contract-form';
import { AdminOnly } from '../../../../../components/money/guards';

const LIST = '/backend/masters/package';

/** 'new' creates a package; otherwise the package's id. */
const idOf = (raw: string | undefined): number | 'new' | null => (raw === 'new' ? 'new' : idParam(raw));

export function serviceLabel(code: string): string {
  return SERVICE_CODES.find((s) => s.code === code)?.label ?? code;
}

/** /backend/masters/package/setup/{id} ('new' creates): the package's name and its price per service. */
export default function PackageSetupPage() {
  const id = idOf(useParams().id);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {id === 'new' ? 'New package' : 'Package setup'}
        </Title>
        <Button component={Link} to={LIST} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Back to packages
        </Button>
      </Group>
      <AdminOnly what="packages">
        {id === null ? (
          <FormErrorAlert error={new Error('This address does not name a package.')} title="No such package" />
        ) : id === 'new' ? (
          <PackageForm key="new" pkg={null} />
        ) : (
          <ExistingPackage id={id} />
        )}
      </AdminOnly>
    </Stack>
  );
}

function ExistingPackage({ id }: { id: number }) {
  const pkg = usePackage(id);
  if (pkg.isError) {
    return (
      <FormErrorAlert
        error={pkg.error}
        title={
          pkg.error instanceof ApiError && pkg.error.status === 404 ? 'No such package' : 'Could not load the package'
        }
      />
    );
  }
  if (!pkg.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading package" />
      </Center>
    );
  }
  // Keyed by the saved state, so a save (which answers the new view) restarts the form from it.
  return (
    <>
      <PackageForm key={`${pkg.data.id}-${pkg.data.history.length}`} pkg={pkg.data} />
      <PriceHistory pkg={pkg.data} />
    </>
  );
}

type Prices = Record<ServiceCode, number | string>;
type PackageValues = { name: string; description: string; active: boolean; prices: Prices };

/**
 * The contract's package with its rates as one price per service, the way the form shows them; an empty
 * price is a service the package does not offer, any other is checked by the contract's price rule.
 */
const rate = PackageInput.shape.rates.element.shape.price;
const PackageFields = PackageInput.omit({ rates: true }).extend({
  prices: z.object(
    Object.fromEntries(
      SERVICE_CODES.map((s) => [s.code, z.preprocess((v) => (v === '' ? undefined : v), rate.optional())]),
    ),
  ),
});

function initialValues(pkg: PackageView | null): PackageValues {
  const prices = {} as Prices;
  for (const s of SERVICE_CODES) prices[s.code] = pkg?.rates.find((r) => r.serviceCode === s.code)?.price ?? '';
  return { name: pkg?.name ?? '', description: pkg?.description ?? '', active: pkg?.active ?? true, prices };
}

function PackageForm({ pkg }: { pkg: PackageView | null }) {
  const navigate = useNavigate();
  const form = useContractForm<PackageValues>({ schema: PackageFields, initialValues: initialValues(pkg) });
  const save = useSavePackage(pkg?.id ?? null);

  const submit = form.onSubmit(({ prices, ...values }) => {
    const offered = SERVICE_CODES.filter((s) => prices[s.code] !== '' && prices[s.code] !== undefined);
    const input = { ...values, rates: offered.map((s) => ({ serviceCode: s.code, price: Number(prices[s.code]) })) };
    save.mutate(input, {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', title: 'Saved', message: `Package ${saved.name} has been saved.` });
        if (!pkg) navigate(`${LIST}/setup/${saved.id}`, { replace: true });
      },
      // The server names a rate by its place among those sent ('rates.2.price'): put it beside its service.
      onError: (err) => {
        const found: FormErrors = {};
        for (const [path, [message]] of Object.entries(fieldErrorsOf(err) ?? {})) {
          const place = /^rates\.(\d+)/.exec(path);
          const code = place ? offered[Number(place[1])]?.code : undefined;
          found[code ? `prices.${code}` : place ? 'form' : path] ??= message;
        }
        form.setErrors(found);
      },
    });
  });
  const formError = form.errors.form;

  return (
    <form onSubmit={submit} noValidate aria-label="Package">
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              {save.error ? <FormErrorAlert error={save.error} onClose={() => save.reset()} /> : null}
              {formError && <FormErrorAlert error={new Error(String(formError))} />}
              <TextInput label="Name" withAsterisk maxLength={80} {...form.getInputProps('name')} />
              <Textarea
                label="Description"
                autosize
                minRows={2}
                maxLength={300}
                {...form.getInputProps('description')}
              />
              <Switch
                label="Active"
                description={
                  pkg && pkg.merchants > 0
                    ? `${pkg.merchants} merchant(s) are on this package. An inactive package keeps them but cannot be given to new ones.`
                    : 'Only active packages can be given to merchants.'
                }
                {...form.getInputProps('active', { type: 'checkbox' })}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
                  {pkg ? 'Save package' : 'Create package'}
                </Button>
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb={4}>
              Rates
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              What a merchant on this package pays for each service, in rupees. Leave a price empty for a service the
              package does not offer.
            </Text>
            <Table.ScrollContainer minWidth={300} type="native">
              <Table verticalSpacing="xs" aria-label="Rates">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Service</Table.Th>
                    <Table.Th w={140}>Price (₹)</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {SERVICE_CODES.map((s) => (
                    <Table.Tr key={s.code}>
                      <Table.Td>
                        <Text size="sm">{s.label}</Text>
                        <Text size="xs" c="dimmed">
                          {s.code}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={`Price for ${s.label}`}
                          placeholder="Not offered"
                          min={0}
                          max={1_000_000}
                          decimalScale={2}
                          thousandSeparator=","
                          thousandsGroupStyle="lakh"
                          hideControls
                          {...form.getInputProps(`prices.${s.code}`)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </Grid.Col>
      </Grid>
    </form>
  );
}

function price(value: number | null): string {
  return value === null ? 'Not offered' : formatAmount(value);
}

function PriceHistory({ pkg }: { pkg: PackageView }) {
  const rows = [...pkg.history].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        Price history
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No price changes yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table striped verticalSpacing="xs" aria-label="Price history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Service</Table.Th>
                <Table.Th ta="right">Old price</Table.Th>
                <Table.Th ta="right">New price</Table.Th>
                <Table.Th>Changed by</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((h, i) => (
                <Table.Tr key={`${h.serviceCode}-${h.changedAt}-${i}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(h.changedAt)}</Table.Td>
                  <Table.Td>{serviceLabel(h.serviceCode)}</Table.Td>
                  <Table.Td ta="right">{price(h.oldPrice)}</Table.Td>
                  <Table.Td ta="right">
                    {price(h.newPrice)}{' '}
                    {h.oldPrice !== null && h.newPrice !== null && h.newPrice !== h.oldPrice && (
                      <Badge size="xs" variant="light" color={h.newPrice > h.oldPrice ? 'red' : 'green'}>
                        {h.newPrice > h.oldPrice ? 'up' : 'down'}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{h.changedBy}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
