import { lazy, Suspense, useState } from 'react';
import { AppShell, Burger, Button, Center, Container, Group, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin } from '@tabler/icons-react';
import { Link, NavLink, Outlet } from 'react-router';
import { BrandLogo } from '../components/BrandLogo';
import { ThemeToggle } from '../components/ThemeToggle';
import { useT } from '../i18n/site';
import { PublicLanguageSwitch } from '../i18n/PublicLanguageSwitch';
import { PUBLIC_HEADER_HEIGHT } from '../theme';
import { PUBLIC_LINKS } from './publicLinks';
import { useLanguageAddress, useSiteHref } from '../i18n/site-address';
import { PublicFooter } from './PublicFooter';
import classes from './PublicLayout.module.css';

// Phones only, and only once the menu is opened: the drawer's code stays out of the first load.
const PublicMobileMenu = lazy(() => import('./PublicMobileMenu'));

/** docs/product.md#public-site public layout: header (60) with the site's pages and login, the page, then the footer. */
export default function PublicLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const t = useT();
  const href = useSiteHref();
  useLanguageAddress();
  const onBurger = () => {
    setMenuUsed(true);
    toggle();
  };
  return (
    <AppShell header={{ height: PUBLIC_HEADER_HEIGHT }}>
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" className={classes.brand}>
              <Burger
                opened={opened}
                onClick={onBurger}
                hiddenFrom="md"
                size="sm"
                aria-label={t('site.layout.openMenu')}
              />
              <BrandLogo size={34} to={href('/')} />
            </Group>
            <Group gap={4} visibleFrom="md" component="nav" aria-label={t('site.layout.siteNav')}>
              {PUBLIC_LINKS.map((l) => (
                <NavLink key={l.to} to={href(l.to)} end className={classes.link}>
                  {t(l.label)}
                </NavLink>
              ))}
            </Group>
            <Group gap="xs" wrap="nowrap" justify="flex-end" className={classes.actions}>
              {/* On a phone it is in the menu: beside the burger, theme and login it would squeeze out the name. */}
              <PublicLanguageSwitch visibleFrom="sm" />
              <ThemeToggle />
              <Button component={Link} to={href('/auth/login')} leftSection={<IconLogin size={18} />}>
                {t('site.layout.login')}
              </Button>
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      {menuUsed && (
        <Suspense fallback={null}>
          <PublicMobileMenu opened={opened} onClose={close} />
        </Suspense>
      )}
      <div className={classes.page}>
        <main className={classes.content}>
          <Suspense
            fallback={
              <Center py={80}>
                <Loader />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </main>
        <PublicFooter />
      </div>
    </AppShell>
  );
}
