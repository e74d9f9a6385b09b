import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberPriceList } from '../../../../contract/margins';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import MemberPricesPage from './member-prices';

const PRICES = '/api/merchant/margins/prices';
const list = (over: Partial<MemberPriceList> = {}): MemberPriceList => ({
  canEdit: true,
  rows: [
    {
      code: 'GST_FILING',
      label: 'GST filing',
      packagePrice: 299,
      margin: 10,
      memberPrice: 309,
      cap: 50,
    },
    { code: 'GST_REGISTRATION', label: 'GST registration', packagePrice: null, margin: 0, memberPrice: null, cap: 0 },
  ] as MemberPriceList['rows'],
  history: [
    { code: 'GST_FILING', label: 'GST filing', margin: 10, from: '2026-11-02T05:30:00.000Z', setBy: 'Ravi Owner' },
  ],
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

function render(first: MemberPriceList, put?: (body: unknown) => Response) {
  stubServer((url, init) => {
    if (url === PRICES && init?.method === 'PUT') return put?.(JSON.parse(String(init.body)));
    if (url === PRICES) return jsonResponse(first);
    return undefined;
  });
  renderRoutes(
    [{ path: '/merchant/user-management/member-prices', element: <MemberPricesPage /> }],
    '/merchant/user-management/member-prices',
  );
}

describe('Member prices', () => {
  beforeEach(() => {
    sessionStorage.clear();
    signIn({ role: 'merchant', kind: 'owner' });
  });

  it('shows the package price, the margin, the member price and the cap, follows the box and saves the margin', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    render(list(), (body) => {
      sent = body;
      return jsonResponse(list({ rows: [{ ...list().rows[0], margin: 25, memberPrice: 324 }] }));
    });
    const row = await screen.findByTestId('member-price-GST_FILING');
    expect(within(row).getByText('₹299.00/-')).toBeInTheDocument();
    expect(within(row).getByText('₹309.00/-')).toBeInTheDocument();
    expect(within(row).getByText('₹50.00/-')).toBeInTheDocument();
    expect(screen.queryByTestId('member-price-GST_REGISTRATION')).not.toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your margin for GST filing' });
    await user.clear(box);
    await user.type(box, '25');
    expect(within(row).getByText('₹324.00/-')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save margins' }));
    await waitFor(() => expect(sent).toEqual({ margins: [{ code: 'GST_FILING', margin: 25 }] }));
    expect(await screen.findByText("Margins saved. They apply from your members' next charge.")).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Changes' });
    expect(within(history).getByText('Ravi Owner')).toBeInTheDocument();
  });

  it("puts the server's refusal beside the margin", async () => {
    const user = userEvent.setup();
    render(list(), () =>
      jsonResponse(
        {
          message: 'Cannot be above the limit of ₹50 the office has set.',
          errors: { 'margins.0.margin': ['Cannot be above the limit of ₹50 the office has set.'] },
        },
        400,
      ),
    );
    const box = await screen.findByRole('textbox', { name: 'Your margin for GST filing' });
    await user.click(screen.getByRole('button', { name: 'Save margins' }));
    expect(await screen.findByText('Cannot be above the limit of ₹50 the office has set.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a member its own prices, with nothing to edit', async () => {
    render(list({ canEdit: false, history: [] }));
    const row = await screen.findByTestId('member-price-GST_FILING');
    expect(within(row).getByText('₹309.00/-')).toBeInTheDocument();
    expect(within(row).queryByText('₹299.00/-')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save margins' })).not.toBeInTheDocument();
  });
});
