import { shopOwnerInEachLanguage } from '../../../test/languages';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '../../../i18n';
import { ROWS, stubLedger } from '../../../test/ledger';
import { LAZY, renderRoutes } from '../../../test/render-app';
import MerchantReportsPage from './reports';

shopOwnerInEachLanguage();

describe('merchant reports in Hindi (decision 0075)', () => {
  it('names the page, the balances, the statement and the service-wise summary in Hindi', async () => {
    await setLocale('hi');
    stubLedger();
    renderRoutes([{ path: '/merchant/misc/reports', element: <MerchantReportsPage /> }], '/merchant/misc/reports');
    expect(screen.getByRole('heading', { level: 1, name: 'रिपोर्ट' })).toBeInTheDocument();
    const period = screen.getByText((_, el) => el?.tagName === 'P' && /तक का लेजर स्टेटमेंट$/.test(el.textContent ?? ''));
    expect(period).toHaveTextContent(/^\d\d-\S+-\d{4} से \d\d-\S+-\d{4} तक का लेजर स्टेटमेंट$/);
    expect(screen.getByRole('heading', { name: 'लेजर स्टेटमेंट' })).toBeInTheDocument();
    expect(screen.getByText('शुरुआती बैलेंस')).toBeInTheDocument();
    expect(screen.getByText('आख़िरी बैलेंस')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('summary-Closing balance')).toHaveTextContent('₹1,326.00/-'), LAZY);
    const statement = within(await screen.findByRole('table', { name: /^लेजर स्टेटमेंट/ }, LAZY));
    await statement.findByText(ROWS[1].narration, {}, LAZY);
    const summary = within(await screen.findByRole('table', { name: 'सेवा-वार हिसाब' }));
    expect(summary.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['सेवा', 'एंट्री', 'डेबिट', 'क्रेडिट']);
  });
});
