import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { signIn } from '../../test/tokens';
import { AdjustWalletButton } from './AdjustWalletDialog';

const ADJUST = '/api/backend/wallets/42/adjust';
const render = () =>
  renderRoutes([{ path: '/', element: <AdjustWalletButton userId={42} name="Ravi Sharma" balance={100} /> }], '/');

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Adjust wallet (admin)', () => {
  it('shows the shortfall of a refused debit; a resend reuses the key, a changed adjustment gets a new one', async () => {
    let calls = 0;
    const fetch = stubServer((url) => {
      if (url !== ADJUST) return undefined;
      calls += 1;
      if (calls === 1)
        return jsonResponse({ message: 'Not enough balance.', shortfall: 400, balance: 100, needed: 500 }, 422);
      if (calls === 2) return jsonResponse({ message: 'Service unavailable' }, 503);
      return jsonResponse({ entry: { id: 1, direction: 'Dr', amount: 50, balanceAfter: 50 }, replayed: false });
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Adjust wallet' }));
    await userEvent.click(await screen.findByText('Debit (Dr)'));
    await userEvent.type(screen.getByLabelText(/^Amount/), '500');
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Wrong credit on 3 March');
    await userEvent.click(screen.getByRole('button', { name: 'Debit wallet' }));
    expect(await screen.findByText('Not enough balance')).toBeInTheDocument();
    expect(
      screen.getByText(/The wallet holds ₹100.00\/-; this debit needs ₹500.00\/- \(short by ₹400.00\/-\)/),
    ).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^Amount/));
    await userEvent.type(screen.getByLabelText(/^Amount/), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Debit wallet' }));
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Debit wallet' }));
    await waitFor(() => expect(calls).toBe(3));
    const bodies = fetch.mock.calls.filter(([u]) => u === ADJUST).map(([, i]) => JSON.parse(i!.body as string));
    expect(bodies[0]).toMatchObject({ direction: 'Dr', amount: 500, remark: 'Wrong credit on 3 March' });
    expect(bodies[1]).toMatchObject({ direction: 'Dr', amount: 50 });
    expect(bodies[1].idempotencyKey).not.toBe(bodies[0].idempotencyKey);
    expect(bodies[2].idempotencyKey).toBe(bodies[1].idempotencyKey);
  });

  it('is not offered to back-office staff', () => {
    signIn({ role: 'staff' });
    stubServer();
    render();
    expect(screen.queryByRole('button', { name: 'Adjust wallet' })).not.toBeInTheDocument();
  });
});
