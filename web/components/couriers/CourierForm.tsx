import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  Anchor,
  Autocomplete,
  Button,
  Card,
  Center,
  Checkbox,
  Grid,
  Group,
  Loader,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { z } from 'zod';
import {
  BackendCourierForm,
  COURIER_COMPANIES,
  COURIER_MAX_ITEMS,
  CourierForm as CourierFormSchema,
  type CourierCandidate,
  type CourierView,
} from '../../../contract/couriers';
import {
  COURIER_ROUTES,
  useCourierCandidates,
  useCourierMerchants,
  useSaveCourier,
  type CourierArea,
  type CourierPayload,
} from '../../api/couriers';
import { parseIndianDate } from '../../../contract/format';
import { DATE_PICKER_PROPS } from '../DataTable';
import { FormErrorAlert } from '../FormErrorAlert';
import { showServerErrors, useContractForm } from '../forms/use-contract-form';
import { LoadingOverlay } from '../LoadingOverlay';
import { useFormat, useT, type Translate } from '../../i18n/couriers';

type Values = {
  merchantCode: string;
  company: string;
  docketNo: string;
  dispatchDate: string;
  remarks: string;
  applicationIds: number[];
};

// An empty docket number or date says what is missing before the field's format rules apply.
function schemas(t: Translate) {
  const emptyFirst = {
    docketNo: z.string().trim().min(1, t('couriers.form.docketRequired')).pipe(CourierFormSchema.shape.docketNo),
    dispatchDate: z.string().min(1, t('couriers.form.dispatchDateRequired')).pipe(CourierFormSchema.shape.dispatchDate),
  };
  return {
    NEW_BY_BACK_OFFICE: BackendCourierForm.extend(emptyFirst),
    BY_MERCHANT: CourierFormSchema.extend(emptyFirst),
  };
}

type Props = {
  area: CourierArea;
  /** The courier being corrected (merchant edit); a new one otherwise. */
  courier?: CourierView;
};

/**
 * The add / edit screen of a courier: company (with the usual ones suggested), docket number, dispatch
 * date, remarks and the checklist of acknowledged applications whose signed forms are in the parcel.
 */
export function CourierForm({ area, courier }: Props) {
  const t = useT();
  const { formatDate } = useFormat();
  const { NEW_BY_BACK_OFFICE, BY_MERCHANT } = useMemo(() => schemas(t), [t]);
  const navigate = useNavigate();
  const routes = COURIER_ROUTES[area];
  const editing = !!courier;
  const byBackOffice = area === 'backend' && !editing;
  // ?ids=1,2 (from the hard-copy list or an application's page) ticks those applications to start with.
  const [params] = useSearchParams();
  const form = useContractForm<Values>({
    // What is sent: only the ticked applications that are listed, remarks left out when empty.
    schema: z.preprocess((values) => toPayload(values as Values), byBackOffice ? NEW_BY_BACK_OFFICE : BY_MERCHANT),
    initialValues: {
      merchantCode: courier?.merchantCode ?? '',
      company: courier?.company ?? '',
      docketNo: courier?.docketNo ?? '',
      dispatchDate: courier?.dispatchDate ?? '',
      remarks: courier?.remarks ?? '',
      applicationIds: courier
        ? courier.applications.filter((a) => a.state === 'hardcopy_sent').map((a) => a.id)
        : (params.get('ids') ?? '')
            .split(',')
            .filter((v) => /^\d+$/.test(v))
            .map(Number),
    },
  });
  const values = form.values;
  const selected = new Set(values.applicationIds);
  const merchants = useCourierMerchants(byBackOffice);
  const candidates = useCourierCandidates(area, area === 'backend' ? values.merchantCode : undefined);
  const save = useSaveCourier(area, courier?.id ?? null);

  // Those already in this courier come first, then the ones waiting to be sent.
  const rows = useMemo<CourierCandidate[]>(() => {
    const inIt =
      courier?.applications
        .filter((a) => a.state === 'hardcopy_sent')
        .map(({ id, token_no, ack_no, name, dated }) => ({ id, token_no, ack_no, name, dated })) ?? [];
    const seen = new Set(inIt.map((a) => a.id));
    return [...inIt, ...(candidates.data ?? []).filter((c) => !seen.has(c.id))];
  }, [courier, candidates.data]);

  function toPayload(v: Values): CourierPayload {
    return {
      company: v.company,
      docketNo: v.docketNo,
      dispatchDate: v.dispatchDate,
      applicationIds: rows.filter((r) => v.applicationIds.includes(r.id)).map((r) => r.id),
      remarks: v.remarks.trim() || undefined,
      ...(byBackOffice ? { merchantCode: v.merchantCode } : {}),
    };
  }

  const choose = (ids: number[], on: boolean) => {
    const next = new Set(values.applicationIds);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    form.setFieldValue('applicationIds', [...next]);
  };
  const allChosen = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someChosen = rows.some((r) => selected.has(r.id));

  const submit = form.onSubmit((values) =>
    save.mutate((byBackOffice ? NEW_BY_BACK_OFFICE : BY_MERCHANT).parse(toPayload(values)), {
      onSuccess: (saved) => {
        notifications.show({
          color: 'green',
          title: t(editing ? 'couriers.form.updated' : 'couriers.form.recorded'),
          message: t('couriers.form.savedMessage', {
            company: saved.company,
            docketNo: saved.docketNo,
            items: saved.items,
          }),
        });
        navigate(routes.view(saved.id));
      },
      onError: (err) => showServerErrors(form, err),
    }),
  );

  const today = dayjs().format('YYYY-MM-DD');
  const needMerchant = byBackOffice && !values.merchantCode;

  return (
    <Card withBorder radius="md" padding="lg" pos="relative">
      <LoadingOverlay
        visible={save.isPending}
        title={t('couriers.form.saving')}
        description={t('couriers.form.savingDescription')}
      />
      <form onSubmit={submit} noValidate aria-label={t('couriers.form.label')}>
        <Stack gap="md">
          {save.error ? <FormErrorAlert error={save.error} onClose={() => save.reset()} /> : null}
          <Grid gutter="sm">
            {byBackOffice && (
              <Grid.Col span={12}>
                <Select
                  label={t('couriers.form.merchant')}
                  withAsterisk
                  searchable
                  placeholder={t('couriers.form.select')}
                  description={t('couriers.form.merchantDescription')}
                  data={(merchants.data ?? []).map((m) => ({ value: m.value, label: m.label }))}
                  value={values.merchantCode || null}
                  onChange={(v) => {
                    form.setFieldValue('merchantCode', v ?? '');
                    form.setFieldValue('applicationIds', []);
                  }}
                  error={form.errors.merchantCode}
                  disabled={merchants.isPending}
                  nothingFoundMessage={t('couriers.form.noMerchant')}
                  comboboxProps={{ withinPortal: true }}
                />
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Autocomplete
                label={t('couriers.form.company')}
                withAsterisk
                maxLength={60}
                placeholder={t('couriers.form.companyPlaceholder')}
                data={[...COURIER_COMPANIES]}
                {...form.getInputProps('company')}
                comboboxProps={{ withinPortal: true }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('couriers.form.docketNo')}
                withAsterisk
                maxLength={40}
                autoCapitalize="characters"
                description={t('couriers.form.docketDescription')}
                {...form.getInputProps('docketNo')}
                onChange={(e) => form.setFieldValue('docketNo', e.currentTarget.value.toUpperCase())}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DateInput
                {...DATE_PICKER_PROPS}
                label={t('couriers.form.dispatchDate')}
                withAsterisk
                placeholder={t('couriers.form.datePlaceholder')}
                dateParser={parseIndianDate}
                clearable
                value={values.dispatchDate || null}
                maxDate={today}
                onChange={(v) => form.setFieldValue('dispatchDate', v ? String(v) : '')}
                error={form.errors.dispatchDate}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('couriers.form.remarks')}
                maxLength={500}
                autosize
                minRows={2}
                {...form.getInputProps('remarks')}
              />
            </Grid.Col>
          </Grid>

          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>{t('couriers.form.applications')}</Text>
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('couriers.form.chosen', {
                  chosen: rows.filter((r) => selected.has(r.id)).length,
                  total: rows.length,
                  max: COURIER_MAX_ITEMS,
                })}
              </Text>
            </Group>
            {needMerchant ? (
              <Text size="sm" c="dimmed">
                {t('couriers.form.chooseMerchant')}
              </Text>
            ) : candidates.isError ? (
              <FormErrorAlert error={candidates.error} title={t('couriers.form.loadFailed')} />
            ) : candidates.isPending && rows.length === 0 ? (
              <Center py="md">
                <Loader size="sm" aria-label={t('couriers.form.loading')} />
              </Center>
            ) : rows.length === 0 ? (
              <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
                {t('couriers.form.noneWaiting')}
              </Alert>
            ) : (
              <ScrollArea.Autosize mah={420} type="auto">
                <Table striped highlightOnHover withTableBorder aria-label={t('couriers.form.table')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={40}>
                        <Checkbox
                          aria-label={t('couriers.form.selectAll')}
                          checked={allChosen}
                          indeterminate={someChosen && !allChosen}
                          onChange={(e) =>
                            choose(
                              rows.map((r) => r.id),
                              e.currentTarget.checked,
                            )
                          }
                        />
                      </Table.Th>
                      <Table.Th>{t('couriers.details.tokenNo')}</Table.Th>
                      <Table.Th>{t('couriers.details.ackNo')}</Table.Th>
                      <Table.Th>{t('couriers.details.applicant')}</Table.Th>
                      <Table.Th>{t('couriers.details.date')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Td>
                          <Checkbox
                            aria-label={t('couriers.form.include', { tokenNo: r.token_no })}
                            checked={selected.has(r.id)}
                            onChange={(e) => choose([r.id], e.currentTarget.checked)}
                          />
                        </Table.Td>
                        <Table.Td>{r.token_no}</Table.Td>
                        <Table.Td ff="monospace">{r.ack_no ?? '--'}</Table.Td>
                        <Table.Td>{r.name || '--'}</Table.Td>
                        <Table.Td>{formatDate(r.dated)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
            {form.errors.applicationIds && (
              <Text size="sm" c="red" role="alert">
                {form.errors.applicationIds}
              </Text>
            )}
          </Stack>

          <Group justify="space-between" wrap="wrap">
            <Anchor component={Link} to={courier ? routes.view(courier.id) : routes.list} size="sm">
              {t(courier ? 'couriers.form.backToCourier' : 'couriers.details.backToList')}
            </Anchor>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              {t(editing ? 'couriers.form.saveChanges' : 'couriers.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
