import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { formatRupeeAmount as rupees } from '../../../contract/money';
import { COUPON_TYPES, type UtiMerchantSummary } from '../../../contract/uti';
import { formatCount } from '../DataTable';

/**
 * The shop's coupons per type: allotted, and asked for but not decided yet. Not a balance: coupons are
 * used on UTIITSL's portal, out of this portal's sight (docs/decisions/0053).
 */
export function CouponTotals({ summary, stacked = false }: { summary: UtiMerchantSummary; stacked?: boolean }) {
  // Beside the request form the cards stand one above the other; on a dashboard, side by side.
  return (
    <SimpleGrid cols={stacked ? { base: 1, xs: 2, md: 1 } : { base: 1, sm: 2 }} spacing="md">
      {COUPON_TYPES.map((t) => {
        const c = summary.coupons[t.value];
        const price = summary.prices[t.value];
        return (
          <Card key={t.value} withBorder radius="md" padding="md" data-testid={`coupons-${t.value}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text size="sm" fw={600}>
                {t.label} coupons
              </Text>
              <Text size="xs" c="dimmed">
                {price === null ? 'No price set' : `${rupees(price)} each`}
              </Text>
            </Group>
            <Text
              fz={28}
              fw={700}
              lh={1.3}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              aria-label={`${t.label}: ${c.allotted} allotted`}
            >
              {formatCount(c.allotted)}
            </Text>
            <Text size="xs" c="dimmed">
              Allotted · {formatCount(c.waiting)} waiting for allotment · {formatCount(c.requested)} requested in all
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
