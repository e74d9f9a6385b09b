import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { AppType } from '../../../../contract/nsdl-pan';
import { PAN_CATEGORIES, type PanCategory } from '../../../../contract/pan';
import { PAN_ROUTES } from '../../../api/nsdl-pan';
import { formTitle } from './form-state';

/** One line on who belongs to each category, so an agent picks the right one. */
export const CATEGORY_HINTS: Record<PanCategory, string> = {
  individual: 'A person, adult or minor (a minor through a representative). Aadhaar is needed.',
  huf: 'A Hindu undivided family, applied for by its Karta.',
  company: 'A company registered in India with the Registrar of Companies.',
  firm: 'A partnership firm or a limited liability partnership (LLP).',
  aop: 'An association of persons, e.g. a joint venture or a society.',
  boi: 'A body of individuals coming together for a purpose.',
  trust: 'A trust, public or private, with its trust deed.',
  'local-authority': 'A municipality, panchayat or other local authority.',
  ajp: 'An artificial juridical person, e.g. a university or a deity.',
  government: 'A government department, ministry or body.',
};

/** The n/apply and c/apply screens: choose the applicant's category, then fill in its form. */
export function CategoryChoice({ appType }: { appType: AppType }) {
  const other: AppType = appType === 'N' ? 'C' : 'N';
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {formTitle(appType)}
        </Title>
        <Text c="dimmed">
          {appType === 'N'
            ? 'For an applicant who has never had a PAN. Choose who the applicant is:'
            : 'For an applicant who already has a PAN and needs a detail changed or the card reprinted. Choose who the applicant is:'}
        </Text>
      </div>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Applicant categories"
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
                    {c.label}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {CATEGORY_HINTS[c.value]}
                  </Text>
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      PAN 4th letter
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
        {appType === 'N' ? 'The applicant already has a PAN? ' : 'The applicant has no PAN yet? '}
        <Anchor component={Link} to={PAN_ROUTES.merchant.choose(other)}>
          {other === 'C' ? 'Apply for a change / correction (CSF)' : 'Apply for a new PAN (Form 49A)'}
        </Anchor>
      </Text>
    </Stack>
  );
}
