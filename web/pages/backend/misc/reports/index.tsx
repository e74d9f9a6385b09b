import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarStats, IconReceipt } from '@tabler/icons-react';
import { PORTAL_PAGES } from '../../../../../contract/portal-pages';
import type { MessageId } from '../../../../../contract/i18n';
import { useT } from '../../../../i18n/office';
import { PageHeading } from '../../../../components/PageHeading';

type ReportLink = { to: string; titleId: MessageId; textId: MessageId; icon: Icon };

/** The reports that exist; a report appears here when its screen does. */
export const BACKEND_REPORTS: ReportLink[] = [
  {
    to: '/backend/misc/reports/daily-collection',
    titleId: 'office.reports.dailyCollection',
    textId: 'office.reports.dailyCollectionText',
    icon: IconCalendarStats,
  },
  {
    to: PORTAL_PAGES.backend.payments,
    titleId: 'office.reports.payments',
    textId: 'office.reports.paymentsText',
    icon: IconReceipt,
  },
];

/** /backend/misc/reports (docs/product.md#back-office misc reports index). */
export default function BackendReportsIndex() {
  const t = useT();
  return (
    <Stack gap="md">
      <PageHeading title={t('office.reports.title')} description={t('office.reports.intro')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {BACKEND_REPORTS.map((r) => (
          <Card key={r.to} withBorder radius="md" padding="lg">
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={40} radius="md">
                <r.icon size={22} aria-hidden />
              </ThemeIcon>
              <div>
                <Anchor component={Link} to={r.to} fw={600}>
                  {t(r.titleId)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t(r.textId)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
