import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { signIn } from '../../test/tokens';
import { TransferButtons } from './TransferButtons';

const GIVE = '/api/merchant/fund-transfers/members/7/give';
const TAKE = '/api/merchant/fund-transfers/members/7/take-back';
const render = (balance = 1500) =>
  renderRoutes(
    [{ path: '/', element: <TransferButtons member={{ id: 7, name: 'Sita Devi', balance, active: true }} /> }],
    '/',
  );
const view = (over: Record<string, unknown>) => ({
  id: 1,
  memberId: 7,
  direction: 'give',
  amount: 500,
  reason: null,
  ownerBalance: 9500,
  memberBalance: 2000,
  createdAt: '2026-11-29T09:00:00.000Z',
  replayed: false,
  ...over,
});

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Send money / Take back (owner, on its member)', () => {
  it("shows the server's limit on the amount field; a resend keeps its key; success says both balances", async () => {
    let calls = 0;
    const fetch = stubServer((url) => {
      if (url !== GIVE) return undefined;
      calls += 1;
      if (calls === 1)
        return jsonResponse(
          {
            message: 'At most ₹1,000.00/- can be sent in one transfer.',
            errors: { amount: ['At most ₹1,000.00/- can be sent in one transfer.'] },
          },
          422,
        );
      if (calls === 2) return jsonResponse({ message: 'Service unavailable' }, 503);
      return jsonResponse(view({}));
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Send money' }));
    expect(await screen.findByText("Sita Devi's balance: ₹1,500.00/-")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Amount/), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Send ₹5,000.00/-' }));
    expect(await screen.findByText('At most ₹1,000.00/- can be sent in one transfer.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText(/^Amount/));
    await userEvent.type(screen.getByLabelText(/^Amount/), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Send ₹500.00/-' }));
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send ₹500.00/-' }));
    expect(await screen.findByText('₹500.00/- sent')).toBeInTheDocument();
    expect(screen.getByText("Your balance ₹9,500.00/-, the member's ₹2,000.00/-.")).toBeInTheDocument();
    const sent = fetch.mock.calls.filter(([u]) => u === GIVE);
    const keys = sent.map(([, i]) => (i!.headers as Record<string, string>)['idempotency-key']);
    expect(JSON.parse(sent[1][1]!.body as string)).toEqual({ amount: 500 });
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  it('asks the reason of a take-back before sending anything', async () => {
    const fetch = stubServer((url) =>
      url === TAKE ? jsonResponse(view({ direction: 'take_back', amount: 200, reason: 'Month end' })) : undefined,
    );
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Take back' }));
    await userEvent.type(await screen.findByLabelText(/^Amount/), '200');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take back' }));
    expect(await screen.findByText('Say why (at least 3 characters)')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([u]) => u === TAKE)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Month end');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take back' }));
    expect(await screen.findByText('₹200.00/- taken back')).toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.filter(([u]) => u === TAKE)).toHaveLength(1));
  });
});
