import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../test/data-table';
import { stubServer } from '../test/fetch-stub';
import { jsonResponse } from '../test/render-app';
import { signIn } from '../test/tokens';
import { SidebarMenu } from './SidebarMenu';
import { BACKEND_MENU, visibleMenu } from './menus';

const COUNT = '/api/backend/user-management/kyc/waiting-count';

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'staff' });
});
afterEach(() => vi.unstubAllGlobals());

describe('back-office sidebar: User Management › KYC', () => {
  it('leads to the KYC list with the number waiting, and stays marked on a review', async () => {
    stubServer((url) => (url === COUNT ? jsonResponse({ count: 3 }) : undefined));
    renderAt(
      <SidebarMenu items={visibleMenu(BACKEND_MENU, { role: 'staff' })} homePath="/backend" />,
      '/backend/user-management/merchant-kyc/12',
    );
    expect(screen.getByRole('button', { name: 'User Management' })).toHaveAttribute('aria-expanded', 'true');
    const kyc = await screen.findByRole('link', { name: 'KYC 3 waiting' });
    expect(kyc).toHaveAttribute('href', '/backend/user-management/kyc');
    expect(kyc).toHaveAttribute('data-active', 'true');
    expect(within(kyc).getByTestId('menu-count-kycWaiting')).toHaveTextContent('3');
  });

  it('shows no badge when nothing waits', async () => {
    const fetch = stubServer((url) => (url === COUNT ? jsonResponse({ count: 0 }) : undefined));
    renderAt(
      <SidebarMenu items={visibleMenu(BACKEND_MENU, { role: 'admin' })} homePath="/backend" />,
      '/backend/user-management/kyc',
    );
    await vi.waitFor(() => expect(fetch.mock.calls.some(([u]) => u === COUNT)).toBe(true));
    expect(screen.getByRole('link', { name: 'KYC' })).toHaveAttribute('href', '/backend/user-management/kyc');
    expect(screen.queryByTestId('menu-count-kycWaiting')).not.toBeInTheDocument();
  });
});
