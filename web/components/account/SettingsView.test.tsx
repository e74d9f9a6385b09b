import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, LAZY, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { signIn } from '../../test/tokens';
import { routes } from '../../router';
import { ACTIVITY, SETTINGS } from '../../test/account';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('account settings', () => {
  it('reverts a refused toggle and shows the red Error notification at the top centre', async () => {
    signIn({ role: 'merchant', kind: 'owner', name: 'Ravi Sharma' });
    let answer!: (r: Response) => void;
    const fetch = stubServer((url, init) => {
      if (url === '/api/merchant/account/get-settings') return jsonResponse(SETTINGS);
      if (url === '/api/merchant/account/activity') return jsonResponse({ enabled: true, items: [] });
      if (url === '/api/merchant/account/update-setting' && init?.method === 'POST')
        return new Promise<Response>((resolve) => (answer = resolve));
      return undefined;
    });
    renderRoutes(routes, '/merchant/account/my-setting');
    const twoFactor = await screen.findByRole('switch', { name: /Two-factor authentication/ }, LAZY);
    expect(twoFactor).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Login notifications/ })).toBeChecked();

    await userEvent.click(twoFactor);
    // While the server thinks about it the switch shows the new position.
    await waitFor(() => expect(twoFactor).toBeChecked());
    const call = fetch.mock.calls.find(([u]) => u === '/api/merchant/account/update-setting')!;
    expect(JSON.parse(call[1]!.body as string)).toEqual({ prop: 'twoFactorAuthentication', value: 'true' });

    answer(
      jsonResponse(
        { message: 'Two-factor authentication sends codes by email: your account needs an email address first.' },
        422,
      ),
    );
    const title = await screen.findByText('Error', {}, LAZY);
    const note = title.closest('[role="alert"]') as HTMLElement;
    expect(
      within(note).getByText(
        'Two-factor authentication sends codes by email: your account needs an email address first.',
      ),
    ).toBeInTheDocument();
    expect(note.closest('[data-position]')).toHaveAttribute('data-position', 'top-center');
    await waitFor(() => expect(twoFactor).not.toBeChecked());
  });

  it('keeps the server’s answer on success and lists activity in words', async () => {
    signIn({ role: 'admin', name: 'Administrator' });
    stubServer((url, init) => {
      if (url === '/api/backend/my-profile/get-settings') return jsonResponse({ ...SETTINGS, activityTracking: false });
      if (url === '/api/backend/my-profile/update-setting' && init?.method === 'POST')
        return jsonResponse({ ...SETTINGS, activityTracking: true });
      if (url === '/api/backend/my-profile/activity') return jsonResponse(ACTIVITY);
      return undefined;
    });
    renderRoutes(routes, '/backend/my-profile/setting');
    const tracking = await screen.findByRole('switch', { name: /Activity tracking/ }, LAZY);
    expect(screen.queryByRole('table', { name: 'Recent activity' })).toBeNull();
    await userEvent.click(tracking);
    const table = await screen.findByRole('table', { name: 'Recent activity' });
    expect(tracking).toBeChecked();
    expect(within(table).getByText('Turned activity tracking on')).toBeInTheDocument();
    expect(within(table).getByText('Signed in')).toBeInTheDocument();
    expect(within(table).getAllByText('10.0.0.7')).toHaveLength(2);
    expect(within(table).getAllByText(/^\d{2}-[A-Z][a-z]{2}-2026 \d{2}:\d{2}$/)).toHaveLength(2);
  });
});
