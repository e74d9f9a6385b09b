import { useState, type ReactNode } from 'react';
import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import '../i18n/labels';
import { useT } from '../i18n/site';
import type { MenuItem } from './menus';
import { MenuCountBadge } from './MenuCountBadge';

function isActive(pathname: string, to: string | undefined, exact: boolean): boolean {
  if (!to) return false;
  const path = pathname.replace(/\/+$/, '') || '/';
  return exact ? path === to : path === to || path.startsWith(`${to}/`);
}

/** How closely an entry matches: the length of its longest path (its own or one it also covers) that does, or -1. */
function matchLength(pathname: string, item: MenuItem, homePath: string): number {
  const paths = [...(item.to ? [item.to] : []), ...(item.also ?? [])];
  return Math.max(-1, ...paths.filter((p) => isActive(pathname, p, p === homePath)).map((p) => p.length));
}

/** Among siblings, only the closest match is active (/x/my-profile/setting is not also /x/my-profile). */
function activeChild(children: MenuItem[], pathname: string, homePath: string): string | undefined {
  return children
    .map((c) => ({ to: c.to, length: matchLength(pathname, c, homePath) }))
    .filter((c) => c.to && c.length >= 0)
    .sort((a, b) => b.length - a.length)[0]?.to;
}

function containsActive(item: MenuItem, pathname: string): boolean {
  return matchLength(pathname, item, '') >= 0 || (item.children ?? []).some((c) => containsActive(c, pathname));
}

/** A menu group: a real button (focusable, announced as expanded or collapsed) that opens its entries. */
function MenuGroup({
  label,
  icon,
  initiallyOpen,
  children,
}: {
  label: string;
  icon?: ReactNode;
  initiallyOpen: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(initiallyOpen);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {children}
    </NavLink>
  );
}

/** `homePath` (the area's dashboard) is active only on itself, not on every page below it. */
export function SidebarMenu({
  items,
  homePath,
  onNavigate,
}: {
  items: MenuItem[];
  homePath: string;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <nav aria-label={t('site.menu.main')}>
      {items.map((item) => {
        const Icon = item.icon;
        const icon = Icon ? <Icon size={18} stroke={1.6} /> : undefined;
        if (item.children) {
          return (
            <MenuGroup
              key={item.label}
              label={t(item.label)}
              icon={icon}
              initiallyOpen={containsActive(item, pathname)}
            >
              {item.children.map((child, _i, siblings) => (
                <NavLink
                  key={child.label}
                  component={Link}
                  to={child.to ?? '#'}
                  label={t(child.label)}
                  rightSection={child.count ? <MenuCountBadge count={child.count} /> : undefined}
                  active={!!child.to && child.to === activeChild(siblings, pathname, homePath)}
                  onClick={onNavigate}
                />
              ))}
            </MenuGroup>
          );
        }
        return (
          <NavLink
            key={item.label}
            component={Link}
            to={item.to ?? '#'}
            label={t(item.label)}
            leftSection={icon}
            active={isActive(pathname, item.to, item.to === homePath)}
            onClick={onNavigate}
          />
        );
      })}
    </nav>
  );
}
