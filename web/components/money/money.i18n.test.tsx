import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../i18n';
import { stubServer } from '../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { notPseudo } from '../../test/pseudo';
import { signIn } from '../../test/tokens';
import { AdjustWalletButton } from './AdjustWalletDialog';
import { HeaderBalance } from './HeaderBalance';
import { WalletHolderOnly } from './guards';

const CLOSING = '/api/merchant/accounting/closing';

beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe('money in Hindi (decision 0075)', () => {
  it('shows the header balance, its reload and its failure in Hindi; the rupees stay as they are', async () => {
    signIn({ role: 'merchant', kind: 'owner' });
    await setLocale('hi');
    stubServer((url) => (url === CLOSING ? jsonResponse({ message: 'This account has no wallet.' }, 404) : undefined));
    renderRoutes([{ path: '/', element: <HeaderBalance /> }], '/');
    expect(screen.getByText('उपलब्ध बैलेंस')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बैलेंस दोबारा देखें' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'बैलेंस नहीं दिख पाया' })).toBeInTheDocument();
    expect(screen.getByTestId('header-balance-value')).toHaveAccessibleName('उपलब्ध बैलेंस ₹0.00/-');
  });

  it("tells a shop's staff in Hindi that only the owner adds funds", async () => {
    signIn({ role: 'merchant', kind: 'staff' });
    await setLocale('hi');
    stubServer();
    renderRoutes([{ path: '/', element: <WalletHolderOnly>never</WalletHolderOnly> }], '/');
    expect(screen.getByText('स्टाफ़ खातों के लिए नहीं है')).toBeInTheDocument();
    expect(screen.getByText(/दुकान के मालिक से कहें/)).toBeInTheDocument();
  });

  it("asks the admin's wallet adjustment in Hindi", async () => {
    signIn({ role: 'admin' });
    await setLocale('hi');
    stubServer();
    renderRoutes([{ path: '/', element: <AdjustWalletButton userId={42} name="Ravi Sharma" balance={100} /> }], '/');
    await userEvent.click(screen.getByRole('button', { name: 'वॉलेट एडजस्ट करें' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('वॉलेट एडजस्ट करें — Ravi Sharma')).toBeInTheDocument();
    expect(within(dialog).getByText('अभी का बैलेंस ₹100.00/-')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^रकम \(₹\)/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^कारण/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('कटौती (डेबिट)'));
    expect(within(dialog).getByRole('button', { name: 'वॉलेट से काटें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });
});

describe('money in pseudo-English', () => {
  it('takes every word of the wallet adjustment and the header balance from the catalogue', async () => {
    signIn({ role: 'admin' });
    await setLocale('en-XA');
    stubServer((url) => (url === CLOSING ? jsonResponse(250) : undefined));
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <HeaderBalance />
              <AdjustWalletButton userId={42} name="Ravi Sharma" balance={100} />
            </>
          ),
        },
      ],
      '/',
    );
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveAttribute('data-state', 'idle'));
    await userEvent.click(screen.getByRole('button', { name: /ŵàļļéţ/ }));
    await screen.findByRole('dialog');
    // Data: money and a required field's '*'; the wallet holder's name stays inside its sentence's brackets.
    expect(notPseudo(document.body, (text) => /^[\d\s,.₹/-]*$/.test(text) || text === '*')).toEqual([]);
  });
});
