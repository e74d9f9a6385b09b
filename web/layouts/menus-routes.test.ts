import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from '../routes';
import { BACKEND_MENU, MERCHANT_MENU, type MenuItem } from './menus';
import { PUBLIC_LINKS } from './publicLinks';

function availableLinks(items: MenuItem[]): string[] {
  return items.flatMap((i) => (i.children ? availableLinks(i.children) : i.available && i.to ? [i.to] : []));
}

/** The path the router would show for a URL, or '*' when only a not-found route catches it. */
function landsOn(url: string): string {
  const matches = matchRoutes(routes, url) ?? [];
  const last = matches[matches.length - 1];
  return !last || last.route.path === '*' ? '*' : url;
}

describe('menus never lead to a dead page', () => {
  it.each([...availableLinks(BACKEND_MENU), ...availableLinks(MERCHANT_MENU), ...PUBLIC_LINKS.map((l) => l.to)])(
    '%s has a route',
    (to) => {
      expect(landsOn(to)).toBe(to);
    },
  );

  it('notices a path with no screen', () => {
    expect(landsOn('/backend/no-such-screen')).toBe('*');
  });
});
