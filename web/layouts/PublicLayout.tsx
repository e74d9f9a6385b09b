import { lazy, Suspense, useState } from 'react';
import { AppShell, Burger, Button, Center, Container, Group, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin } from '@tabler/icons-react';
import { Link, NavLink, Outlet } from 'react-router';
import { BrandLogo } from '../components/BrandLogo';
import { ThemeToggle } from '../components/ThemeToggle';
import { PUBLIC_HEADER_HEIGHT } from '../theme';
import { PUBLIC_LINKS } from './publicLinks';
import { PublicFooter } from './PublicFooter';
import classes from './PublicLayout.module.css';

// Phones only, and only once the menu is opened: the drawer's code stays out of the first load.
const PublicMobileMenu = lazy(() => import('./PublicMobileMenu'));

/** docs/product.md#public-site public layout: header (60) with the site's pages and login, the page, then the footer. */
export default function PublicLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
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
              <Burger opened={opened} onClick={onBurger} hiddenFrom="md" size="sm" aria-label="Open menu" />
              <BrandLogo size={34} />
            </Group>
            <Group gap={4} visibleFrom="md" component="nav" aria-label="Site">
              {PUBLIC_LINKS.map((l) => (
                <NavLink key={l.to} to={l.to} end className={classes.link}>
                  {l.label}
                </NavLink>
              ))}
            </Group>
            <Group gap="xs" wrap="nowrap" justify="flex-end" className={classes.actions}>
              <ThemeToggle />
              <Button component={Link} to="/auth/login" leftSection={<IconLogin size={18} />}>
                Login
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
