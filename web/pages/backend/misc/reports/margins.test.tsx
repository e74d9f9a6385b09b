import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY, jsonResponse, renderRoutes } from '../../../../test/render-app';
import { stubServer } from '../../../../test/fetch-stub';
import { signIn } from '../../../../test/tokens';
import { setLocale } from '../../../../i18n/index';
import MarginReportPage from './margins';

const REPORT = '/api/backend/margins/report';
const DATA = {
  byService: [
    { serviceCode: 'GST_FILING', charges: 3, charged: 927, margins: 28, govFee: 0, revenue: 899 },
    { serviceCode: 'NSDL_PAN_PHYSICAL', charges: 12342, charged: 274, margins: 20, govFee: 214, revenue: 40 },
  ],
  total: { charges: 12345, charged: 1201, margins: 48, govFee: 214, revenue: 939 },
  byOwner: [{ ownerId: 5, ownerName: 'Prakash Pawar', ownerCode: 'PM1001', charges: 5, charged: 1201, margins: 48 }],
  owners: { total: 1, page: 1, pageSize: 50 },
};

function render(at = '/backend/misc/reports/margins?from=2026-11-01&to=2026-11-30') {
  return renderRoutes([{ path: '/backend/misc/reports/margins', element: <MarginReportPage /> }], at);
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe('/backend/misc/reports/margins', () => {
  it('shows, for the period asked, what members paid, the margins, the fee and the agency’s revenue', async () => {
    const fetch = stubServer((url) => (url.split('?')[0] === REPORT ? jsonResponse(DATA) : undefined));
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Margins paid' })).toBeInTheDocument();
    // While the answer is on its way the spinner says so, not that the report failed.
    expect(screen.getByLabelText('Loading...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Could not load the report.')).not.toBeInTheDocument();
    const byService = within(await screen.findByRole('table', { name: 'By service' }, LAZY));
    expect(byService.getByRole('row', { name: /GST return filing/ })).toHaveTextContent(
      /GST return filing3₹927\.00\/-₹28\.00\/-₹0\.00\/-₹899\.00\/-/,
    );
    expect(byService.getAllByRole('row')).toHaveLength(4);
    expect(byService.getByRole('row', { name: /Total/ })).toHaveTextContent(
      /Total12,345₹1,201\.00\/-₹48\.00\/-₹214\.00\/-₹939\.00\/-/,
    );
    const byOwner = within(screen.getByRole('table', { name: 'By owner' }));
    expect(byOwner.getByRole('row', { name: /Prakash Pawar/ })).toHaveTextContent(
      /Prakash Pawar \(PM1001\)5₹1,201\.00\/-₹48\.00\/-/,
    );
    expect(fetch.mock.calls.some(([u]) => u === `${REPORT}?from=2026-11-01&to=2026-11-30`)).toBe(true);
    // One page of owners: no pager.
    expect(screen.queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
  });

  it('shows the owners a page at a time, and another page when asked, keeping the period', async () => {
    const owner = (i: number) => ({
      ownerId: i,
      ownerName: `Owner ${i}`,
      ownerCode: `PM${1000 + i}`,
      charges: 1,
      charged: 100,
      margins: 5,
    });
    const pageOf = (page: number) => {
      const ids = Array.from({ length: page < 3 ? 50 : 20 }, (_, k) => (page - 1) * 50 + k + 1);
      return { ...DATA, byOwner: ids.map(owner), owners: { total: 120, page, pageSize: 50 } };
    };
    const fetch = stubServer((url) => {
      if (url.split('?')[0] !== REPORT) return undefined;
      return jsonResponse(pageOf(Number(new URL(url, 'http://x').searchParams.get('page') ?? 1)));
    });
    render();
    expect(await screen.findByText('1–50 of 120 owners', undefined, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of owners' })).toBeInTheDocument();
    const byOwner = () => within(screen.getByRole('table', { name: 'By owner' }));
    expect(byOwner().getAllByRole('row')).toHaveLength(51);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('101–120 of 120 owners')).toBeInTheDocument();
    expect(byOwner().getByRole('row', { name: /Owner 101 \(PM1101\)/ })).toBeInTheDocument();
    expect(byOwner().getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(fetch.mock.calls.some(([u]) => u === `${REPORT}?from=2026-11-01&to=2026-11-30&page=3`)).toBe(true);
  });

  it('exports every owner of the period as a file', async () => {
    let saved = '';
    const fetch = stubServer((url) => {
      const path = url.split('?')[0];
      if (path === REPORT) return jsonResponse({ ...DATA, owners: { total: 120, page: 1, pageSize: 50 } });
      if (path === `${REPORT}/export`)
        return new Response('\uFEFFOwner,Owner code\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="margins-by-owner-2026-11-01-to-2026-11-30.csv"',
          },
        });
      return undefined;
    });
    // Spied, not assigned: the page's URL object is the worker's, and the next file must find it as it was.
    const blobUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    render();
    await screen.findByRole('table', { name: 'By owner' }, LAZY);
    await userEvent.click(screen.getByRole('button', { name: 'Export owners' }));
    // happy-dom lays nothing out, so the menu's Floating UI (hideDetached) takes this page's button for one scrolled out
    // of view and keeps the open menu display:none; the menu itself is drawn, and a real browser shows it.
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV', hidden: true }));
    await waitFor(() =>
      expect(fetch.mock.calls.map((c) => String(c[0]))).toContainEqual(
        `${REPORT}/export?from=2026-11-01&to=2026-11-30&format=csv`,
      ),
    );
    await waitFor(() => expect(saved).toBe('margins-by-owner-2026-11-01-to-2026-11-30.csv'));
    for (const spy of [click, blobUrl, revoke]) spy.mockRestore();
  });

  it('opens at the page the address names, in Hindi too', async () => {
    stubServer((url) =>
      url.split('?')[0] === REPORT
        ? jsonResponse({ ...DATA, byOwner: [], owners: { total: 60, page: 2, pageSize: 50 } })
        : undefined,
    );
    await setLocale('hi');
    render('/backend/misc/reports/margins?from=2026-11-01&to=2026-11-30&page=2');
    const pager = await screen.findByRole('navigation', { name: 'मालिकों के पेज' }, LAZY);
    expect(within(pager).getByRole('button', { current: 'page' })).toHaveTextContent('2');
  });

  it('says so when no margin was paid in the period, with no empty tables', async () => {
    stubServer((url) =>
      url.split('?')[0] === REPORT
        ? jsonResponse({
            byService: [],
            total: { charges: 0, charged: 0, margins: 0, govFee: 0, revenue: 0 },
            byOwner: [],
            owners: { total: 0, page: 1, pageSize: 50 },
          })
        : undefined,
    );
    render();
    expect(await screen.findByText('No margins paid in these days.', undefined, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export owners' })).toBeDisabled();
  });
});
