import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, LAZY, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { routes } from '../../router';

beforeEach(() => {
  sessionStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:captcha');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const svg = () =>
  new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml' } });

function server(answer: () => Response) {
  return stubServer((url, init) => {
    if (url === '/api/captcha') return svg();
    if (url.startsWith('/api/auth/forgot-username') && init?.method === 'POST') return answer();
    if (url.startsWith('/api/auth/captcha-required')) return jsonResponse({ captchaRequired: false });
    return undefined;
  });
}

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Email address/, {}, LAZY), 'asha@example.com');
  await user.type(screen.getByLabelText(/^Captcha/), 'x7k2p');
  await user.click(screen.getByRole('button', { name: 'Send my user name' }));
}

describe('forgot user name', () => {
  it('sends the captcha in the query, shows the product text and returns to login after 8 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetch = server(() =>
      jsonResponse({ message: 'If this email address is registered, we have sent the user name to it.' }),
    );
    const { router } = renderRoutes(routes, '/auth/forgot-username');
    await submit(user);

    expect(await screen.findByText('Username has been sent to your registered email')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([u]) => u.startsWith('/api/auth/forgot-username'))!;
    expect(call[0]).toBe('/api/auth/forgot-username?captcha=x7k2p');
    expect(JSON.parse(call[1]!.body as string)).toEqual({ emailid: 'asha@example.com' });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(7_000);
    });
    expect(router.state.location.pathname).toBe('/auth/forgot-username');
    expect(router.state.navigation.state).toBe('idle');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_100);
    });
    // The login screen is a lazy chunk: the navigation has started and ends once it is loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), LAZY);
  });

  it("shows the server's message when it sends one", async () => {
    const user = userEvent.setup();
    server(() =>
      jsonResponse(
        {
          message: 'The characters you entered did not match the picture. Try the new one.',
          errors: { captcha: ['Does not match the picture'] },
        },
        400,
      ),
    );
    const { router } = renderRoutes(routes, '/auth/forgot-username');
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The characters you entered did not match the picture. Try the new one.',
    );
    expect(screen.getByText('Does not match the picture')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Captcha/)).toHaveValue('');
    expect(router.state.location.pathname).toBe('/auth/forgot-username');
  });

  it("falls back to 'Failed to send username' when the server gives no message", async () => {
    const user = userEvent.setup();
    server(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    renderRoutes(routes, '/auth/forgot-username');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send username');
  });

  it('asks for a valid email before calling the server', async () => {
    const user = userEvent.setup();
    const fetch = server(() => jsonResponse({}));
    renderRoutes(routes, '/auth/forgot-username');
    await user.type(await screen.findByLabelText(/^Email address/, {}, LAZY), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send my user name' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u.startsWith('/api/auth/forgot-username'))).toBe(false);
  });
});
