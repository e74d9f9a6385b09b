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
import { formatLocale, useLocale } from '../../../../../i18n/common';
import { useT, type Translate } from '../../../../../i18n/office';

const LIST = '/backend/masters/package';

/** 'new' creates a package; otherwise the package's id. */
const idOf = (raw: string | undefined): number | 'new' | null => (raw === 'new' ? 'new' : idParam(raw));

export function serviceLabel(code: string): string {
  return SERVICE_CODES.find((s) => s.code === code)?.label ?? code;
}

/** /backend/masters/package/setup/{id} ('new' creates): the package's name and its price per service. */
export default function PackageSetupPage() {
  const t = useT();
  const id = idOf(useParams().id);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {id === 'new' ? t('office.packages.new') : t('office.packageSetup.title')}
        </Title>
        <Button component={Link} to={LIST} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('office.packageSetup.back')}
        </Button>
      </Group>
      <AdminOnly what="packages">
        {id === null ? (
          <FormErrorAlert
            error={new Error(t('office.packageSetup.badAddress'))}
            title={t('office.packageSetup.noSuchPackage')}
          />
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
  const t = useT();
  const pkg = usePackage(id);
  if (pkg.isError) {
    return (
      <FormErrorAlert
        error={pkg.error}
        title={
          pkg.error instanceof ApiError && pkg.error.status === 404
            ? t('office.packageSetup.noSuchPackage')
            : t('office.packageSetup.loadFailed')
        }
      />
    );
  }
  if (!pkg.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('office.packageSetup.loading')} />
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
type PackageValues = { name: string; nameHi: string; description: string; active: boolean; prices: Prices };

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
  return {
    name: pkg?.name ?? '',
    nameHi: pkg?.nameHi ?? '',
    description: pkg?.description ?? '',
    active: pkg?.active ?? true,
    prices,
  };
}

function PackageForm({ pkg }: { pkg: PackageView | null }) {
  const t = useT();
  const navigate = useNavigate();
  const form = useContractForm<PackageValues>({ schema: PackageFields, initialValues: initialValues(pkg) });
  const save = useSavePackage(pkg?.id ?? null);

  const submit = form.onSubmit(({ prices, ...values }) => {
    const offered = SERVICE_CODES.filter((s) => prices[s.code] !== '' && prices[s.code] !== undefined);
    const input = { ...values, rates: offered.map((s) => ({ serviceCode: s.code, price: Number(prices[s.code]) })) };
    save.mutate(input, {
      onSuccess: (saved) => {
        notifications.show({
          color: 'green',
          title: t('office.common.saved'),
          message: t('office.packageSetup.savedMessage', { name: saved.name }),
        });
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
    <form onSubmit={submit} noValidate aria-label={t('office.packageSetup.form')}>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              {save.error ? <FormErrorAlert error={save.error} onClose={() => save.reset()} /> : null}
              {formError && <FormErrorAlert error={new Error(String(formError))} />}
              <TextInput
                label={t('office.packageSetup.name')}
                withAsterisk
                maxLength={80}
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t('office.masters.nameHi')}
                description={t('office.masters.nameHiHint')}
                lang="hi-IN"
                maxLength={80}
                {...form.getInputProps('nameHi')}
              />
              <Textarea
                label={t('office.packageSetup.description')}
                autosize
                minRows={2}
                maxLength={300}
                {...form.getInputProps('description')}
              />
              <Switch
                label={t('office.common.active')}
                description={
                  pkg && pkg.merchants > 0
                    ? t('office.packageSetup.merchantsHint', { count: pkg.merchants })
                    : t('office.packageSetup.activeHint')
                }
                {...form.getInputProps('active', { type: 'checkbox' })}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
                  {pkg ? t('office.packageSetup.save') : t('office.packageSetup.create')}
                </Button>
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb={4}>
              {t('office.packageSetup.rates')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t('office.packageSetup.ratesHint')}
            </Text>
            <Table.ScrollContainer minWidth={300} type="native">
              <Table verticalSpacing="xs" aria-label={t('office.packageSetup.rates')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('office.packageSetup.service')}</Table.Th>
                    <Table.Th w={140}>{t('office.idTypes.price')}</Table.Th>
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
                          aria-label={t('office.packageSetup.priceFor', { service: s.label })}
                          placeholder={t('office.packageSetup.notOffered')}
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

function price(t: Translate, value: number | null): string {
  return value === null ? t('office.packageSetup.notOffered') : formatAmount(value);
}

function PriceHistory({ pkg }: { pkg: PackageView }) {
  const t = useT();
  const locale = formatLocale(useLocale());
  const rows = [...pkg.history].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('office.packageSetup.history')}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('office.packageSetup.noHistory')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table striped verticalSpacing="xs" aria-label={t('office.packageSetup.history')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('office.packageSetup.when')}</Table.Th>
                <Table.Th>{t('office.packageSetup.service')}</Table.Th>
                <Table.Th ta="right">{t('office.packageSetup.oldPrice')}</Table.Th>
                <Table.Th ta="right">{t('office.packageSetup.newPrice')}</Table.Th>
                <Table.Th>{t('office.packageSetup.changedBy')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((h, i) => (
                <Table.Tr key={`${h.serviceCode}-${h.changedAt}-${i}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(h.changedAt, locale)}</Table.Td>
                  <Table.Td>{serviceLabel(h.serviceCode)}</Table.Td>
                  <Table.Td ta="right">{price(t, h.oldPrice)}</Table.Td>
                  <Table.Td ta="right">
                    {price(t, h.newPrice)}{' '}
                    {h.oldPrice !== null && h.newPrice !== null && h.newPrice !== h.oldPrice && (
                      <Badge size="xs" variant="light" color={h.newPrice > h.oldPrice ? 'red' : 'green'}>
                        {h.newPrice > h.oldPrice ? t('office.packageSetup.up') : t('office.packageSetup.down')}
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
