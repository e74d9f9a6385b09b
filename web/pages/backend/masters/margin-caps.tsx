import { useEffect } from 'react';
import { Button, Card, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MarginCapForm, type MarginCapList } from '../../../../contract/margins';
import { useMarginCaps, useSaveMarginCaps } from '../../../api/margins';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { LoadingOverlay } from '../../../components/LoadingOverlay';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import { useLabel } from '../../../i18n/labels';
import { useT } from '../../../i18n/margins';

type Values = { caps: { code: MarginCapList['rows'][number]['code']; cap: number | null }[] };
const valuesOf = (list: MarginCapList): Values => ({ caps: list.rows.map((r) => ({ code: r.code, cap: r.cap })) });

/** /backend/masters/margin-caps (issue 28 §2, admin): the most an owner may add for its franchise members, per service. */
export default function MarginCapsPage() {
  const t = useT();
  const query = useMarginCaps();
  return (
    <Stack gap="md" pos="relative" mih={200}>
      <div>
        <Title order={1} size="h2">
          {t('margins.caps.title')}
        </Title>
        <Text c="dimmed">{t('margins.caps.intro')}</Text>
      </div>
      {query.isError ? (
        <FormErrorAlert error={query.error} title={t('margins.caps.loadFailed')} />
      ) : query.data ? (
        <CapTable list={query.data} />
      ) : (
        <LoadingOverlay visible />
      )}
    </Stack>
  );
}

function CapTable({ list }: { list: MarginCapList }) {
  const t = useT();
  const label = useLabel();
  const save = useSaveMarginCaps();
  const form = useContractForm<Values>({ schema: MarginCapForm, initialValues: valuesOf(list) });
  useEffect(() => form.setValues(valuesOf(list)), [list]); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notifications.show({ color: 'green', message: t('margins.caps.saved') }),
      onError: (err) => showServerErrors(form, err),
    }),
  );
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {save.error && !Object.keys(form.errors).length ? (
            <FormErrorAlert error={save.error} onClose={() => save.reset()} />
          ) : null}
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('margins.caps.service')}</Table.Th>
                <Table.Th>{t('margins.caps.cap')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.rows.map((r, i) => {
                const service = label(r.label);
                const cap = form.values.caps[i]?.cap;
                return (
                  <Table.Tr key={r.code}>
                    <Table.Td>{service}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('margins.caps.limitOf', { service })}
                        min={0}
                        decimalScale={2}
                        prefix="₹"
                        thousandSeparator=","
                        placeholder={t('margins.caps.noCap')}
                        value={cap ?? ''}
                        error={form.errors[`caps.${i}.cap`]}
                        onChange={(v) => form.setFieldValue(`caps.${i}.cap`, typeof v === 'number' ? v : null)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('margins.caps.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
