import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, LAZY, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { makeToken } from '../../test/tokens';
import { routes } from '../../router';

beforeEach(() => {
  sessionStorage.clear();
  // jsdom has no object URLs; the captcha picture needs one.
  URL.createObjectURL = vi.fn(() => 'blob:captcha');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(userName: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/User name/, {}, LAZY), userName);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('signs an admin in and lands on /backend with the sidebar', async () => {
    const token = makeToken({ name: 'Administrator', sub: 'A00001', role: 'admin', sid: 's' });
    const fetch = stubServer((url) => {
      if (url === '/api/auth/login') return jsonResponse({ token, refreshToken: 'r1' });
      if (url.startsWith('/api/auth/captcha-required')) return jsonResponse({ captchaRequired: false });
      return undefined;
    });
    const { router } = renderRoutes(routes, '/auth/login');
    await fillAndSubmit('admin', 'Admin@12345');

    expect(await screen.findByRole('heading', { name: 'Welcome, Administrator' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/backend');
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(sessionStorage.getItem('refreshToken')).toBe('r1');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toHaveTextContent('Dashboard');
    expect(nav).toHaveTextContent('Site Configuration');
    expect(screen.getByTestId('profile-code')).toHaveTextContent('A00001');
    const login = fetch.mock.calls.find(([u]) => u === '/api/auth/login');
    expect(JSON.parse(login![1]!.body as string)).toEqual({ userName: 'admin', password: 'Admin@12345' });
  });

  it('shows the server error in a red alert, then the captcha once the server asks for it', async () => {
    let attempts = 0;
    stubServer((url) => {
      if (url.startsWith('/api/auth/captcha-required')) return jsonResponse({ captchaRequired: false });
      if (url === '/api/captcha')
        return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });
      if (url === '/api/auth/login') {
        attempts += 1;
        return jsonResponse({ message: 'Invalid user name or password.', captchaRequired: attempts >= 1 }, 401);
      }
      return undefined;
    });
    renderRoutes(routes, '/auth/login');
    await fillAndSubmit('asha', 'wrong-pass');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid user name or password.');
    expect(await screen.findByLabelText(/Captcha/)).toBeInTheDocument();
    expect(await screen.findByAltText('Captcha: type the characters shown')).toHaveAttribute('src', 'blob:captcha');
  });

  it('shows the lockout message as the server words it', async () => {
    const message = 'Too many failed sign-in attempts. This account is locked until 10:45 IST.';
    stubServer((url) => {
      if (url.startsWith('/api/auth/captcha-required')) return jsonResponse({ captchaRequired: false });
      if (url === '/api/auth/login') return jsonResponse({ message, lockedUntil: '2026-01-01T05:15:00.000Z' }, 429);
      return undefined;
    });
    renderRoutes(routes, '/auth/login');
    await fillAndSubmit('asha', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('asks for both fields before calling the server', async () => {
    const fetch = stubServer();
    renderRoutes(routes, '/auth/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }, LAZY));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(fetch.mock.calls.some(([u]) => u === '/api/auth/login')).toBe(false);
  });
});
