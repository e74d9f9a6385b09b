import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { AppType } from '../../../../contract/nsdl-pan';
import { PAN_CATEGORIES, type PanCategory } from '../../../../contract/pan';
import { PAN_ROUTES } from '../../../api/nsdl-pan';
import type { MessageId } from '../../../../contract/i18n';
import { useT } from '../../../i18n/pan';
import { useLabel } from '../../../i18n/labels';
import { formTitleId } from './fields';
import { PageHeading } from '../../PageHeading';

/** One line on who belongs to each category, so an agent picks the right one. */
export const CATEGORY_HINTS: Record<PanCategory, MessageId> = {
  individual: 'pan.choose.hint.individual',
  huf: 'pan.choose.hint.huf',
  company: 'pan.choose.hint.company',
  firm: 'pan.choose.hint.firm',
  aop: 'pan.choose.hint.aop',
  boi: 'pan.choose.hint.boi',
  trust: 'pan.choose.hint.trust',
  'local-authority': 'pan.choose.hint.localAuthority',
  ajp: 'pan.choose.hint.ajp',
  government: 'pan.choose.hint.government',
};

/** The n/apply and c/apply screens: choose the applicant's category, then fill in its form. */
export function CategoryChoice({ appType }: { appType: AppType }) {
  const t = useT();
  const label = useLabel();
  const other: AppType = appType === 'N' ? 'C' : 'N';
  return (
    <Stack gap="md">
      <PageHeading
        title={t(formTitleId(appType))}
        description={t(appType === 'N' ? 'pan.choose.newIntro' : 'pan.choose.changeIntro')}
      />
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('pan.choose.categories')}
      >
        {PAN_CATEGORIES.map((c) => (
          <li key={c.value}>
            <Card
              component={Link}
              to={PAN_ROUTES.merchant.form(c.value, appType)}
              withBorder
              radius="md"
              padding="md"
              h="100%"
              data-testid={`category-${c.value}`}
              style={{ textDecoration: 'none' }}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Stack gap={4}>
                  <Text fw={700} c="var(--mantine-color-anchor)">
                    {label(c.label)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(CATEGORY_HINTS[c.value])}
                  </Text>
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      {t('pan.choose.panLetter')}
                    </Text>
                    <Badge variant="light" radius="sm" ff="monospace">
                      {c.panLetter}
                    </Badge>
                  </Group>
                </Stack>
                <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
              </Group>
            </Card>
          </li>
        ))}
      </SimpleGrid>
      <Text size="sm">
        {t(appType === 'N' ? 'pan.choose.hasPan' : 'pan.choose.hasNoPan')}
        <Anchor component={Link} to={PAN_ROUTES.merchant.choose(other)}>
          {t(other === 'C' ? 'pan.choose.applyChange' : 'pan.choose.applyNew')}
        </Anchor>
      </Text>
    </Stack>
  );
}
