import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY, jsonResponse, renderRoutes } from '../../../../test/render-app';
import { stubServer } from '../../../../test/fetch-stub';
import { signIn } from '../../../../test/tokens';
import BackendFundTransfersPage from './fund-transfers';

const LIST = '/api/backend/fund-transfers/list';
const ROWS = [
  {
    id: 12,
    createdAt: '2026-11-04 10:15',
    ownerCode: 'PM1001',
    ownerName: 'Prakash Pawar',
    memberCode: 'FR0007',
    memberName: 'Asha Kendra',
    direction: 'give',
    amount: 1500,
    reason: null,
  },
];
type Body = { additionFilter?: { dt1?: string; dt2?: string; ownerCode?: string | null } };

function serve(rows: typeof ROWS) {
  const bodies: Body[] = [];
  stubServer((url, init) => {
    if (url !== LIST) return undefined;
    bodies.push(JSON.parse(String(init?.body ?? '{}')) as Body);
    return jsonResponse({ data: rows, totalRecords: rows.length, filterRecords: rows.length });
  });
  return bodies;
}

function render(at = '/backend/misc/reports/fund-transfers?from=2026-11-01&to=2026-11-30') {
  return renderRoutes([{ path: '/backend/misc/reports/fund-transfers', element: <BackendFundTransfersPage /> }], at);
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin' });
});
afterEach(() => vi.unstubAllGlobals());

describe('/backend/misc/reports/fund-transfers', () => {
  it('lists every owner’s transfers for the period and narrows them to one owner by its code', async () => {
    const bodies = serve(ROWS);
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Fund transfers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Fund transfers' }, LAZY);
    const row = await within(table).findByRole('row', { name: /Prakash Pawar/ }, LAZY);
    expect(row).toHaveTextContent(/PM1001.*Prakash Pawar.*FR0007.*Asha Kendra.*Sent to member.*₹1,500\.00\/-/);
    expect(bodies[0].additionFilter).toEqual({ dt1: '2026-11-01', dt2: '2026-11-30', ownerCode: null });

    await userEvent.type(screen.getByRole('textbox', { name: 'Owner code' }), ' PM1001 ');
    await waitFor(() =>
      expect(bodies.at(-1)?.additionFilter).toEqual({ dt1: '2026-11-01', dt2: '2026-11-30', ownerCode: 'PM1001' }),
    );
  });

  it('says so when no owner moved money in the period', async () => {
    serve([]);
    render();
    expect(await screen.findByText('No records found', undefined, LAZY)).toBeInTheDocument();
  });
});
