import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/site';
import { SERVICES } from './services-data';
import { ServiceCard } from './parts/ServiceCard';

export default function ServicesPage() {
  const t = useT();
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Title order={1}>{t('site.services.title')}</Title>
      <Text c="dimmed" size="lg" mt="sm" maw={720}>
        {t('site.services.lead')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="xl">
        {SERVICES.map((s) => (
          <ServiceCard key={s.key} service={s} headingLevel={2} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
