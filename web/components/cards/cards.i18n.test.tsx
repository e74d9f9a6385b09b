import { shopOwnerInEachLanguage } from '../../test/languages';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../i18n';
import { CARD_PAYOUTS } from '../../test/cards';
import { stubServer } from '../../test/fetch-stub';
import { notPseudo } from '../../test/pseudo';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { CardApplyPage } from './CardApplyPage';

const PAGE = '/merchant/product/Banking/emi-card';

function render() {
  stubServer((url) =>
    url === '/api/merchant/banking/products' ? jsonResponse({ payouts: CARD_PAYOUTS, sandbox: true }) : undefined,
  );
  renderRoutes([{ path: PAGE, element: <CardApplyPage vendor="NSDL" /> }], PAGE);
}

shopOwnerInEachLanguage();

describe('the card referral page in Hindi (decision 0075)', () => {
  it('speaks Hindi: the menu, the form, the payout, the test-partner notice and the info dialog', async () => {
    await setLocale('hi');
    render();
    // The payout the admin set, its note as typed.
    expect(await screen.findByText('आपकी कमाई: ₹250.00/- (per card issued, paid monthly)।')).toHaveAttribute(
      'data-testid',
      'card-payout-line',
    );
    const nav = screen.getByRole('navigation', { name: 'कार्ड और लोन' });
    expect(within(nav).getByRole('link', { name: 'मेरी रिक्वेस्ट' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'बजाज ईएमआई कार्ड' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('card-sandbox-notice')).toHaveTextContent('टेस्ट पार्टनर पेज');
    expect(screen.getByRole('textbox', { name: /^ग्राहक का नाम/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^मोबाइल नंबर/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'आवेदन करें' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'जानकारी' }));
    expect(await within(await screen.findByRole('dialog')).findByTestId('card-payout')).toHaveTextContent('आपकी कमाई');
    await setLocale('en');
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });
});

describe('the card referral page in pseudo-English', () => {
  it('takes every word of its own from the catalogue', async () => {
    await setLocale('en-XA');
    render();
    await screen.findByTestId('card-sandbox-notice');
    expect(await screen.findByText(/₹250\.00\/- per card issued/)).toHaveTextContent(/^\[.*\]$/);
    // The privacy notice is the privacy screens' namespace, checked with them.
    screen.getByTestId('privacy-notice').remove();
    // The data: the product's name and points (contract/), the asterisk of a required field.
    const data = new Set(['Bajaj EMI Card', '*']);
    expect(notPseudo(document.body, (text) => data.has(text))).toEqual([]);
  });
});
