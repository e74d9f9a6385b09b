import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_SERVICES } from '../../../../../contract/staff-permissions';
import type { MerchantStaffDetail } from '../../../../../contract/merchant-staff';
import { stubServer } from '../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { signIn } from '../../../../test/tokens';
import AddStaffPage from './new';

const API = '/api/merchant/user-management/staff';
const CREATED: MerchantStaffDetail = {
  id: 41,
  code: 'PM1041',
  userName: 'ravi.k',
  displayName: 'Ravi Kulkarni',
  email: 'ravi@shop.in',
  mobile: '9822012345',
  active: true,
  createdAt: '2025-02-01T05:30:00.000Z',
  lastLoginAt: null,
  services: ['nsdl_pan'],
};

function render() {
  return renderRoutes(
    [
      { path: '/merchant/user-management/staff/new', element: <AddStaffPage /> },
      { path: '/merchant/user-management/staff/:id', element: <h1>Staff page</h1> },
    ],
    '/merchant/user-management/staff/new',
  );
}

const posts = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls.filter(([u, i]) => u === API && i?.method === 'POST');

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ravi Kulkarni');
  await user.type(screen.getByRole('textbox', { name: /^User name/ }), 'ravi.k');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ravi@shop.in');
  await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '9822012345');
  await user.type(screen.getByLabelText(/^Password/), 'Counter-desk-7');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Counter-desk-7');
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner', name: 'Ravi Digital Seva' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Add Staff', () => {
  it('offers the services as checkboxes, unticked', async () => {
    stubServer();
    render();
    expect(await screen.findByRole('heading', { name: 'Add Staff' })).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: STAFF_SERVICES[0].label });
    expect(box).not.toBeChecked();
  });

  it('checks the fields before sending, each message beside its field', async () => {
    const user = userEvent.setup();
    const fetch = stubServer();
    render();
    await user.type(await screen.findByRole('textbox', { name: /^Mobile/ }), '12345');
    await user.type(screen.getByLabelText(/^Password/), 'Counter-desk-7');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Counter-desk-8');
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Mobile/ })).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetch)).toHaveLength(0);
  });

  it('sends the account with the ticked services and opens its page', async () => {
    const user = userEvent.setup();
    const fetch = stubServer((url, init) =>
      url === API && init?.method === 'POST' ? jsonResponse(CREATED) : undefined,
    );
    const { router } = render();
    await screen.findByRole('heading', { name: 'Add Staff' });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: STAFF_SERVICES[0].label }));
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));

    expect(await screen.findByRole('heading', { name: 'Staff page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/merchant/user-management/staff/41');
    expect(await screen.findByText('Ravi Kulkarni (PM1041) can now sign in as ravi.k.')).toBeInTheDocument();
    expect(JSON.parse(posts(fetch)[0][1]!.body as string)).toEqual({
      displayName: 'Ravi Kulkarni',
      userName: 'ravi.k',
      email: 'ravi@shop.in',
      mobile: '9822012345',
      password: 'Counter-desk-7',
      confirm: 'Counter-desk-7',
      services: ['nsdl_pan'],
    });
  });

  it('shows a taken user name beside the field and stays on the form', async () => {
    const user = userEvent.setup();
    stubServer((url, init) =>
      url === API && init?.method === 'POST'
        ? jsonResponse({ message: 'This user name is already taken.', errors: { userName: ['Already taken'] } }, 409)
        : undefined,
    );
    const { router } = render();
    await screen.findByRole('heading', { name: 'Add Staff' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));
    const message = await screen.findByText('This user name is already taken.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(await screen.findByText('Already taken')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^User name/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(router.state.location.pathname).toBe('/merchant/user-management/staff/new');
    // Typing a new name clears the message beside it.
    await user.type(screen.getByRole('textbox', { name: /^User name/ }), '2');
    expect(screen.queryByText('Already taken')).not.toBeInTheDocument();
  });
});
