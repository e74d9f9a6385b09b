import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LAZY, jsonResponse, renderRoutes } from '../../../test/render-app';
import { stubServer } from '../../../test/fetch-stub';
import { signIn } from '../../../test/tokens';
import FundTransfersPage from './fund-transfers';

const LIST = '/api/merchant/fund-transfers/list';
const ROWS = [
  {
    id: 12,
    createdAt: '2026-11-04 10:15',
    memberCode: 'FR0007',
    memberName: 'Asha Kendra',
    direction: 'give',
    amount: 1500,
    reason: null,
  },
  {
    id: 13,
    createdAt: '2026-11-05 17:40',
    memberCode: 'FR0007',
    memberName: 'Asha Kendra',
    direction: 'take_back',
    amount: 250.5,
    reason: 'Month end',
  },
];

function render() {
  return renderRoutes(
    [{ path: '/merchant/user-management/fund-transfers', element: <FundTransfersPage /> }],
    '/merchant/user-management/fund-transfers',
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/merchant/user-management/fund-transfers', () => {
  it('lists what the owner sent and took back, in rupees with the reason, asking for its own first page', async () => {
    signIn({ role: 'merchant', kind: 'owner' });
    const fetch = stubServer((url, init) =>
      url === LIST && init?.method === 'POST'
        ? jsonResponse({ data: ROWS, totalRecords: 2, filterRecords: 2 })
        : undefined,
    );
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Fund transfers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Fund transfers' }, LAZY);
    const [sent, back] = (await within(table).findAllByRole('row', { name: /Asha Kendra/ }, LAZY)).map(
      (r) => r.textContent,
    );
    expect(sent).toMatch(/FR0007.*Asha Kendra.*Sent to member.*₹1,500\.00\/-/);
    expect(back).toMatch(/Taken back.*₹250\.50\/-.*Month end/);
    const [, init] = fetch.mock.calls.find(([u]) => u === LIST)!;
    expect(JSON.parse(init!.body as string)).toMatchObject({ start: 0, length: 10 });
  });

  it('says so when nothing was moved yet', async () => {
    signIn({ role: 'merchant', kind: 'owner' });
    stubServer((url) => (url === LIST ? jsonResponse({ data: [], totalRecords: 0, filterRecords: 0 }) : undefined));
    render();
    expect(await screen.findByText('No records found', undefined, LAZY)).toBeInTheDocument();
  });

  it('shows a member or staff account that the list is the owner’s, without asking the server', async () => {
    signIn({ role: 'merchant', kind: 'franchise' });
    const fetch = stubServer(() => undefined);
    render();
    expect(await screen.findByText('For the shop owner only')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === LIST)).toBe(false);
  });
});
