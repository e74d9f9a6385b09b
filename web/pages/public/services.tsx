import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { SERVICES } from './services-data';
import { ServiceCard } from './parts/ServiceCard';

export default function ServicesPage() {
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Title order={1}>Our Services</Title>
      <Text c="dimmed" size="lg" mt="sm" maw={720}>
        Visit a registered agent near you for any of these services. The agent completes the work on this portal and
        gives you a receipt or acknowledgement.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="xl">
        {SERVICES.map((s) => (
          <ServiceCard key={s.key} service={s} headingLevel={2} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
