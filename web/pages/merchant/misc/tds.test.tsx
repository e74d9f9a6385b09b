import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../../i18n';
import { LAZY, jsonResponse, renderRoutes } from '../../../test/render-app';
import { stubServer } from '../../../test/fetch-stub';
import { shopOwnerInEachLanguage } from '../../../test/languages';
import TdsStatementPage from './tds';

shopOwnerInEachLanguage();

const STATEMENT = {
  fy: '2026-27',
  quarter: 3,
  from: '2026-10-01',
  to: '2026-12-31',
  owner: { name: 'Ram Seva Kendra', code: 'RT0001', pan: 'ABCPE1234F' },
  rows: [
    { day: '2026-11-02', memberName: 'Asha Kendra', serviceCode: 'GST_FILING', margin: 10, rate: null, tds: 0 },
    { day: '2026-11-04', memberName: 'Gita Seva', serviceCode: 'GST_FILING', margin: 10, rate: 2, tds: 0.4 },
  ],
  total: { margin: 20, tds: 0.4, net: 19.6 },
  yearToDate: { margin: 21000, tds: 420, net: 20580 },
};
const EMPTY = {
  ...STATEMENT,
  quarter: 1,
  from: '2026-04-01',
  to: '2026-06-30',
  rows: [],
  total: { margin: 0, tds: 0, net: 0 },
};

function server() {
  return stubServer((url) => {
    if (!url.startsWith('/api/merchant/tds/statement?')) return undefined;
    return jsonResponse(url.endsWith('quarter=1') ? EMPTY : STATEMENT);
  });
}
const render = () =>
  renderRoutes([{ path: '/merchant/misc/tds', element: <TdsStatementPage /> }], '/merchant/misc/tds');

describe('/merchant/misc/tds', () => {
  it('shows each margin with its TDS and the totals, and asks for the quarter chosen', async () => {
    const fetch = server();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'TDS statement' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', {}, LAZY));
    expect(table.getByRole('row', { name: /Gita Seva/ })).toHaveTextContent(
      /04-Nov-2026Gita SevaGST return filing₹10\.00\/-2%₹0\.40\/-/,
    );
    expect(table.getByRole('row', { name: /Asha Kendra/ })).toHaveTextContent(/--₹0\.00\/-$/);
    expect(screen.getByText(/RT0001.*2026-27 Q3.*01-Oct-2026 to 31-Dec-2026/)).toBeInTheDocument();
    expect(screen.getByText('Your PAN: ABCPE1234F')).toBeInTheDocument();
    expect(screen.getByText('₹19.60/-')).toBeInTheDocument();
    expect(screen.getByText('₹20,580.00/-')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: 'Quarter' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Q1 (April–June)', hidden: true }));
    expect(await screen.findByText('No margins in this quarter.')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.mock.calls.map(([u]) => String(u)).some((u) => /statement\?fy=\d{4}&quarter=1$/.test(u))).toBe(true),
    );
  });

  it('reads in Hindi', async () => {
    await setLocale('hi');
    server();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'टीडीएस स्टेटमेंट' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', {}, LAZY));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'तारीख',
      'सदस्य',
      'सेवा',
      'मार्जिन',
      'दर',
      'टीडीएस',
    ]);
    expect(screen.getAllByText('आपके वॉलेट में मिले', { exact: false })).toHaveLength(2);
  });
});
