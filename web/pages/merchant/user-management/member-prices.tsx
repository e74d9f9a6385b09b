import { useEffect } from 'react';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MarginForm, type MemberPriceList } from '../../../../contract/margins';
import { formatRupeeAmount } from '../../../../contract/money';
import { useMemberPrices, useSaveMargins } from '../../../api/margins';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { LoadingOverlay } from '../../../components/LoadingOverlay';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import { useLabel } from '../../../i18n/labels';
import { useFormat, useT } from '../../../i18n/margins';
import { RupeeInput } from '../../../components/money/RupeeInput';

type Code = MemberPriceList['rows'][number]['code'];
// A box the owner emptied holds '' until it types again: the form's schema then asks for an amount.
type Values = { margins: { code: Code; margin: number | '' }[] };
const soldRows = (list: MemberPriceList) => list.rows.filter((r) => r.packagePrice != null);
const valuesOf = (list: MemberPriceList): Values => ({
  margins: soldRows(list).map((r) => ({ code: r.code, margin: r.margin })),
});

/**
 * /merchant/user-management/member-prices (issue 28 §2): what the owner's franchise members pay for each service, its
 * package price plus the owner's margin (at most the office's cap), and the history of the margins. A member reads
 * its own prices here.
 */
export default function MemberPricesPage() {
  const t = useT();
  const query = useMemberPrices();
  return (
    <Stack gap="md" pos="relative" mih={200}>
      <div>
        <Title order={1} size="h2">
          {t('margins.prices.title')}
        </Title>
        <Text c="dimmed">
          {query.data && !query.data.canEdit ? t('margins.prices.introMember') : t('margins.prices.intro')}
        </Text>
      </div>
      {query.isError ? (
        <FormErrorAlert error={query.error} title={t('margins.prices.loadFailed')} />
      ) : query.data ? (
        <>
          <PriceTable list={query.data} />
          {query.data.canEdit && <History list={query.data} />}
        </>
      ) : (
        <LoadingOverlay visible />
      )}
    </Stack>
  );
}

function PriceTable({ list }: { list: MemberPriceList }) {
  const t = useT();
  const label = useLabel();
  const save = useSaveMargins();
  const form = useContractForm<Values>({ schema: MarginForm, initialValues: valuesOf(list) });
  useEffect(() => form.setValues(valuesOf(list)), [list]); // eslint-disable-line react-hooks/exhaustive-deps
  // The schema has checked every box by now: an emptied one never reaches the server.
  const submit = form.onSubmit((values) =>
    save.mutate(values as MarginForm, {
      onSuccess: () => notifications.show({ color: 'green', message: t('margins.prices.saved') }),
      onError: (err) => showServerErrors(form, err),
    }),
  );
  const rows = soldRows(list);
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {save.error && !Object.keys(form.errors).length ? (
            <FormErrorAlert error={save.error} onClose={() => save.reset()} />
          ) : null}
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('margins.prices.service')}</Table.Th>
                  {list.canEdit && <Table.Th visibleFrom="sm">{t('margins.prices.packagePrice')}</Table.Th>}
                  {list.canEdit && <Table.Th>{t('margins.prices.margin')}</Table.Th>}
                  <Table.Th>{list.canEdit ? t('margins.prices.memberPrice') : t('margins.prices.yourPrice')}</Table.Th>
                  {list.canEdit && <Table.Th visibleFrom="sm">{t('margins.prices.cap')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r, i) => {
                  const service = label(r.label);
                  const margin = form.values.margins[i]?.margin;
                  // The member price follows the box as the owner types, so it is seen before it is saved.
                  const memberPrice = (r.packagePrice ?? 0) + (typeof margin === 'number' ? margin : 0);
                  return (
                    <Table.Tr key={r.code} data-testid={`member-price-${r.code}`}>
                      <Table.Td>{service}</Table.Td>
                      {list.canEdit && <Table.Td visibleFrom="sm">{formatRupeeAmount(r.packagePrice ?? 0)}</Table.Td>}
                      {list.canEdit && (
                        <Table.Td>
                          <RupeeInput
                            aria-label={t('margins.prices.marginOf', { service })}
                            max={r.cap}
                            disabled={r.cap === 0}
                            value={margin ?? ''}
                            error={form.errors[`margins.${i}.margin`]}
                            onChange={(v) => form.setFieldValue(`margins.${i}.margin`, typeof v === 'number' ? v : '')}
                          />
                        </Table.Td>
                      )}
                      <Table.Td>{formatRupeeAmount(list.canEdit ? memberPrice : (r.memberPrice ?? 0))}</Table.Td>
                      {list.canEdit && <Table.Td visibleFrom="sm">{formatRupeeAmount(r.cap)}</Table.Td>}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('margins.prices.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}

function History({ list }: { list: MemberPriceList }) {
  const t = useT();
  const label = useLabel();
  const { formatDateTime } = useFormat();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('margins.prices.history')}
      </Title>
      {list.history.length === 0 ? (
        <Text c="dimmed">{t('margins.prices.noHistory')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped>
            <Table.Caption>{t('margins.prices.history')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('margins.prices.from')}</Table.Th>
                <Table.Th>{t('margins.prices.service')}</Table.Th>
                <Table.Th>{t('margins.prices.margin')}</Table.Th>
                <Table.Th>{t('margins.prices.setBy')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.history.map((h, i) => (
                <Table.Tr key={`${h.code}-${h.from}-${i}`}>
                  <Table.Td>{formatDateTime(h.from)}</Table.Td>
                  <Table.Td>{label(h.label)}</Table.Td>
                  <Table.Td>{formatRupeeAmount(h.margin)}</Table.Td>
                  <Table.Td>{h.setBy}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
