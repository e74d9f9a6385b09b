import { Suspense, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  AppShell,
  Box,
  Burger,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  rem,
  ScrollArea,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Outlet, useNavigate } from 'react-router';
import { useMe } from '../api/auth';
import { useAuth } from '../api/use-auth';
import { BrandLogo } from '../components/BrandLogo';
import { AfterFirstDraw } from '../components/dashboard/AfterFirstDraw';
import { LiveChat } from '../components/LiveChat';
import { HoverTooltip } from '../components/HoverTooltip';
import { NotificationBell } from '../components/NotificationBell';
import { ThemeToggle } from '../components/ThemeToggle';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../i18n';
import { useT } from '../i18n/common';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { saveLanguage } from '../api/account';
import { BACKEND_HEADER_HEIGHT, PHONE_QUERY, SIDEBAR_WIDTH } from '../theme';
import { HeaderMoreMenu } from './HeaderMoreMenu';
import classes from './PortalShell.module.css';
import { visibleMenu, type MenuItem } from './menus';
import { SidebarMenu } from './SidebarMenu';
import { SidebarProfile } from './SidebarProfile';
import { LOGIN_PATH } from './ProtectedLayout';

/**
 * The shell is never prerendered, so it can read the screen's width while it is first drawn: the right header
 * and sidebar at once, instead of the laptop's and then, one redraw later, the phone's (decision 0066).
 */
const FIRST_DRAW_FITS = { getInitialValueInEffect: false };

/** Where a header button will be, at its size (ActionIcon's lg: 34 px), so nothing beside it moves when it is drawn. */
function HeaderButtonPlace() {
  return <Box w={rem(34)} h={rem(34)} style={{ flexShrink: 0 }} aria-hidden />;
}

function LogoutButton() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const label = t('common.shell.logout');
  const onClick = async () => {
    await logout();
    navigate(LOGIN_PATH, { replace: true });
  };
  // One element either way, so "the Logout button" is a single thing for people and for tests.
  const narrow = useMediaQuery(PHONE_QUERY, undefined, FIRST_DRAW_FITS);
  if (narrow) {
    return (
      <HoverTooltip label={label}>
        <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick}>
          <IconLogout size={18} />
        </ActionIcon>
      </HoverTooltip>
    );
  }
  return (
    <Button variant="default" leftSection={<IconLogout size={18} />} onClick={onClick}>
      {label}
    </Button>
  );
}

/** The signed-in frame shared by the back office and the merchant area (docs/product.md#shell). */
export function PortalShell({
  menu,
  homePath,
  headerExtra,
}: {
  menu: MenuItem[];
  homePath: string;
  headerExtra?: ReactNode;
}) {
  const { user } = useAuth();
  const t = useT();
  const [opened, { toggle, close }] = useDisclosure(false);
  const narrow = useMediaQuery(PHONE_QUERY, undefined, FIRST_DRAW_FITS);
  // On a phone the sidebar is off-screen until the burger first opens it: drawn then, not with the page
  // (its profile and dozens of menu entries are a good part of a phone's first draw). Kept once drawn.
  const [sidebarDrawn, setSidebarDrawn] = useState(false);
  const openOrClose = () => {
    setSidebarDrawn(true);
    toggle();
  };
  // A merchant's staff account sees only the services its owner ticked (the server refuses the rest);
  // until the answer is in, none, rather than entries that would vanish or answer 403.
  const staff = user?.role === 'merchant' && user.kind === 'staff';
  const me = useMe(staff);
  // ProtectedLayout renders this only for a signed-in user; the check keeps types honest.
  if (!user) return null;
  const items = visibleMenu(menu, {
    role: user.role,
    kind: user.kind,
    services: staff ? (me.data?.services ?? []) : null,
  });
  // Lingui's provider, for its own components, lives here: useT needs none, and at the app's root it would weigh
  // on the public home's first visit (decision 0075). The confirmation modals' provider is in the screens that ask
  // for one: here it would draw a closed modal into every signed-in page's first draw (issue 29).
  return (
    <I18nProvider i18n={i18n}>
      <AppShell
        header={{ height: BACKEND_HEADER_HEIGHT }}
        navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Burger
                opened={opened}
                onClick={openOrClose}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('common.shell.toggleMenu')}
              />
              <div className={classes.brand}>
                <BrandLogo to={homePath} showName="desktop" />
              </div>
            </Group>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              {headerExtra}
              {/* Issue 29: the menu, the chat and the bell each set state as they mount (their popups' positioning
                  and portals), which React draws again at once, in the shell's first task; drawn just after the
                  shell's first draw, that is a small task of its own. Their places are kept meanwhile. */}
              <AfterFirstDraw fallback={<HeaderButtonPlace />}>
                {narrow ? <HeaderMoreMenu /> : <LiveChat compact />}
              </AfterFirstDraw>
              {/* In the header at every width: it shows the unread count and holds the tab's live stream. */}
              <AfterFirstDraw fallback={<HeaderButtonPlace />}>
                <NotificationBell />
              </AfterFirstDraw>
              {!narrow && <ThemeToggle />}
              {/* On a phone the language is in the "more" menu. */}
              {!narrow && <LanguageSwitch onChosen={saveLanguage} />}
              <LogoutButton />
            </Group>
          </Group>
        </AppShell.Header>
        {/* Off-screen on a phone until opened: inert keeps its links out of the tab order meanwhile. */}
        <AppShell.Navbar inert={narrow && !opened}>
          {(!narrow || sidebarDrawn) && (
            <>
              <SidebarProfile user={user} />
              <Divider />
              <AppShell.Section grow component={ScrollArea} p="xs">
                <SidebarMenu items={items} homePath={homePath} onNavigate={close} />
              </AppShell.Section>
            </>
          )}
        </AppShell.Navbar>
        <AppShell.Main>
          <Suspense
            fallback={
              <Center py="xl">
                <Loader />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </I18nProvider>
  );
}
