import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, LAZY, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { makeToken } from '../../test/tokens';
import { routes } from '../../router';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const CHALLENGE = {
  twoFactorRequired: true,
  challengeId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  message: 'We have emailed a 6-digit code to a***@example.com. Enter it to finish signing in.',
};

async function signInWithPassword() {
  await userEvent.type(await screen.findByLabelText(/User name/, {}, LAZY), 'admin');
  await userEvent.type(screen.getByLabelText(/Password/), 'Admin@12345');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('two-factor sign-in', () => {
  it('asks for the emailed code, shows a wrong-code answer, then signs in like a normal sign-in', async () => {
    const token = makeToken({ name: 'Administrator', sub: 'A00001', role: 'admin', sid: 's' });
    const fetch = stubServer((url, init) => {
      if (url.startsWith('/api/auth/captcha-required')) return jsonResponse({ captchaRequired: false });
      if (url === '/api/auth/login') return jsonResponse(CHALLENGE);
      if (url === '/api/auth/login/verify') {
        const { code } = JSON.parse(init!.body as string) as { code: string };
        return code === '123456'
          ? jsonResponse({ token, refreshToken: 'r1' })
          : jsonResponse({ message: 'The code is not correct. 4 tries left.', errors: { code: ['Not correct'] } }, 401);
      }
      return undefined;
    });
    const { router } = renderRoutes(routes, '/auth/login');
    await signInWithPassword();

    expect(await screen.findByRole('heading', { name: 'Enter your sign-in code' })).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-message')).toHaveTextContent(CHALLENGE.message);
    expect(sessionStorage.getItem('token')).toBeNull();

    const code = screen.getByLabelText(/6-digit code/);
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();

    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct. 4 tries left.');
    expect(code).toHaveValue('');

    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Administrator' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/backend');
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(sessionStorage.getItem('refreshToken')).toBe('r1');
    const verify = fetch.mock.calls.filter(([u]) => u === '/api/auth/login/verify').at(-1)!;
    expect(JSON.parse(verify[1]!.body as string)).toEqual({ challengeId: CHALLENGE.challengeId, code: '123456' });
  });

  it('offers to start again once the code can no longer work', async () => {
    stubServer((url) => {
      if (url.startsWith('/api/auth/captcha-required')) return jsonResponse({ captchaRequired: false });
      if (url === '/api/auth/login') return jsonResponse(CHALLENGE);
      if (url === '/api/auth/login/verify')
        return jsonResponse({ message: 'Too many wrong codes. Sign in again to get a new code.' }, 429);
      return undefined;
    });
    renderRoutes(routes, '/auth/login');
    await signInWithPassword();
    await userEvent.type(await screen.findByLabelText(/6-digit code/), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Sign in again to get a new code.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/User name/)).toHaveValue('admin');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
  });
});
