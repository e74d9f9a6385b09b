import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { dashboardCardHome } from '../../../contract/dashboard-figures';
import type { OfficeQueue } from '../../../contract/dashboard';
import { formatCount } from '../DataTable/format';
import { useT } from '../../i18n/merchant';
import { useLabel } from '../../i18n/labels';

/**
 * The back office's work per service, drawn from the workflows (contract/dashboard.ts): each state it has a move
 * in and how many requests wait there, the service's page a click away.
 */
/** "paperless PAN application" at the head of a line: its first letter up, the rest as the workflow wrote it. */
const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function OfficeQueues({ services }: { services: readonly OfficeQueue[] }) {
  const t = useT();
  const label = useLabel();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {services.map((s) => {
        const home = dashboardCardHome(s.service, 'backend');
        const waiting = s.queues.reduce((a, q) => a + q.n, 0);
        return (
          <Card
            key={s.service}
            withBorder
            radius="md"
            padding="lg"
            data-testid={`queue-${s.service}`}
            style={{ borderLeft: `4px solid var(--mantine-color-${waiting > 0 ? 'yellow-6' : 'gray-3'})` }}
          >
            <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
              <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {label(s.label)}
              </Title>
              {home && (
                <Anchor
                  component={Link}
                  to={home}
                  size="sm"
                  aria-label={t('merchant.dashboard.openService', { service: label(s.label) })}
                >
                  {t('merchant.dashboard.open')}
                </Anchor>
              )}
            </Group>
            <Stack gap={6}>
              {s.queues.map((q) => (
                <Group key={`${q.kind}:${q.state}`} justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {sentence(label(q.noun))}: {label(q.label)}
                  </Text>
                  <Badge variant="light" size="lg" color={q.n > 0 ? 'yellow' : 'gray'} style={{ flexShrink: 0 }}>
                    {formatCount(q.n)}
                  </Badge>
                </Group>
              ))}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
