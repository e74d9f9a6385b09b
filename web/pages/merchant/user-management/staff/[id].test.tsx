import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_SERVICES } from '../../../../../contract/staff-permissions';
import { STAFF } from '../../../../test/merchant-members';
import { stubServer } from '../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { signIn } from '../../../../test/tokens';
import StaffViewPage from './[id]';

const API = '/api/merchant/user-management/staff/41';

const render = () =>
  renderRoutes(
    [{ path: '/merchant/user-management/staff/:id', element: <StaffViewPage /> }],
    '/merchant/user-management/staff/41',
  );
const calls = (fetch: ReturnType<typeof stubServer>, url: string) => fetch.mock.calls.filter(([u]) => u === url);

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('staff page', () => {
  it('shows the details, the ticked services and a link to edit', async () => {
    stubServer((url) => (url === API ? jsonResponse(STAFF) : undefined));
    render();
    expect(await screen.findByRole('heading', { name: 'Ravi Kulkarni' })).toBeInTheDocument();
    expect(screen.getByText('ravi.k')).toBeInTheDocument();
    expect(screen.getByText('9822012345')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Services' })).getByText(STAFF_SERVICES[0].label),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/merchant/user-management/staff/edit/41',
    );
  });

  it('says when no service is ticked', async () => {
    stubServer((url) => (url === API ? jsonResponse({ ...STAFF, services: [] }) : undefined));
    render();
    expect(await screen.findByText(/No services ticked/)).toBeInTheDocument();
  });

  it('deactivates after confirming and shows the new status', async () => {
    const user = userEvent.setup();
    const fetch = stubServer((url) => {
      if (url === API) return jsonResponse(STAFF);
      if (url === `${API}/status`) return jsonResponse({ ...STAFF, active: false });
      return undefined;
    });
    render();
    await screen.findByRole('heading', { name: 'Ravi Kulkarni' });
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deactivate Ravi Kulkarni (PM1041)?');
    expect(calls(fetch, `${API}/status`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(await screen.findByText('Ravi Kulkarni has been signed out and cannot sign in.')).toBeInTheDocument();
    expect(screen.getAllByText('Inactive').length).toBeGreaterThan(0);
    expect(JSON.parse(calls(fetch, `${API}/status`)[0][1]!.body as string)).toEqual({ active: false });
  });

  it('sets a new password typed twice', async () => {
    const user = userEvent.setup();
    const fetch = stubServer((url) => {
      if (url === API) return jsonResponse(STAFF);
      if (url === `${API}/password`)
        return jsonResponse({
          message:
            "Ravi Kulkarni's password has been changed. They have been signed out and must sign in with the new password.",
          sessionsEnded: 1,
        });
      return undefined;
    });
    render();
    await screen.findByRole('heading', { name: 'Ravi Kulkarni' });
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^New password/), 'Fresh-start-42');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Fresh-start-43');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('The two passwords do not match')).toBeInTheDocument();
    expect(calls(fetch, `${API}/password`)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Confirm new password/));
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Fresh-start-42');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/password has been changed\. They have been signed out/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(calls(fetch, `${API}/password`)[0][1]!.body as string)).toEqual({
      password: 'Fresh-start-42',
      confirm: 'Fresh-start-42',
    });
  });
});
