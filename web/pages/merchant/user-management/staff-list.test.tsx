import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { STAFF_SERVICES } from '../../../../contract/staff-permissions';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import MerchantStaffListPage from './staff-list';

const LIST = '/api/merchant/user-management/staff/list';
const ROWS = [
  {
    id: 41,
    code: 'PM1041',
    displayName: 'Ravi Kulkarni',
    userName: 'ravi.k',
    mobile: '9822012345',
    email: 'ravi@shop.in',
    services: STAFF_SERVICES[0].short,
    active: 'yes',
    createdAt: '2025-02-01 11:00',
  },
  {
    id: 42,
    code: 'PM1042',
    displayName: 'Sunita More',
    userName: 'sunita',
    mobile: '9822012346',
    email: 'sunita@shop.in',
    services: '',
    active: 'no',
    createdAt: '2025-02-02 12:30',
  },
];

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Staff List', () => {
  it('lists the shop’s staff with services and status; a row opens its page; Add Staff is offered', async () => {
    const fetch = stubServer((url) =>
      url.startsWith(LIST) ? jsonResponse({ data: ROWS, totalRecords: 2, filterRecords: 2 }) : undefined,
    );
    renderRoutes(
      [{ path: '/merchant/user-management/staff-list', element: <MerchantStaffListPage /> }],
      '/merchant/user-management/staff-list',
    );
    expect(screen.getByRole('heading', { name: 'Staff List' })).toBeInTheDocument();
    const ravi = (await screen.findByRole('link', { name: 'Ravi Kulkarni' })).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Ravi Kulkarni' })).toHaveAttribute(
      'href',
      '/merchant/user-management/staff/41',
    );
    expect(within(ravi).getByText(STAFF_SERVICES[0].short)).toBeInTheDocument();
    expect(within(ravi).getByText('Active')).toBeInTheDocument();
    const sunita = screen.getByRole('link', { name: 'Sunita More' }).closest('tr')!;
    expect(within(sunita).getByText('None')).toBeInTheDocument();
    expect(within(sunita).getByText('Inactive')).toBeInTheDocument();
    expect(within(sunita).getByRole('link', { name: 'Sunita More' })).toHaveAttribute(
      'href',
      '/merchant/user-management/staff/42',
    );
    expect(screen.getByRole('link', { name: 'Add Staff' })).toHaveAttribute(
      'href',
      '/merchant/user-management/staff/new',
    );
    expect(fetch.mock.calls.some(([u, i]) => u === LIST && i?.method === 'POST')).toBe(true);
  });
});
