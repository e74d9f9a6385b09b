import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, LAZY, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { signIn } from '../../test/tokens';
import { routes } from '../../router';
import { PROFILE } from '../../test/account';

beforeEach(() => {
  sessionStorage.clear();
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:photo-${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('my profile', () => {
  it("shows the details read-only with '--' for empty, and after an upload the sidebar shows the photo", async () => {
    signIn({ role: 'merchant', kind: 'owner', name: 'Ravi Sharma', sub: 'M00012' });
    let hasPhoto = false;
    const fetch = stubServer((url, init) => {
      if (url === '/api/merchant/account') return jsonResponse({ ...PROFILE, hasPhoto });
      if (url === '/api/merchant/account/photo' && init?.method === 'POST') {
        hasPhoto = true;
        return jsonResponse({ ...PROFILE, hasPhoto: true });
      }
      if (url === '/api/merchant/account/photo')
        return new Response('jpeg bytes', { headers: { 'content-type': 'image/jpeg' } });
      return undefined;
    });
    renderRoutes(routes, '/merchant/account/my-profile');
    expect(await screen.findByTestId('profile-name', {}, LAZY)).toHaveTextContent('Ravi Sharma');
    const mobile = screen.getByText('Mobile').nextElementSibling!;
    expect(mobile).toHaveTextContent('--');
    expect(screen.getByText('Package').nextElementSibling).toHaveTextContent('--');
    expect(screen.getByText('Sharma Digital Seva Kendra')).toBeInTheDocument();
    const sidebar = screen.getByTestId('sidebar-profile');
    expect(within(sidebar).queryByRole('img')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Preview — not saved yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save photo' }));

    await waitFor(() =>
      expect(within(sidebar).getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^blob:photo-/)),
    );
    const photoGet = fetch.mock.calls.find(
      ([u, i]) => u === '/api/merchant/account/photo' && (i?.method ?? 'GET') === 'GET',
    )!;
    expect((photoGet[1]!.headers as Record<string, string>).authorization).toMatch(/^Bearer /);
  });

  it("shows the server's refusal of a photo", async () => {
    signIn({ role: 'admin', name: 'Administrator' });
    stubServer((url, init) => {
      if (url === '/api/backend/my-profile') return jsonResponse({ ...PROFILE, role: 'admin', kind: null, shop: null });
      if (url === '/api/backend/my-profile/photo' && init?.method === 'POST')
        return jsonResponse(
          { message: 'The photo must be at most 4000 pixels on each side.', errors: { file: ['Too large'] } },
          400,
        );
      return undefined;
    });
    renderRoutes(routes, '/backend/my-profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }, LAZY));
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['png'], 'big.png', { type: 'image/png' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save photo' }));
    const refusal = await screen.findByText('The photo must be at most 4000 pixels on each side.');
    expect(refusal.closest('[role="alert"]')).toHaveTextContent('Photo not accepted');
    expect(screen.queryByText('Shop')).toBeNull();
  });
});
