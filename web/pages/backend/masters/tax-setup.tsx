import { useEffect } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GST_STATE_CODES } from '../../../../contract/gst/gstin';
import { TaxSetupForm, type TaxSetup } from '../../../../contract/invoices';
import { useIssueNow, useSaveTaxSetup, useTaxSetup } from '../../../api/invoices';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { LoadingOverlay } from '../../../components/LoadingOverlay';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import { useLabel } from '../../../i18n/labels';
import { useT } from '../../../i18n/invoices';
import { PageHeading } from '../../../components/PageHeading';

type Values = TaxSetupForm & { codes: TaxSetupForm['codes'] };
const valuesOf = (s: TaxSetup): Values => ({
  gstin: s.gstin,
  legalName: s.legalName,
  stateCode: s.stateCode,
  mode: s.mode,
  codes: s.codes.map((c) => ({ code: c.code, sac: c.sac, rate: c.rate, govFeePureAgent: c.govFeePureAgent })),
});

/**
 * /backend/masters/tax-setup (issue 28 §3, admin): the agency's GSTIN, legal name and state as its tax invoices print
 * them, each service's SAC, GST rate and whether its government fee is passed through, and how invoices are issued.
 */
export default function TaxSetupPage() {
  const t = useT();
  const query = useTaxSetup();
  return (
    <Stack gap="md" pos="relative" mih={200}>
      <PageHeading title={t('invoices.setup.title')} description={t('invoices.setup.intro')} />
      {query.isError ? (
        <FormErrorAlert error={query.error} />
      ) : query.data ? (
        <SetupForm setup={query.data} />
      ) : (
        <LoadingOverlay visible />
      )}
    </Stack>
  );
}

function SetupForm({ setup }: { setup: TaxSetup }) {
  const t = useT();
  const label = useLabel();
  const save = useSaveTaxSetup();
  const issue = useIssueNow();
  const form = useContractForm<Values>({ schema: TaxSetupForm, initialValues: valuesOf(setup) });
  useEffect(() => form.setValues(valuesOf(setup)), [setup]); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notifications.show({ color: 'green', message: t('invoices.setup.saved') }),
      onError: (err) => showServerErrors(form, err),
    }),
  );
  const issueNow = () =>
    issue.mutate(undefined, {
      onSuccess: (r) => notifications.show({ color: 'green', message: t('invoices.setup.issued', r) }),
    });
  const states = GST_STATE_CODES.map((s) => ({ value: s.code, label: `${s.code} - ${label(s.name)}` }));
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {save.error && !Object.keys(form.errors).length ? (
            <FormErrorAlert error={save.error} onClose={() => save.reset()} />
          ) : null}
          {/* One field a row on a phone: three side by side left a GSTIN of 15 letters cut to 7 at 390 px. */}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('invoices.setup.gstin')} withAsterisk maxLength={15} {...form.getInputProps('gstin')} />
            <TextInput label={t('invoices.setup.legalName')} withAsterisk {...form.getInputProps('legalName')} />
            <Select
              label={t('invoices.setup.state')}
              withAsterisk
              searchable
              data={states}
              {...form.getInputProps('stateCode')}
            />
          </SimpleGrid>
          <Radio.Group label={t('invoices.setup.mode')} {...form.getInputProps('mode')}>
            <Group mt="xs">
              <Radio value="monthly" label={t('invoices.setup.monthly')} />
              <Radio value="per_charge" label={t('invoices.setup.perCharge')} />
            </Group>
          </Radio.Group>
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('invoices.setup.service')}</Table.Th>
                  <Table.Th>{t('invoices.setup.sac')}</Table.Th>
                  <Table.Th>{t('invoices.setup.rate')}</Table.Th>
                  <Table.Th>{t('invoices.setup.pureAgent')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {setup.codes.map((c, i) => {
                  const service = label(c.label);
                  return (
                    <Table.Tr key={c.code}>
                      <Table.Td>{service}</Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`${t('invoices.setup.sac')} ${service}`}
                          maxLength={6}
                          w={100}
                          {...form.getInputProps(`codes.${i}.sac`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={`${t('invoices.setup.rate')} ${service}`}
                          min={0}
                          max={28}
                          decimalScale={2}
                          w={90}
                          {...form.getInputProps(`codes.${i}.rate`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={`${t('invoices.setup.pureAgent')} ${service}`}
                          disabled={!c.govFee}
                          {...form.getInputProps(`codes.${i}.govFeePureAgent`, { type: 'checkbox' })}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Button variant="light" onClick={issueNow} loading={issue.isPending} disabled={!setup.gstin}>
              {t('invoices.setup.issueNow')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('invoices.setup.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
