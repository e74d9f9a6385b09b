import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { formatRupeeAmount as rupees } from '../../../contract/money';
import { COUPON_TYPES, type UtiMerchantSummary } from '../../../contract/uti';
import { formatCount } from '../DataTable';
import { useT } from '../../i18n/uti';

/**
 * The shop's coupons per type: allotted, and asked for but not decided yet. Not a balance: coupons are
 * used on UTIITSL's portal, out of this portal's sight (docs/decisions/0053).
 */
export function CouponTotals({ summary, stacked = false }: { summary: UtiMerchantSummary; stacked?: boolean }) {
  const t = useT();
  // Beside the request form the cards stand one above the other; on a dashboard, side by side.
  return (
    <SimpleGrid cols={stacked ? { base: 1, xs: 2, md: 1 } : { base: 1, sm: 2 }} spacing="md">
      {COUPON_TYPES.map((type) => {
        const c = summary.coupons[type.value];
        const price = summary.prices[type.value];
        return (
          <Card key={type.value} withBorder radius="md" padding="md" data-testid={`coupons-${type.value}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text size="sm" fw={600}>
                {t('uti.totals.typeCoupons', { type: type.label })}
              </Text>
              <Text size="xs" c="dimmed">
                {price === null ? t('uti.totals.noPrice') : t('uti.totals.each', { price: rupees(price) })}
              </Text>
            </Group>
            <Text
              fz={28}
              fw={700}
              lh={1.3}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              aria-label={t('uti.totals.allottedLabel', { type: type.label, count: c.allotted })}
            >
              {formatCount(c.allotted)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('uti.totals.line', { waiting: formatCount(c.waiting), requested: formatCount(c.requested) })}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
