import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_SERVICES } from '../../../../../../contract/staff-permissions';
import type { MerchantStaffDetail } from '../../../../../../contract/merchant-staff';
import { stubServer } from '../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../test/render-app';
import { signIn } from '../../../../../test/tokens';
import EditStaffPage from './[id]';

const API = '/api/merchant/user-management/staff/41';
const STAFF: MerchantStaffDetail = {
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

function render(id = '41') {
  return renderRoutes(
    [
      { path: '/merchant/user-management/staff/edit/:id', element: <EditStaffPage /> },
      { path: '/merchant/user-management/staff/:id', element: <h1>Staff page</h1> },
    ],
    `/merchant/user-management/staff/edit/${id}`,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Edit Staff', () => {
  it('starts from the account, has no password, and saves details and services together', async () => {
    const user = userEvent.setup();
    const fetch = stubServer((url, init) => {
      if (url !== API) return undefined;
      if (init?.method === 'PUT') return jsonResponse({ ...STAFF, ...JSON.parse(init.body as string) });
      return jsonResponse(STAFF);
    });
    const { router } = render();
    expect(await screen.findByRole('heading', { name: 'Edit Ravi Kulkarni' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^User name/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^User name/ })).toHaveValue('ravi.k');
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: STAFF_SERVICES[0].label });
    expect(box).toBeChecked();

    const mobile = screen.getByRole('textbox', { name: /^Mobile/ });
    await user.clear(mobile);
    await user.type(mobile, '9922012345');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Staff page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/merchant/user-management/staff/41');
    const put = fetch.mock.calls.find(([u, i]) => u === API && i?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string)).toEqual({
      displayName: 'Ravi Kulkarni',
      email: 'ravi@shop.in',
      mobile: '9922012345',
      services: [],
    });
  });

  it('says so when the account is not one of this shop’s', async () => {
    stubServer((url) =>
      url === '/api/merchant/user-management/staff/99'
        ? jsonResponse({ message: 'No such staff account in your shop.' }, 404)
        : undefined,
    );
    render('99');
    expect(await screen.findByText('No such staff account in your shop.')).toBeInTheDocument();
    expect(screen.getByText('No such staff account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
