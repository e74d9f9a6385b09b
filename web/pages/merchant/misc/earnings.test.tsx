import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { LAZY, jsonResponse, renderRoutes } from '../../../test/render-app';
import { stubServer } from '../../../test/fetch-stub';
import { shopOwnerInEachLanguage } from '../../../test/languages';
import EarningsPage from './earnings';

shopOwnerInEachLanguage();

const TOTALS = {
  total: { charges: 3, charged: 927, margin: 28 },
  byDay: [
    { day: '2026-11-02', charges: 2, charged: 618, margin: 20 },
    { day: '2026-11-04', charges: 1, charged: 309, margin: 8 },
  ],
  byService: [{ serviceCode: 'GST_FILING', charges: 3, charged: 927, margin: 28 }],
  byMember: [
    { memberId: 7, memberName: 'Asha Kendra', memberCode: 'FR0007', charges: 2, charged: 618, margin: 20 },
    { memberId: 9, memberName: 'Gita Seva', memberCode: 'FR0009', charges: 1, charged: 309, margin: 8 },
  ],
};
const ROWS = [
  {
    id: 1,
    day: '2026-11-04',
    serviceCode: 'GST_FILING',
    memberName: 'Gita Seva',
    quantity: 1,
    charged: 309,
    margin: 8,
    reversed: 0,
  },
];

function server() {
  return stubServer((url) => {
    if (url.startsWith('/api/merchant/margins/earnings?from=2026-11-01&to=2026-11-05')) return jsonResponse(TOTALS);
    if (url === '/api/merchant/margins/earnings')
      return jsonResponse({ data: ROWS, totalRecords: 1, filterRecords: 1 });
    return undefined;
  });
}

describe('/merchant/misc/earnings', () => {
  it('shows the margins by day, service and member for the range, and asks the list for the same range', async () => {
    const fetch = server();
    renderRoutes(
      [{ path: '/merchant/misc/earnings', element: <EarningsPage /> }],
      '/merchant/misc/earnings?from=2026-11-01&to=2026-11-05',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    // While the totals are on their way the spinner says so, not that they failed.
    expect(screen.getAllByLabelText('Loading...').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/Could not/)).not.toBeInTheDocument();
    const byMember = within(await screen.findByRole('table', { name: 'By member' }, LAZY));
    expect(byMember.getByRole('row', { name: /Asha Kendra/ })).toHaveTextContent(
      /Asha Kendra \(FR0007\)2₹618\.00\/-₹20\.00\/-/,
    );
    expect(byMember.getByRole('row', { name: /Total/ })).toHaveTextContent(/Total3₹927\.00\/-₹28\.00\/-/);
    expect(within(screen.getByRole('table', { name: 'By day' })).getAllByRole('row')).toHaveLength(4);
    expect(
      within(screen.getByRole('table', { name: 'By service' })).getByText('GST return filing'),
    ).toBeInTheDocument();
    await waitFor(() => {
      const call = fetch.mock.calls.find(([u]) => u === '/api/merchant/margins/earnings');
      expect(JSON.parse(String(call?.[1]?.body)).additionFilter).toEqual({ from: '2026-11-01', to: '2026-11-05' });
    });
  });

  it('reads in Hindi', async () => {
    await setLocale('hi');
    server();
    renderRoutes(
      [{ path: '/merchant/misc/earnings', element: <EarningsPage /> }],
      '/merchant/misc/earnings?from=2026-11-01&to=2026-11-05',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी कमाई' })).toBeInTheDocument();
    const byMember = within(await screen.findByRole('table', { name: 'सदस्य के हिसाब से' }, LAZY));
    expect(byMember.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'सदस्य',
      'चार्ज',
      'सदस्यों ने दिए',
      'मार्जिन',
    ]);
  });
});
