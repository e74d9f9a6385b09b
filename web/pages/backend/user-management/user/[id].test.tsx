import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetail } from '../../../../../contract/account';
import { stubServer } from '../../../../test/fetch-stub';
import { jsonResponse, LAZY, renderRoutes } from '../../../../test/render-app';
import { signIn } from '../../../../test/tokens';
import { routes } from '../../../../router';

const BASE = '/api/backend/user-management/user/9';

const USER: UserDetail = {
  id: 9,
  code: 'PM1009',
  userName: 'asha.p',
  displayName: 'Asha Patil',
  role: 'merchant',
  kind: 'owner',
  email: 'asha@example.com',
  mobile: '9876500009',
  active: true,
  lastLoginAt: null,
  createdAt: '2024-03-05T10:15:00.000Z',
  kycStatus: 'approved',
  activeSessions: 2,
  parent: null,
  canManage: true,
};

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'staff', name: 'Priya Nair', sub: 'ST1002' });
});
afterEach(() => vi.unstubAllGlobals());

describe('user page', () => {
  it('deactivates after confirming and shows the new status', async () => {
    const fetch = stubServer((url, init) => {
      if (url === BASE && (init?.method ?? 'GET') === 'GET') return jsonResponse(USER);
      if (url === `${BASE}/status`) return jsonResponse({ ...USER, active: false, activeSessions: 0 });
      return undefined;
    });
    renderRoutes(routes, '/backend/user-management/user/9');
    await screen.findByRole('heading', { name: 'Asha Patil' }, LAZY);
    expect(screen.getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('2 sessions')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deactivate Asha Patil (PM1009)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument());
    const call = fetch.mock.calls.find(([u]) => u === `${BASE}/status`);
    expect(JSON.parse(call![1]!.body as string)).toEqual({ active: false });
  });

  it('disables the controls, with the reason, when the account may not be managed', async () => {
    stubServer((url) =>
      url === BASE
        ? jsonResponse({ ...USER, role: 'admin', kind: null, kycStatus: null, canManage: false })
        : undefined,
    );
    renderRoutes(routes, '/backend/user-management/user/9');
    await screen.findByRole('heading', { name: 'Asha Patil' }, LAZY);
    const deactivate = screen.getByRole('button', { name: 'Deactivate' });
    expect(deactivate).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send password reset link' })).toBeDisabled();
    await userEvent.hover(deactivate.parentElement!);
    expect(await screen.findByText('Only the administrator manages back-office accounts.')).toBeInTheDocument();
  });
});
