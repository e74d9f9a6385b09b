import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LAZY, jsonResponse, renderRoutes } from '../../../../test/render-app';
import { stubServer } from '../../../../test/fetch-stub';
import { signIn } from '../../../../test/tokens';
import MarginReportPage from './margins';

const REPORT = '/api/backend/margins/report';
const DATA = {
  byService: [
    { serviceCode: 'GST_FILING', charges: 3, charged: 927, margins: 28, govFee: 0, revenue: 899 },
    { serviceCode: 'NSDL_PAN_PHYSICAL', charges: 2, charged: 274, margins: 20, govFee: 214, revenue: 40 },
  ],
  byOwner: [{ ownerId: 5, ownerName: 'Prakash Pawar', ownerCode: 'PM1001', charges: 5, charged: 1201, margins: 48 }],
};

function render(at = '/backend/misc/reports/margins?from=2026-11-01&to=2026-11-30') {
  return renderRoutes([{ path: '/backend/misc/reports/margins', element: <MarginReportPage /> }], at);
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin' });
});
afterEach(() => vi.unstubAllGlobals());

describe('/backend/misc/reports/margins', () => {
  it('shows, for the period asked, what members paid, the margins, the fee and the agency’s revenue', async () => {
    const fetch = stubServer((url) => (url.split('?')[0] === REPORT ? jsonResponse(DATA) : undefined));
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Margins paid' })).toBeInTheDocument();
    const byService = within(await screen.findByRole('table', { name: 'By service' }, LAZY));
    expect(byService.getByRole('row', { name: /GST return filing/ })).toHaveTextContent(
      /GST return filing3₹927\.00\/-₹28\.00\/-₹0\.00\/-₹899\.00\/-/,
    );
    expect(byService.getAllByRole('row')).toHaveLength(3);
    const byOwner = within(screen.getByRole('table', { name: 'By owner' }));
    expect(byOwner.getByRole('row', { name: /Prakash Pawar/ })).toHaveTextContent(
      /Prakash Pawar \(PM1001\)5₹1,201\.00\/-₹48\.00\/-/,
    );
    expect(fetch.mock.calls.some(([u]) => u === `${REPORT}?from=2026-11-01&to=2026-11-30`)).toBe(true);
  });

  it('says so when no margin was paid in the period, with no empty tables', async () => {
    stubServer((url) => (url.split('?')[0] === REPORT ? jsonResponse({ byService: [], byOwner: [] }) : undefined));
    render();
    expect(await screen.findByText('No margins paid in these days.', undefined, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
