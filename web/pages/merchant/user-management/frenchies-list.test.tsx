import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { stubServer } from '../../../test/fetch-stub';
import { signIn } from '../../../test/tokens';
import MemberListPage from './frenchies-list';

const LIST = '/api/merchant/user-management/members/list';
const ROWS = [
  {
    id: 42,
    code: 'PM1042',
    displayName: 'Sunita Jadhav',
    userName: 'sunita.j',
    mobile: '9822012345',
    email: 'sunita@example.in',
    shopName: 'Jadhav Xerox',
    balance: 0,
    kycStatus: 'not_submitted',
    active: 'yes',
    createdAt: '2025-03-05 10:15',
  },
  {
    id: 43,
    code: 'PM1043',
    displayName: 'Anil Kale',
    userName: 'anil.k',
    mobile: '9822012346',
    email: 'anil@example.in',
    shopName: 'Kale Net Cafe',
    balance: 1250.5,
    kycStatus: 'approved',
    active: 'no',
    createdAt: '2025-03-04 09:00',
  },
];

function render() {
  return renderRoutes(
    [{ path: '/merchant/user-management/frenchies-list', element: <MemberListPage /> }],
    '/merchant/user-management/frenchies-list',
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Member List', () => {
  it('lists the owner’s members with their own balance in rupees, KYC and status, each linking to its page', async () => {
    const fetch = stubServer((url, init) =>
      url === LIST && init?.method === 'POST'
        ? jsonResponse({ data: ROWS, totalRecords: 2, filterRecords: 2 })
        : undefined,
    );
    render();
    const first = (await screen.findByText('Sunita Jadhav')).closest('tr')!;
    expect(within(first).getByText('₹0.00/-')).toBeInTheDocument();
    expect(within(first).getByText('Not submitted')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'PM1042' })).toHaveAttribute(
      'href',
      '/merchant/user-management/view-frenchies/42',
    );
    const second = screen.getByText('Anil Kale').closest('tr')!;
    expect(within(second).getByText('₹1,250.50/-')).toBeInTheDocument();
    expect(within(second).getByText('Approved')).toBeInTheDocument();
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'View Anil Kale' })).toHaveAttribute(
      'href',
      '/merchant/user-management/view-frenchies/43',
    );
    expect(screen.getByRole('link', { name: 'Add Member' })).toHaveAttribute(
      'href',
      '/merchant/user-management/add-frenchies',
    );
    const [, init] = fetch.mock.calls.find(([u]) => u === LIST)!;
    expect(JSON.parse(init!.body as string)).toMatchObject({ start: 0, length: 10 });
  });

  it('tells a staff account the list is the owner’s, and asks for nothing', async () => {
    signIn({ role: 'merchant', kind: 'staff' });
    const fetch = stubServer();
    render();
    expect(await screen.findByText('For the shop owner only')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Member' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === LIST)).toBe(false);
  });
});
