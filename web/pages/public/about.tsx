import { Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconShieldLock, IconUsersGroup } from '@tabler/icons-react';
import { useT } from '../../i18n/site';

const PILLARS = [
  { icon: IconBuildingStore, title: 'site.about.citizens.title', text: 'site.about.citizens.text' },
  { icon: IconUsersGroup, title: 'site.about.agents.title', text: 'site.about.agents.text' },
  { icon: IconShieldLock, title: 'site.about.office.title', text: 'site.about.office.text' },
] as const;

const PROMISES = [
  'site.about.expect.fee',
  'site.about.expect.number',
  'site.about.expect.documents',
  'site.about.expect.complaints',
] as const;

export default function AboutPage() {
  const t = useT();
  // The business name is in the header and footer: text here that changed when business info arrived would move the page.
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="md" maw={760}>
        <Title order={1}>{t('site.about.title')}</Title>
        <Text size="lg">{t('site.about.intro')}</Text>
        <Text c="dimmed">{t('site.about.channels')}</Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl" mt={48}>
        {PILLARS.map((p) => (
          <Stack key={p.title} gap="xs">
            <ThemeIcon size={48} radius="md" variant="light">
              <p.icon size={26} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h4">
              {t(p.title)}
            </Title>
            <Text c="dimmed">{t(p.text)}</Text>
          </Stack>
        ))}
      </SimpleGrid>

      <Stack gap="sm" mt={48} maw={760}>
        <Title order={2} size="h3">
          {t('site.about.expect.title')}
        </Title>
        <List spacing="xs">
          {PROMISES.map((id) => (
            <List.Item key={id}>{t(id)}</List.Item>
          ))}
        </List>
      </Stack>
    </Container>
  );
}
