import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconFileCheck, IconMapPin, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAssetUrl, useBusinessInfo } from '../../api/site';
import { HomeContent } from '../../components/site-content/HomeContent';
import { useT } from '../../i18n/site';
import { useT as useTrackT } from '../../i18n/track';
import { useSiteHref } from '../../i18n/site-address';
import { SERVICES } from './services-data';
import { ServiceCard } from './parts/ServiceCard';
import classes from './home.module.css';

const FEATURED = ['pancard', 'aeps', 'bbps', 'recharges', 'digital-signature', 'health-insurance'];

const STEPS = [
  { icon: IconMapPin, title: 'site.home.visit.title', text: 'site.home.visit.text' },
  { icon: IconFileCheck, title: 'site.home.apply.title', text: 'site.home.apply.text' },
  { icon: IconUserCheck, title: 'site.home.track.title', text: 'site.home.track.text' },
] as const;

export default function HomePage() {
  const { data: info } = useBusinessInfo();
  const logo = useAssetUrl('logo');
  const featured = SERVICES.filter((s) => FEATURED.includes(s.key));
  const t = useT();
  const tt = useTrackT();
  const href = useSiteHref();
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 48, md: 80 }}>
          <Grid align="center" gutter={{ base: 'xl', md: 48 }}>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Badge variant="filled" color="saffron.9" size="lg" radius="sm">
                {t('site.home.badge')}
              </Badge>
              <Title order={1} className={classes.title} mt="md">
                {t('site.home.title')}
              </Title>
              {/* No business name here: the prerendered hero must not change (and move) when business info arrives. */}
              <Text size="lg" mt="md" className={classes.lead}>
                {t('site.home.lead')}
              </Text>
              <Group mt="xl" gap="sm">
                <Button
                  component={Link}
                  to={href('/services')}
                  size="md"
                  color="saffron.9"
                  rightSection={<IconArrowRight size={18} />}
                >
                  {t('site.home.explore')}
                </Button>
                <Button component={Link} to={href('/contact')} size="md" variant="white" color="navy">
                  {t('site.home.contact')}
                </Button>
              </Group>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="md">
              <Box className={classes.logoPanel}>
                <img
                  src={logo}
                  alt={info ? t('site.home.logoOf', { name: info.businessName }) : t('site.home.logo')}
                  className={classes.logo}
                />
              </Box>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
      <HomeContent />

      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Group justify="space-between" align="flex-end" mb="lg">
          <div>
            <Title order={2}>{t('site.home.popular')}</Title>
            <Text c="dimmed" mt={4}>
              {t('site.home.popularText')}
            </Text>
          </div>
          <Button component={Link} to={href('/services')} variant="subtle" rightSection={<IconArrowRight size={16} />}>
            {t('site.home.allServices', { count: SERVICES.length })}
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
            {t('site.home.howItWorks')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" mt="xl">
            {STEPS.map((s, i) => (
              <Stack key={s.title} align="center" gap="xs" ta="center">
                <ThemeIcon size={56} radius="xl" variant="light">
                  <s.icon size={28} stroke={1.6} aria-hidden />
                </ThemeIcon>
                <Text fw={700} size="lg">
                  {t('site.home.step', { number: i + 1, title: t(s.title) })}
                </Text>
                <Text c="dimmed" maw={300}>
                  {t(s.text)}
                </Text>
                {s.title === 'site.home.track.title' && (
                  <Anchor component={Link} to={href('/track')} fw={600}>
                    {tt('track.homeLink')}
                  </Anchor>
                )}
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Box className={classes.cta}>
          <div>
            <Title order={2} size="h3" c="white">
              {t('site.home.cta.title')}
            </Title>
            <Text c="white" mt={6} opacity={0.9}>
              {t('site.home.cta.text')}
            </Text>
          </div>
          <Group gap="sm">
            <Button component={Link} to={href('/auth/login')} variant="white" color="navy" size="md">
              {t('site.home.cta.login')}
            </Button>
            <Button
              component={Link}
              to={href('/contact')}
              variant="outline"
              color="white"
              size="md"
              className={classes.ctaOutline}
            >
              {t('site.home.contact')}
            </Button>
          </Group>
        </Box>
      </Container>
    </>
  );
}
