import { Card, Text, ThemeIcon } from '@mantine/core';
import { useT } from '../../../i18n/site';
import type { Service } from '../services-data';

/** `headingLevel` keeps the outline unbroken: h3 under a section's h2, h2 directly under the page's h1. */
export function ServiceCard({ service, headingLevel = 3 }: { service: Service; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Icon = service.icon;
  return (
    <Card withBorder padding="lg" radius="md" h="100%" component="article">
      <ThemeIcon size={44} radius="md" variant="light" color="saffron.8">
        <Icon size={24} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Text component={headingLevel === 2 ? 'h2' : 'h3'} fw={700} size="lg" mt="md" mb={6}>
        {t(service.title)}
      </Text>
      <Text size="sm" c="dimmed" lh={1.6}>
        {t(service.description)}
      </Text>
    </Card>
  );
}
