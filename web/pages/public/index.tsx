import { Badge, Box, Button, Container, Grid, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconFileCheck, IconMapPin, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAssetUrl, useBusinessInfo } from '../../api/site';
import { HomeContent } from '../../components/site-content/HomeContent';
import { SERVICES } from './services-data';
import { ServiceCard } from './parts/ServiceCard';
import classes from './home.module.css';

const FEATURED = ['pancard', 'aeps', 'bbps', 'recharges', 'digital-signature', 'health-insurance'];

const STEPS = [
  { icon: IconMapPin, title: 'Visit an agent', text: 'Go to a registered agent or shop near you with your documents.' },
  {
    icon: IconFileCheck,
    title: 'Apply with help',
    text: 'The agent fills in the application on this portal, checks it with you and uploads the documents.',
  },
  {
    icon: IconUserCheck,
    title: 'Track to the end',
    text: 'You get an acknowledgement number; the agent follows the application until it is done.',
  },
];

export default function HomePage() {
  const { data: info } = useBusinessInfo();
  const logo = useAssetUrl('logo');
  const featured = SERVICES.filter((s) => FEATURED.includes(s.key));
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 48, md: 80 }}>
          <Grid align="center" gutter={{ base: 'xl', md: 48 }}>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Badge variant="filled" color="saffron.9" size="lg" radius="sm">
                PAN &amp; financial services
              </Badge>
              <Title order={1} className={classes.title} mt="md">
                PAN card and everyday financial services, at a shop near you
              </Title>
              {/* No business name here: the prerendered hero must not change (and move) when business info arrives. */}
              <Text size="lg" mt="md" className={classes.lead}>
                We work with registered agents and shop owners to help you apply for a PAN card, pay bills, withdraw
                cash with Aadhaar and more — with someone beside you to help.
              </Text>
              <Group mt="xl" gap="sm">
                <Button
                  component={Link}
                  to="/services"
                  size="md"
                  color="saffron.9"
                  rightSection={<IconArrowRight size={18} />}
                >
                  Explore services
                </Button>
                <Button component={Link} to="/contact" size="md" variant="white" color="navy">
                  Contact us
                </Button>
              </Group>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="md">
              <Box className={classes.logoPanel}>
                <img src={logo} alt={info ? `${info.businessName} logo` : 'Logo'} className={classes.logo} />
              </Box>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
      <HomeContent />

      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Group justify="space-between" align="flex-end" mb="lg">
          <div>
            <Title order={2}>Popular services</Title>
            <Text c="dimmed" mt={4}>
              The services people ask us for most.
            </Text>
          </div>
          <Button component={Link} to="/services" variant="subtle" rightSection={<IconArrowRight size={16} />}>
            All 13 services
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {featured.map((s) => (
            <ServiceCard key={s.key} service={s} />
          ))}
        </SimpleGrid>
      </Container>

      <Box className={classes.band}>
        <Container size="lg" py={{ base: 40, md: 64 }}>
          <Title order={2} ta="center">
            How it works
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" mt="xl">
            {STEPS.map((s, i) => (
              <Stack key={s.title} align="center" gap="xs" ta="center">
                <ThemeIcon size={56} radius="xl" variant="light">
                  <s.icon size={28} stroke={1.6} aria-hidden />
                </ThemeIcon>
                <Text fw={700} size="lg">
                  {i + 1}. {s.title}
                </Text>
                <Text c="dimmed" maw={300}>
                  {s.text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Box className={classes.cta}>
          <div>
            <Title order={2} size="h3" c="white">
              Are you an agent or shop owner?
            </Title>
            <Text c="white" mt={6} opacity={0.9}>
              Sign in to apply for your customers, or contact our head office to become a registered agent.
            </Text>
          </div>
          <Group gap="sm">
            <Button component={Link} to="/auth/login" variant="white" color="navy" size="md">
              Agent login
            </Button>
            <Button
              component={Link}
              to="/contact"
              variant="outline"
              color="white"
              size="md"
              className={classes.ctaOutline}
            >
              Contact us
            </Button>
          </Group>
        </Box>
      </Container>
    </>
  );
}
