import { Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconShieldLock, IconUsersGroup } from '@tabler/icons-react';

const PILLARS = [
  {
    icon: IconBuildingStore,
    title: 'For citizens',
    text:
      'Apply for a PAN card or use everyday financial services at a shop you already know, ' +
      'with a person to help you fill in the details correctly.',
  },
  {
    icon: IconUsersGroup,
    title: 'For agents and shop owners',
    text:
      'Registered merchants, their staff and franchise members apply for their customers, ' +
      'track every application and keep their wallet and reports in one place.',
  },
  {
    icon: IconShieldLock,
    title: 'Checked by our back office',
    text: 'Our operators verify each application and its documents before it goes to the issuing agency, and follow up on any rejection.',
  },
];

export default function AboutPage() {
  // The business name is in the header and footer: text here that changed when business info arrived would move the page.
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="md" maw={760}>
        <Title order={1}>About us</Title>
        <Text size="lg">
          We run a service portal for PAN card applications and related financial services. We do not sell to the public
          directly: we work through registered agents and shop owners, so that help is available close to where people
          live and work.
        </Text>
        <Text c="dimmed">
          Agents apply for new PAN cards and corrections through the NSDL (Protean) and UTIITSL channels, and offer bill
          payments, recharges, Aadhaar-based banking, insurance and investment services from the same counter.
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl" mt={48}>
        {PILLARS.map((p) => (
          <Stack key={p.title} gap="xs">
            <ThemeIcon size={48} radius="md" variant="light">
              <p.icon size={26} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h4">
              {p.title}
            </Title>
            <Text c="dimmed">{p.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>

      <Stack gap="sm" mt={48} maw={760}>
        <Title order={2} size="h3">
          What you can expect from us
        </Title>
        <List spacing="xs">
          <List.Item>The fee for a service is told to you before you apply.</List.Item>
          <List.Item>Every application gets a reference or acknowledgement number you can keep.</List.Item>
          <List.Item>Your documents are used only for the application you made.</List.Item>
          <List.Item>
            Questions and complaints go to our head office, whose contact details are on every page.
          </List.Item>
        </List>
      </Stack>
    </Container>
  );
}
