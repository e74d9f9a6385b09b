import { useMemo, useState, type FormEvent } from 'react';
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
import {
  BackendCourierForm,
  COURIER_COMPANIES,
  COURIER_MAX_ITEMS,
  CourierForm as CourierFormSchema,
  type CourierCandidate,
  type CourierView,
} from '../../../contract/couriers';
import { fieldErrorsOf, issuesByField } from '../../api/error-text';
import {
  COURIER_ROUTES,
  useCourierCandidates,
  useCourierMerchants,
  useSaveCourier,
  type CourierArea,
  type CourierPayload,
} from '../../api/couriers';
import { parseIndianDate } from '../../../contract/format';
import { DATE_PICKER_PROPS, formatDate } from '../DataTable';
import { FormErrorAlert } from '../FormErrorAlert';
import { LoadingOverlay } from '../LoadingOverlay';

type Field = 'merchantCode' | 'company' | 'docketNo' | 'dispatchDate' | 'applicationIds' | 'remarks';
type Errors = Partial<Record<Field, string>>;
type Values = { merchantCode: string; company: string; docketNo: string; dispatchDate: string; remarks: string };

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
  const navigate = useNavigate();
  const routes = COURIER_ROUTES[area];
  const editing = !!courier;
  const [values, setValues] = useState<Values>({
    merchantCode: courier?.merchantCode ?? '',
    company: courier?.company ?? '',
    docketNo: courier?.docketNo ?? '',
    dispatchDate: courier?.dispatchDate ?? '',
    remarks: courier?.remarks ?? '',
  });
  // ?ids=1,2 (from the hard-copy list or an application's page) ticks those applications to start with.
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<Set<number>>(() =>
    courier
      ? new Set(courier.applications.filter((a) => a.state === 'hardcopy_sent').map((a) => a.id))
      : new Set(
          (params.get('ids') ?? '')
            .split(',')
            .filter((v) => /^\d+$/.test(v))
            .map(Number),
        ),
  );
  const [errors, setErrors] = useState<Errors>({});
  const merchants = useCourierMerchants(area === 'backend' && !editing);
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

  const set = (f: keyof Values, v: string) => {
    setValues((x) => ({ ...x, [f]: v }));
    setErrors((x) => ({ ...x, [f]: undefined }));
  };
  const choose = (ids: number[], on: boolean) => {
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
    setErrors((x) => ({ ...x, applicationIds: undefined }));
  };
  const allChosen = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someChosen = rows.some((r) => selected.has(r.id));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const payload: CourierPayload = {
      company: values.company,
      docketNo: values.docketNo,
      dispatchDate: values.dispatchDate,
      applicationIds: rows.filter((r) => selected.has(r.id)).map((r) => r.id),
      remarks: values.remarks.trim() || undefined,
      ...(area === 'backend' && !editing ? { merchantCode: values.merchantCode } : {}),
    };
    const parsed = (area === 'backend' && !editing ? BackendCourierForm : CourierFormSchema).safeParse(payload);
    if (!parsed.success) {
      const found: Errors = issuesByField(parsed.error.issues);
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        notifications.show({
          color: 'green',
          title: editing ? 'Courier updated' : 'Courier recorded',
          message: `${saved.company} ${saved.docketNo} with ${saved.items} application${saved.items === 1 ? '' : 's'}.`,
        });
        navigate(routes.view(saved.id));
      },
      onError: (err) =>
        setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(err) ?? {}).map(([f, m]) => [f, m[0]])) as Errors),
    });
  };

  const today = dayjs().format('YYYY-MM-DD');
  const needMerchant = area === 'backend' && !editing && !values.merchantCode;

  return (
    <Card withBorder radius="md" padding="lg" pos="relative">
      <LoadingOverlay
        visible={save.isPending}
        title="Saving..."
        description="Recording the courier and its applications"
      />
      <form onSubmit={submit} noValidate aria-label="Courier">
        <Stack gap="md">
          {save.error ? <FormErrorAlert error={save.error} onClose={() => save.reset()} /> : null}
          <Grid gutter="sm">
            {area === 'backend' && !editing && (
              <Grid.Col span={12}>
                <Select
                  label="Merchant"
                  withAsterisk
                  searchable
                  placeholder="--Select--"
                  description="Merchants with acknowledged applications whose forms are not yet in a courier"
                  data={(merchants.data ?? []).map((m) => ({ value: m.value, label: m.label }))}
                  value={values.merchantCode || null}
                  onChange={(v) => {
                    set('merchantCode', v ?? '');
                    setSelected(new Set());
                  }}
                  error={errors.merchantCode}
                  disabled={merchants.isPending}
                  nothingFoundMessage="No merchant has forms waiting"
                  comboboxProps={{ withinPortal: true }}
                />
              </Grid.Col>
            )}
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Autocomplete
                label="Courier company"
                withAsterisk
                maxLength={60}
                placeholder="e.g. India Post Speed Post"
                data={[...COURIER_COMPANIES]}
                value={values.company}
                onChange={(v) => set('company', v)}
                error={errors.company}
                comboboxProps={{ withinPortal: true }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Docket number"
                withAsterisk
                maxLength={40}
                autoCapitalize="characters"
                description="From the courier receipt: letters, digits and -"
                value={values.docketNo}
                onChange={(e) => set('docketNo', e.currentTarget.value.toUpperCase())}
                error={errors.docketNo}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DateInput
                {...DATE_PICKER_PROPS}
                label="Dispatch date"
                withAsterisk
                placeholder="DD/MM/YYYY"
                dateParser={parseIndianDate}
                clearable
                value={values.dispatchDate || null}
                maxDate={today}
                onChange={(v) => set('dispatchDate', v ? String(v) : '')}
                error={errors.dispatchDate}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Remarks"
                maxLength={500}
                autosize
                minRows={2}
                value={values.remarks}
                onChange={(e) => set('remarks', e.currentTarget.value)}
                error={errors.remarks}
              />
            </Grid.Col>
          </Grid>

          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>Applications in this courier</Text>
              <Text size="sm" c="dimmed" aria-live="polite">
                {rows.filter((r) => selected.has(r.id)).length} of {rows.length} chosen (at most {COURIER_MAX_ITEMS})
              </Text>
            </Group>
            {needMerchant ? (
              <Text size="sm" c="dimmed">
                Choose the merchant to see its applications.
              </Text>
            ) : candidates.isError ? (
              <FormErrorAlert error={candidates.error} title="Could not load the applications" />
            ) : candidates.isPending && rows.length === 0 ? (
              <Center py="md">
                <Loader size="sm" aria-label="Loading applications" />
              </Center>
            ) : rows.length === 0 ? (
              <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
                No acknowledged application is waiting for its signed form to be sent.
              </Alert>
            ) : (
              <ScrollArea.Autosize mah={420} type="auto">
                <Table striped highlightOnHover withTableBorder aria-label="Applications">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={40}>
                        <Checkbox
                          aria-label="Select all applications"
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
                      <Table.Th>Token No</Table.Th>
                      <Table.Th>Ack No</Table.Th>
                      <Table.Th>Applicant</Table.Th>
                      <Table.Th>Date</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Td>
                          <Checkbox
                            aria-label={`Include ${r.token_no}`}
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
            {errors.applicationIds && (
              <Text size="sm" c="red" role="alert">
                {errors.applicationIds}
              </Text>
            )}
          </Stack>

          <Group justify="space-between" wrap="wrap">
            <Anchor component={Link} to={courier ? routes.view(courier.id) : routes.list} size="sm">
              {courier ? 'Back to the courier' : 'Back to the courier list'}
            </Anchor>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              {editing ? 'Save changes' : 'Save courier'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
