import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { dashboardCardHome, type ShopFigure } from '../../../contract/dashboard-figures';
import type { ShopServiceCard } from '../../../contract/dashboard';
import { formatCount } from '../DataTable/format';
import type { MessageId } from '../../../contract/i18n';
import { useT } from '../../i18n/merchant';
import { useLabel } from '../../i18n/labels';

/** The shop's words for where its requests are, and the colour a non-zero figure is drawn in. */
const FIGURES: Record<ShopFigure, { id: MessageId; color: string }> = {
  drafts: { id: 'merchant.dashboard.drafts', color: 'gray' },
  withOffice: { id: 'merchant.dashboard.withOffice', color: 'blue' },
  yourTurn: { id: 'merchant.dashboard.yourTurn', color: 'orange' },
  finished: { id: 'merchant.dashboard.finished', color: 'green' },
};

/**
 * A card per service the shop may sell (contract/dashboard.ts draws them from the workflows): where its requests
 * are, and a link to the service. `extras` adds a service's own lines (the ways to apply, a login id) by card id.
 */
export function ShopServiceCards({
  cards,
  extras = {},
}: {
  cards: readonly ShopServiceCard[];
  extras?: Partial<Record<string, ReactNode>>;
}) {
  const t = useT();
  const label = useLabel();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(4, Math.max(cards.length, 1)) }} spacing="md">
      {cards.map((c) => {
        const home = dashboardCardHome(c.service, 'merchant');
        return (
          <Card key={c.service} withBorder radius="md" padding="lg" data-testid={`dash-service-${c.service}`}>
            <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
              <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                {label(c.label)}
              </Title>
              {home && (
                <Anchor
                  component={Link}
                  to={home}
                  size="sm"
                  aria-label={t('merchant.dashboard.openService', { service: label(c.label) })}
                >
                  {t('merchant.dashboard.open')}
                </Anchor>
              )}
            </Group>
            <Stack gap={6}>
              {c.referralsThisMonth != null && (
                <FigureRow label={t('merchant.dashboard.referralsThisMonth')} n={c.referralsThisMonth} color="teal" />
              )}
              {c.figures.map((f) => (
                <FigureRow key={f.figure} label={t(FIGURES[f.figure].id)} n={f.n} color={FIGURES[f.figure].color} />
              ))}
            </Stack>
            {extras[c.service]}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

function FigureRow({ label, n, color }: { label: string; n: number; color: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm">{label}</Text>
      <Badge variant="light" size="lg" color={n > 0 ? color : 'gray'} style={{ flexShrink: 0 }}>
        {formatCount(n)}
      </Badge>
    </Group>
  );
}
