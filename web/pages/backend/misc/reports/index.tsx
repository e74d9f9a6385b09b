import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarStats, IconReceipt } from '@tabler/icons-react';
import { PORTAL_PAGES } from '../../../../../contract/portal-pages';

type ReportLink = { to: string; title: string; text: string; icon: Icon };

/** The reports that exist; a report appears here when its screen does. */
export const BACKEND_REPORTS: ReportLink[] = [
  {
    to: '/backend/misc/reports/daily-collection',
    title: 'Daily collection',
    text:
      'Per day: top-ups by bank and by UPI, adjustments, service revenue, refunds and the net ' +
      '(exports to Excel, PDF and CSV), with each service’s charges and refunds.',
    icon: IconCalendarStats,
  },
  {
    to: PORTAL_PAGES.backend.payments,
    title: 'Payment requests',
    text: 'Every merchant deposit with its status; filter by date, status or merchant and export.',
    icon: IconReceipt,
  },
];

/** /backend/misc/reports (docs/product.md#back-office misc reports index). */
export default function BackendReportsIndex() {
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Reports
        </Title>
        <Text c="dimmed">Figures across all merchants.</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {BACKEND_REPORTS.map((r) => (
          <Card key={r.to} withBorder radius="md" padding="lg">
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={40} radius="md">
                <r.icon size={22} aria-hidden />
              </ThemeIcon>
              <div>
                <Anchor component={Link} to={r.to} fw={600}>
                  {r.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {r.text}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
