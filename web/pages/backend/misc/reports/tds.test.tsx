import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { stubServer } from '../../../../test/fetch-stub';
import { jsonResponse, LAZY, renderRoutes } from '../../../../test/render-app';
import { signIn } from '../../../../test/tokens';
import { setLocale } from '../../../../i18n';
import TdsPayablePage from './tds';

const PAYABLE = {
  fy: '2026-27',
  quarter: 3,
  from: '2026-10-01',
  to: '2026-12-31',
  byOwner: [
    { ownerId: 4, ownerName: 'Ram Seva Kendra', ownerCode: 'RT0001', pan: 'ABCPE1234F', margin: 21000, tds: 420 },
    { ownerId: 5, ownerName: 'Shyam Store', ownerCode: 'RT0002', pan: null, margin: 500, tds: 10 },
  ],
  byMonth: [
    { month: '2026-10', tds: 400 },
    { month: '2026-11', tds: 30 },
  ],
  total: { margin: 21500, tds: 430 },
};

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'staff', name: 'Staff', sub: 'S00001' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

const render = () =>
  renderRoutes([{ path: '/backend/misc/reports/tds', element: <TdsPayablePage /> }], '/backend/misc/reports/tds');

describe('/backend/misc/reports/tds', () => {
  it('shows the TDS per owner and per month with the total', async () => {
    stubServer((url) => (url.startsWith('/api/backend/tds/payable?') ? jsonResponse(PAYABLE) : undefined));
    render();
    const owners = within(await screen.findByRole('table', { name: 'By shop owner' }, LAZY));
    expect(owners.getByRole('row', { name: /RT0001/ })).toHaveTextContent(
      'Ram Seva Kendra (RT0001)ABCPE1234F₹21,000.00/-₹420.00/-',
    );
    // No PAN on the payee's KYC: the report says so, since 206AA's 20 % then applied.
    expect(owners.getByRole('row', { name: /RT0002/ })).toHaveTextContent(
      'Shyam Store (RT0002)Not given (20 %)₹500.00/-',
    );
    expect(owners.getByRole('row', { name: /Total/ })).toHaveTextContent('Total₹21,500.00/-₹430.00/-');
    const months = within(screen.getByRole('table', { name: /By month/ }));
    expect(months.getByRole('row', { name: /Oct-2026/ })).toHaveTextContent('Oct-2026₹400.00/-');
  });

  it('says so when nothing was deducted, in Hindi too', async () => {
    await setLocale('hi');
    stubServer((url) =>
      url.startsWith('/api/backend/tds/payable?')
        ? jsonResponse({ ...PAYABLE, byOwner: [], byMonth: [], total: { margin: 0, tds: 0 } })
        : undefined,
    );
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'जमा करने लायक टीडीएस' })).toBeInTheDocument();
    expect(await screen.findByText('इस तिमाही में कोई टीडीएस नहीं कटा।', {}, LAZY)).toBeInTheDocument();
  });
});
