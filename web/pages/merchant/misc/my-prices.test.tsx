import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopPriceList } from '../../../../contract/receipts';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import MyPricesPage from './my-prices';

const PRICES = '/api/merchant/receipts/prices';
const list = (over: Partial<ShopPriceList> = {}): ShopPriceList => ({
  canEdit: true,
  rows: [
    {
      code: 'NSDL_PHYSICAL_NEW',
      label: 'NSDL PAN physical — new (49A)',
      packagePrice: 122,
      cap: 200,
      govFee: 107,
      price: null,
    },
    { code: 'GST_REGISTRATION', label: 'GST registration', packagePrice: null, cap: null, govFee: 0, price: null },
  ] as ShopPriceList['rows'],
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

function render(first: ShopPriceList, put?: (body: unknown) => Response) {
  const fetch = stubServer((url, init) => {
    if (url === PRICES && init?.method === 'PUT') return put?.(JSON.parse(String(init.body)));
    if (url === PRICES) return jsonResponse(first);
    return undefined;
  });
  renderRoutes([{ path: '/merchant/misc/my-prices', element: <MyPricesPage /> }], '/merchant/misc/my-prices');
  return fetch;
}

describe('My prices', () => {
  beforeEach(() => {
    sessionStorage.clear();
    signIn({ role: 'merchant', kind: 'owner' });
  });

  it("lists the services the package sells with the portal's charge, the fee and the limit, and saves the owner's price", async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    render(list(), (body) => {
      sent = body;
      return jsonResponse(list({ rows: [{ ...list().rows[0], price: 150 }] }));
    });
    const row = await screen.findByTestId('price-NSDL_PHYSICAL_NEW');
    expect(within(row).getByText('₹122.00/-')).toBeInTheDocument();
    expect(within(row).getByText('₹107.00/-')).toBeInTheDocument();
    expect(within(row).getByText('₹200.00/-')).toBeInTheDocument();
    expect(screen.queryByTestId('price-GST_REGISTRATION')).not.toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: /^Your price for NSDL PAN physical/ });
    await user.type(box, '150');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(sent).toEqual({ rates: [{ code: 'NSDL_PHYSICAL_NEW', price: 150 }] }));
    expect(await screen.findByText('Your prices are saved')).toBeInTheDocument();
  });

  it("puts the server's refusal beside the price", async () => {
    const user = userEvent.setup();
    render(list(), () =>
      jsonResponse(
        {
          message: "Cannot be below the portal's charge of ₹122.",
          errors: { 'rates.0.price': ["Cannot be below the portal's charge of ₹122."] },
        },
        400,
      ),
    );
    const box = await screen.findByRole('textbox', { name: /^Your price for/ });
    await user.type(box, '100');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText("Cannot be below the portal's charge of ₹122.")).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('My prices for staff', () => {
  beforeEach(() => {
    sessionStorage.clear();
    signIn({ role: 'merchant', kind: 'staff' });
  });

  it("shows the shop's prices read-only", async () => {
    render(list({ canEdit: false, rows: [{ ...list().rows[0], price: 140 }] }));
    expect(await screen.findByText('Only the shop owner can change these prices.')).toBeInTheDocument();
    expect(within(screen.getByTestId('price-NSDL_PHYSICAL_NEW')).getByText('₹140.00/-')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save prices' })).not.toBeInTheDocument();
  });
});
