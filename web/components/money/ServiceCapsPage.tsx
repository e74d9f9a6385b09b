import { useEffect } from 'react';
import { Button, Card, Group, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ServiceCode } from '../../../contract/services';
import { FormErrorAlert } from '../FormErrorAlert';
import { LoadingOverlay } from '../LoadingOverlay';
import { showServerErrors, useContractForm } from '../forms/use-contract-form';
import { useLabel } from '../../i18n/labels';
import { RupeeInput } from './RupeeInput';
import { PageHeading } from '../PageHeading';

/** The admin's list of an amount per service, at most something (customer price limits, margin caps). */
export type CapList = { rows: { code: ServiceCode; label: string; cap: number | null }[] };
type Values = { caps: { code: ServiceCode; cap: number | null }[] };
const valuesOf = (list: CapList): Values => ({ caps: list.rows.map((r) => ({ code: r.code, cap: r.cap })) });

/** The page's words, already in the reader's language (each page has its own catalogue). */
export type CapTexts = {
  title: string;
  intro: string;
  loadFailed: string;
  saved: string;
  save: string;
  service: string;
  cap: string;
  noCap: string;
  limitOf: (service: string) => string;
};

type Props<L extends CapList> = {
  texts: CapTexts;
  query: UseQueryResult<L>;
  save: UseMutationResult<L, Error, Values>;
  schema: z.ZodType<Values>;
};

/**
 * A page of the back office's per-service caps (issue 27's customer price limits, issue 28's margin caps): one amount
 * per service code, empty for none, saved together and refused beside the field.
 */
export function ServiceCapsPage<L extends CapList>({ texts, query, save, schema }: Props<L>) {
  return (
    <Stack gap="md" pos="relative" mih={200}>
      <PageHeading title={texts.title} description={texts.intro} />
      {query.isError ? (
        <FormErrorAlert error={query.error} title={texts.loadFailed} />
      ) : query.data ? (
        <CapTable list={query.data} texts={texts} save={save} schema={schema} />
      ) : (
        <LoadingOverlay visible />
      )}
    </Stack>
  );
}

function CapTable<L extends CapList>({ list, texts, save, schema }: Omit<Props<L>, 'query'> & { list: L }) {
  const label = useLabel();
  const form = useContractForm<Values>({ schema, initialValues: valuesOf(list) });
  useEffect(() => form.setValues(valuesOf(list)), [list]); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notifications.show({ color: 'green', message: texts.saved }),
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
                <Table.Th>{texts.service}</Table.Th>
                <Table.Th>{texts.cap}</Table.Th>
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
                      <RupeeInput
                        miw={150}
                        aria-label={texts.limitOf(service)}
                        placeholder={texts.noCap}
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
              {texts.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
