import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { stubServer } from '../../../../test/fetch-stub';
import { signIn } from '../../../../test/tokens';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { routes } from '../../../../routes';
import { pageUrl } from '../../../../services';
import { CARDS } from '../../../../../contract/cards/manifest';

/** The screen the app's routes show at a declared address. */
async function pageAt(url: string): Promise<ComponentType> {
  const matches = matchRoutes(routes, url)!;
  const lazy = matches[matches.length - 1]!.route.lazy as () => Promise<{ Component: ComponentType }>;
  return (await lazy()).Component;
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
  stubServer((url) => {
    if (url === '/api/merchant/banking/products') return jsonResponse({ payouts: [], sandbox: false });
    if (url === '/api/merchant/banking/cc-userlist')
      return jsonResponse({ data: [], totalRecords: 0, filterRecords: 0 });
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('product/Banking screens, as declared', () => {
  it.each([
    ['emiCard', 'Bajaj EMI Card'],
    ['creditCard', 'Credit Card'],
    ['instantLoan', 'Instant Loan'],
    ['requests', 'Card & Loan Requests'],
  ] as const)('%s shows %s', async (name, heading) => {
    const url = pageUrl(CARDS, 'merchant', name);
    const Page = await pageAt(url);
    renderRoutes([{ path: url, element: <Page /> }], url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/backend/actions/user-list shows the credit card requests', async () => {
    signIn({ role: 'staff' });
    stubServer((url) => {
      if (url === '/api/backend/actions/cards/payouts') return jsonResponse([]);
      if (url === '/api/backend/actions/cards/user-list')
        return jsonResponse({ data: [], totalRecords: 0, filterRecords: 0 });
      return undefined;
    });
    expect(pageUrl(CARDS, 'backend', 'userList')).toBe('/backend/actions/user-list');
    const Page = await pageAt('/backend/actions/user-list');
    renderRoutes([{ path: '/backend/actions/user-list', element: <Page /> }], '/backend/actions/user-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit Card Requests' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Credit card requests' })).toBeInTheDocument();
  });
});
