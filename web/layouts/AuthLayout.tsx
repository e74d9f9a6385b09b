import { Suspense } from 'react';
import { Anchor, Box, Center, Container, Group, Loader, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { useBusinessInfo } from '../api/site';
import { BrandLogo } from '../components/BrandLogo';
import { ThemeToggle } from '../components/ThemeToggle';
import { copyrightLine } from '../../contract/site-text';
import { useT } from '../i18n/site';
import { useLanguageAddress, useSiteHref } from '../i18n/site-address';
import classes from './AuthLayout.module.css';

/**
 * Its own component: the layout itself must not redraw when business info arrives, or React would have to
 * finish taking over the prerendered form at once, in one long task, to pass it the new layout.
 */
function Copyright() {
  const { data: info } = useBusinessInfo();
  return (
    <Text size="sm" c="dimmed">
      {info ? copyrightLine(info.businessName) : ''}
    </Text>
  );
}

/** docs/product.md#public-site auth layout: a calm page with just the brand, the form and a way back. */
export default function AuthLayout() {
  const t = useT();
  const href = useSiteHref();
  useLanguageAddress();
  return (
    <Box className={classes.page}>
      <Container component="header" size="lg" w="100%">
        <Group justify="space-between" py="md" wrap="nowrap">
          <BrandLogo size={40} to={href('/')} />
          <ThemeToggle />
        </Group>
      </Container>
      <Box component="main" className={classes.main}>
        <Suspense
          fallback={
            <Center py={80}>
              <Loader />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <Container component="footer" size="lg" py="lg" w="100%">
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={href('/')} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden /> {t('site.layout.backHome')}
            </Group>
          </Anchor>
          <Copyright />
        </Group>
      </Container>
    </Box>
  );
}
