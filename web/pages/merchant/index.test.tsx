import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, LAZY, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { signIn } from '../../test/tokens';
import { setLocale } from '../../i18n/common';
import MerchantHome from './index';

const figures = (drafts: number, withOffice: number, yourTurn: number, finished: number) => [
  { figure: 'drafts', n: drafts },
  { figure: 'withOffice', n: withOffice },
  { figure: 'yourTurn', n: yourTurn },
  { figure: 'finished', n: finished },
];
const DASH = {
  balance: 1500.5,
  todaySpend: 107,
  kycStatus: 'approved',
  panByStatus: [
    { status: 'A', label: 'Success', nos: 10 },
    { status: 'P', label: 'Pending', nos: 2 },
    { status: 'F', label: 'Failed', nos: 1 },
  ],
  recent: [],
  psa: null,
  services: [
    { service: 'nsdl_pan', label: 'NSDL PAN', figures: figures(2, 4, 1, 3), referralsThisMonth: null },
    { service: 'uti', label: 'UTI PAN', figures: figures(0, 0, 0, 0), referralsThisMonth: null },
    { service: 'cards', label: 'Credit Cards & Loan', figures: [], referralsThisMonth: 6 },
  ],
};
const P = '/merchant/product/nsdl-pan/physical';

const render = () => renderRoutes([{ path: '/merchant', element: <MerchantHome /> }], '/merchant');

function server(dash: object = DASH) {
  return stubServer((url) => {
    const path = url.split('?')[0];
    if (path === '/api/merchant/dashboard') return jsonResponse(dash);
    if (path === '/api/kyc/me') return jsonResponse({ status: 'approved' });
    return undefined;
  });
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner', name: 'Ravi Digital Seva' });
});
afterEach(() => vi.unstubAllGlobals());

describe('merchant home', () => {
  it('shows a card per service it sells, where its requests are, and the ways to apply', async () => {
    server();
    render();
    // Below the figures: drawn right after their first paint (issue 29).
    const pan = await screen.findByTestId('dash-service-nsdl_pan', {}, LAZY);
    expect(pan).toHaveTextContent('NSDL PAN');
    for (const [label, n] of [
      ['Not yet submitted', '2'],
      ['With the back office', '4'],
      ['Waiting for you', '1'],
      ['Finished', '3'],
    ])
      expect(within(pan).getByText(label).parentElement).toHaveTextContent(`${label}${n}`);
    expect(within(pan).getByRole('link', { name: 'Open NSDL PAN' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan',
    );
    expect(within(pan).getByRole('link', { name: 'New PAN (49A)' })).toHaveAttribute('href', `${P}/n/apply`);
    expect(within(pan).getByRole('link', { name: 'Change (CSF)' })).toHaveAttribute('href', `${P}/c/apply`);
    const cards = screen.getByTestId('dash-service-cards');
    expect(within(cards).getByText('Referrals this month').parentElement).toHaveTextContent('Referrals this month6');
    expect(within(cards).getByRole('link', { name: 'Open Credit Cards & Loan' })).toHaveAttribute(
      'href',
      '/merchant/product/Banking/credit-card',
    );
    // Only the services the answer names: a staff account's owner decides which.
    expect(screen.queryByTestId('dash-service-gst')).not.toBeInTheDocument();
    // The legacy backlog figures stay, with their list.
    expect(await screen.findByRole('link', { name: 'View list' }, LAZY)).toHaveAttribute('href', `${P}/backlog-data`);
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('shows the UTI PSA login id once approved, the registration’s state before, else nothing', async () => {
    server({ ...DASH, psa: { state: 'approved', stateLabel: 'Approved', psaId: 'UTIPSA0042' } });
    const { unmount } = render();
    const card = await screen.findByTestId('dash-uti-psa', {}, LAZY);
    expect(screen.getByTestId('dash-service-uti')).toContainElement(card);
    expect(card).toHaveTextContent('UTI PSA login id: UTIPSA0042');
    expect(within(card).getByRole('link', { name: 'How to sign in' })).toHaveAttribute(
      'href',
      '/merchant/product/uti-pan/psa-loginid',
    );
    unmount();
    vi.unstubAllGlobals();

    server({ ...DASH, psa: { state: 'submitted', stateLabel: 'Waiting for approval', psaId: null } });
    const again = render();
    const waiting = await screen.findByTestId('dash-uti-psa', {}, LAZY);
    expect(waiting).toHaveTextContent('Waiting for approval');
    expect(waiting).not.toHaveTextContent('login id');
    expect(within(waiting).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/merchant/product/uti-pan/psa-loginid',
    );
    again.unmount();
    vi.unstubAllGlobals();

    server();
    render();
    expect(await screen.findByTestId('dash-balance')).toBeInTheDocument();
    expect(screen.queryByTestId('dash-uti-psa')).not.toBeInTheDocument();
  });
});

describe('merchant home in Hindi (decision 0075)', () => {
  afterEach(async () => {
    await setLocale('en');
  });

  it('greets, names the figures and the service cards in Hindi, with Hindi months in the ledger', async () => {
    await setLocale('hi');
    const recent = [
      {
        id: 1,
        createdAt: '2026-11-29T10:00:00+05:30',
        narration: 'PAN fee',
        direction: 'Dr',
        amount: 107,
        balanceAfter: 1500.5,
      },
    ];
    server({ ...DASH, recent });
    render();
    const pan = await screen.findByTestId('dash-service-nsdl_pan', {}, LAZY);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('नमस्ते, Ravi Digital Seva');
    expect(screen.getByText('वॉलेट बैलेंस')).toBeInTheDocument();
    expect(screen.getByText('आज का खर्च')).toBeInTheDocument();
    expect(within(pan).getByText('अभी जमा नहीं किए')).toBeInTheDocument();
    expect(within(pan).getByText('आपकी बारी')).toBeInTheDocument();
    expect(within(pan).getByRole('link', { name: 'एनएसडीएल पैन खोलें' })).toBeInTheDocument();
    expect(within(pan).getByRole('link', { name: /नया पैन \(49A\)/ })).toBeInTheDocument();
    expect(screen.getByText('इस महीने के रेफ़रल')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /यूपीआई से पैसे डालें/ })).toBeInTheDocument();
    expect(screen.getByText('29-नव॰-2026')).toBeInTheDocument();
    expect(screen.getByText(/^बैलेंस /)).toBeInTheDocument();
  });
});
