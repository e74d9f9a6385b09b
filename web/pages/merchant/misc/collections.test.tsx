import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '../../../i18n';
import { LAZY, jsonResponse, renderRoutes } from '../../../test/render-app';
import { stubServer } from '../../../test/fetch-stub';
import { shopOwnerInEachLanguage } from '../../../test/languages';
import CollectionsPage from './collections';

shopOwnerInEachLanguage();

const TOTALS = {
  total: { sales: 3, refunds: 1, cash: 300, wallet: 210 },
  byService: [
    { serviceCode: 'NSDL_PHYSICAL_NEW', sales: 2, refunds: 1, cash: 150, wallet: 120 },
    { serviceCode: 'UTI_COUPON', sales: 1, refunds: 0, cash: 150, wallet: 90 },
  ],
  byStaff: [
    { madeByName: 'Counter clerk', sales: 2, refunds: 1, cash: 150, wallet: 90 },
    { madeByName: 'Ravi Sharma', sales: 1, refunds: 0, cash: 150, wallet: 120 },
  ],
};
const ROWS = [
  {
    id: 1,
    day: '2026-11-04',
    serviceCode: 'UTI_COUPON',
    madeByName: 'Counter clerk',
    sales: 1,
    refunds: 0,
    cash: 150,
    wallet: 90,
  },
];

function server() {
  return stubServer((url) => {
    if (url.startsWith('/api/merchant/receipts/collections/totals?from=2026-11-01&to=2026-11-05'))
      return jsonResponse(TOTALS);
    if (url === '/api/merchant/receipts/collections')
      return jsonResponse({ data: ROWS, totalRecords: 1, filterRecords: 1 });
    return undefined;
  });
}
const URL_ = '/merchant/misc/collections?from=2026-11-01&to=2026-11-05';

describe('/merchant/misc/collections', () => {
  it('shows the range’s cash and wallet per service and per staff member, and asks the day list for the same range', async () => {
    const fetch = server();
    renderRoutes([{ path: '/merchant/misc/collections', element: <CollectionsPage /> }], URL_);
    expect(screen.getByRole('heading', { level: 1, name: 'Collections' })).toBeInTheDocument();
    // While the totals are on their way the spinner says so, not that they failed.
    expect(screen.getAllByLabelText('Loading...').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/Could not/)).not.toBeInTheDocument();
    const byStaff = within(await screen.findByRole('table', { name: 'By staff member' }, LAZY));
    expect(byStaff.getByRole('row', { name: /Counter clerk/ })).toHaveTextContent(
      /Counter clerk21₹150\.00\/-₹90\.00\/-/,
    );
    expect(byStaff.getByRole('row', { name: /Total/ })).toHaveTextContent(/Total31₹300\.00\/-₹210\.00\/-/);
    const byService = within(screen.getByRole('table', { name: 'By service' }));
    expect(byService.getAllByRole('row')).toHaveLength(4);
    await screen.findByRole('table', { name: 'Day by day' }, LAZY);
    await waitFor(() => {
      const call = fetch.mock.calls.find(([u]) => u === '/api/merchant/receipts/collections');
      expect(JSON.parse(String(call?.[1]?.body)).additionFilter).toEqual({ from: '2026-11-01', to: '2026-11-05' });
    });
  });

  it('reads in Hindi', async () => {
    await setLocale('hi');
    server();
    renderRoutes([{ path: '/merchant/misc/collections', element: <CollectionsPage /> }], URL_);
    expect(screen.getByRole('heading', { level: 1, name: 'दुकान की वसूली' })).toBeInTheDocument();
    const byStaff = within(await screen.findByRole('table', { name: 'स्टाफ़ के हिसाब से' }, LAZY));
    expect(byStaff.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'स्टाफ़',
      'बिक्री',
      'रिफ़ंड',
      'नकद जमा',
      'वॉलेट से कटे',
    ]);
    expect(byStaff.getByRole('row', { name: /कुल/ })).toBeInTheDocument();
    expect(screen.getByText(/तक का जोड़$/)).toBeInTheDocument();
  });
});
