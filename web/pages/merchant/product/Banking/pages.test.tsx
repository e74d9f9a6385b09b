import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { stubServer } from '../../../../test/fetch-stub';
import { signIn } from '../../../../test/tokens';
import { screenRoutes } from '../../../../services/declare';
import { CARD_SCREENS } from '../../../../services/cards';

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
    ['product/Banking/emi-card', 'Bajaj EMI Card'],
    ['product/Banking/credit-card', 'Credit Card'],
    ['product/Banking/instant-loan', 'Instant Loan'],
    ['product/Banking/cc-userlist', 'Card & Loan Requests'],
  ])('/merchant/%s shows %s', async (path, heading) => {
    const route = screenRoutes([CARD_SCREENS], 'merchant').find((r) => r.path === path)!;
    const { default: Page } = await route.load();
    renderRoutes([{ path: `/merchant/${path}`, element: <Page /> }], `/merchant/${path}`);
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
    const [route] = screenRoutes([CARD_SCREENS], 'backend');
    expect(route.path).toBe('actions/user-list');
    const { default: Page } = await route.load();
    renderRoutes([{ path: '/backend/actions/user-list', element: <Page /> }], '/backend/actions/user-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit Card Requests' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Credit card requests' })).toBeInTheDocument();
  });
});
