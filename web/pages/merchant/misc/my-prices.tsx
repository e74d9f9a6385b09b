import { useEffect } from 'react';
import { Alert, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatRupeeAmount } from '../../../../contract/money';
import { ShopPriceForm, type ShopPriceList } from '../../../../contract/receipts';
import { useSaveShopPrices, useShopPrices } from '../../../api/receipts';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { LoadingOverlay } from '../../../components/LoadingOverlay';
import { showServerErrors, useContractForm } from '../../../components/forms/use-contract-form';
import { useLabel } from '../../../i18n/labels';
import { useT } from '../../../i18n/receipts';
import { RupeeInput } from '../../../components/money/RupeeInput';
import { PageHeading } from '../../../components/PageHeading';

type Values = { rates: { code: ShopPriceList['rows'][number]['code']; price: number | null }[] };
const valuesOf = (list: ShopPriceList): Values => ({
  rates: list.rows.filter((r) => r.packagePrice != null).map((r) => ({ code: r.code, price: r.price })),
});

/**
 * /merchant/misc/my-prices (issue 27): what the shop charges its customers for each service it sells, which its
 * receipts print. The owner edits; staff and franchise members read their shop's list.
 */
export default function MyPricesPage() {
  const t = useT();
  const query = useShopPrices();
  return (
    <Stack gap="md" pos="relative" mih={200}>
      <PageHeading title={t('receipts.prices.title')} description={t('receipts.prices.intro')} />
      {query.isError ? (
        <FormErrorAlert error={query.error} title={t('receipts.prices.loadFailed')} />
      ) : query.data ? (
        <PriceTable list={query.data} />
      ) : (
        <LoadingOverlay visible />
      )}
    </Stack>
  );
}

function PriceTable({ list }: { list: ShopPriceList }) {
  const t = useT();
  const label = useLabel();
  const save = useSaveShopPrices();
  const form = useContractForm<Values>({ schema: ShopPriceForm, initialValues: valuesOf(list) });
  // Once saved, the boxes show what the server kept.
  useEffect(() => form.setValues(valuesOf(list)), [list]); // eslint-disable-line react-hooks/exhaustive-deps
  const sold = list.rows.filter((r) => r.packagePrice != null);
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notifications.show({ color: 'green', message: t('receipts.prices.saved') }),
      onError: (err) => showServerErrors(form, err),
    }),
  );
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!list.canEdit && (
            <Alert color="blue" variant="light">
              {t('receipts.prices.readOnly')}
            </Alert>
          )}
          {save.error && !Object.keys(form.errors).length ? (
            <FormErrorAlert error={save.error} onClose={() => save.reset()} />
          ) : null}
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('receipts.prices.service')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('receipts.prices.portal')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('receipts.prices.govFee')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('receipts.prices.cap')}</Table.Th>
                  <Table.Th>{t('receipts.prices.yours')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sold.map((r, i) => {
                  const service = label(r.label);
                  const price = form.values.rates[i]?.price;
                  return (
                    <Table.Tr key={r.code} data-testid={`price-${r.code}`}>
                      <Table.Td>
                        {service}
                        {/* On a phone the three figures go under the service, so the price box stays in view. */}
                        <Text size="xs" c="dimmed" hiddenFrom="sm">
                          {t('receipts.prices.phoneLine', {
                            portal: formatRupeeAmount(r.packagePrice ?? 0),
                            fee: formatRupeeAmount(r.govFee),
                            cap: r.cap == null ? t('receipts.prices.noCap') : formatRupeeAmount(r.cap),
                          })}
                        </Text>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">{formatRupeeAmount(r.packagePrice ?? 0)}</Table.Td>
                      <Table.Td visibleFrom="sm">{formatRupeeAmount(r.govFee)}</Table.Td>
                      <Table.Td visibleFrom="sm">
                        {r.cap == null ? t('receipts.prices.noCap') : formatRupeeAmount(r.cap)}
                      </Table.Td>
                      <Table.Td>
                        {list.canEdit ? (
                          <RupeeInput
                            aria-label={t('receipts.prices.priceOf', { service })}
                            placeholder={formatRupeeAmount(r.packagePrice ?? 0)}
                            value={price ?? ''}
                            error={form.errors[`rates.${i}.price`]}
                            onChange={(v) => form.setFieldValue(`rates.${i}.price`, typeof v === 'number' ? v : null)}
                          />
                        ) : (
                          formatRupeeAmount(r.price ?? r.packagePrice ?? 0)
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('receipts.prices.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
