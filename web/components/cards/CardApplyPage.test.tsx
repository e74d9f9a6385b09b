import { PRIVACY_NOTICE_VERSION } from '../../../contract/privacy/notice';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { agreeToPrivacyNotice } from '../../test/privacy';
import { signIn } from '../../test/tokens';
import { CARD_PAYOUTS as PAYOUTS } from '../../test/cards';
import { CardApplyPage } from './CardApplyPage';

const APPLY = '/api/merchant/banking/cc/apply';
const PRODUCTS = '/api/merchant/banking/products';

type Tab = { location: { href: string }; closed: boolean; opener: unknown; close: ReturnType<typeof vi.fn> };
let tab: Tab;

function render(path: string, element: React.ReactNode) {
  return renderRoutes([{ path, element }], path);
}

function server(
  apply: () => Response = () => jsonResponse({ url: '/api/card-partner-sandbox/CC0000000007', refNo: 'CC0000000007' }),
  sandbox = true,
) {
  return stubServer((url, init) => {
    if (url === PRODUCTS) return jsonResponse({ payouts: PAYOUTS, sandbox });
    if (url === APPLY && init?.method === 'POST') return apply();
    return undefined;
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, mobile: string) {
  if (name) await user.type(screen.getByRole('textbox', { name: /^Customer name/ }), name);
  if (mobile) await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), mobile);
  await agreeToPrivacyNotice(user);
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
  tab = { location: { href: 'about:blank' }, closed: false, opener: {}, close: vi.fn() };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('card referral screens (docs/product.md#merchant-portal product/Banking, docs/product.md#cards-and-loans)', () => {
  it("Bajaj EMI Card's info dialog gives the product's points and the payout the admin set", async () => {
    server();
    const user = userEvent.setup();
    render('/merchant/product/Banking/emi-card', <CardApplyPage vendor="NSDL" />);
    await screen.findByText('You earn ₹250.00/- per card issued, paid monthly.');
    await user.click(screen.getByRole('button', { name: 'Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bajaj EMI Card' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Joining fee 530 rupees including taxes',
      'Pre-qualified offer up to 3 lakh rupees',
      'One million plus products',
      '1.5 lakh plus partner stores',
      '4,000 plus locations',
      'Age 21 to 65, resident of India, regular income',
    ]);
    expect(within(dialog).getByTestId('card-payout')).toHaveTextContent(
      'You earn ₹250.00/- per card issued, paid monthly.',
    );
  });

  it("Credit Card's dialog: cashback, banks, age; a payout not yet set says so", async () => {
    server();
    const user = userEvent.setup();
    render('/merchant/product/Banking/credit-card', <CardApplyPage vendor="Sarthak" />);
    await user.click(await screen.findByRole('button', { name: 'Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit Card' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Up to 5 percent cashback', '15 plus banks', 'Minimum age 21']);
    await waitFor(() =>
      expect(within(dialog).getByTestId('card-payout')).toHaveTextContent(
        'The payout for this product is not set yet.',
      ),
    );
  });

  it("records the request and opens the partner's page in the tab opened at the click", async () => {
    const fetch = server();
    const user = userEvent.setup();
    render('/merchant/product/Banking/instant-loan', <CardApplyPage vendor="LOAN" />);
    expect(await screen.findByTestId('card-sandbox-notice')).toHaveTextContent('No card partner is set up yet');
    await fill(user, 'Asha Verma', '9876543210');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(tab.location.href).toBe('/api/card-partner-sandbox/CC0000000007'));
    expect(window.open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    const body = JSON.parse(fetch.mock.calls.find(([u]) => u === APPLY)![1]!.body as string);
    expect(body).toEqual({
      appMode: 'S',
      cardVendor: 'LOAN',
      name: 'Asha Verma',
      mobileNo: '9876543210',
      consent: { accepted: true, language: 'en', noticeVersion: PRIVACY_NOTICE_VERSION },
    });
    const done = await screen.findByTestId('card-apply-done');
    expect(done).toHaveTextContent('Request CC0000000007 recorded');
    expect(done).toHaveTextContent("The partner's page opened in a new tab.");
    expect(within(done).getByRole('link', { name: /Open the partner's page/ })).toHaveAttribute(
      'href',
      '/api/card-partner-sandbox/CC0000000007',
    );
    expect(screen.getByRole('textbox', { name: /^Customer name/ })).toHaveValue('');
  });

  it('says what is missing or wrong before asking the server, and opens no tab', async () => {
    const fetch = server();
    const user = userEvent.setup();
    render('/merchant/product/Banking/credit-card', <CardApplyPage vendor="Sarthak" />);
    await fill(user, '', '12345');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === APPLY)).toBe(false);
    expect(window.open).not.toHaveBeenCalled();
  });

  it('shows a repeat within 30 days beside the mobile number and closes the tab it opened', async () => {
    const message =
      'This mobile number already applied for the Credit Card on 20-Nov-2026. It can apply again from 20-Dec-2026.';
    server(() => jsonResponse({ message, errors: { mobileNo: [message] } }, 409), false);
    const user = userEvent.setup();
    render('/merchant/product/Banking/credit-card', <CardApplyPage vendor="Sarthak" />);
    await fill(user, 'Asha Verma', '9876543210');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(screen.queryByTestId('card-apply-done')).not.toBeInTheDocument();
    expect(screen.queryByTestId('card-sandbox-notice')).not.toBeInTheDocument();
  });

  it('a refusal that is not about a field shows in the red alert', async () => {
    server(() => jsonResponse({ message: 'The card partner is not set up: partner_id missing.' }, 503));
    const user = userEvent.setup();
    render('/merchant/product/Banking/emi-card', <CardApplyPage vendor="NSDL" />);
    await fill(user, 'Asha Verma', '9876543210');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The card partner is not set up: partner_id missing.')).toBeInTheDocument();
    expect(screen.getByText('The request was not recorded')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});
