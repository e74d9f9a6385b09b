import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../../../test/data-table';
import BackendBacklogDataPage from './backlog-data';

const net = vi.hoisted(() => ({ post: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../api/client')>()),
  api: { post: net.post, get: vi.fn(), download: vi.fn(), upload: vi.fn() },
}));

/** An unsigned token is enough: the client only reads the claims, the server verifies. */
function signIn(role: string) {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  sessionStorage.setItem('token', `${b64({ alg: 'HS256' })}.${b64({ sub: 'U1', name: 'User', role })}.sig`);
  sessionStorage.setItem('refreshToken', 'r');
}

beforeEach(() => {
  net.post.mockReset().mockResolvedValue({ data: [], totalRecords: 0, filterRecords: 0 });
});
afterEach(() => sessionStorage.clear());

describe('backend backlog-data page', () => {
  it('lists the back-office backlog and offers Import to an admin', async () => {
    signIn('admin');
    renderAt(<BackendBacklogDataPage />, '/backend/actions/nsdl-pan/physical/backlog-data');
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(net.post.mock.calls[0][0]).toBe('/backend/nsdl-pan/backlog/pan-list');
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
  });

  it('offers no Import to staff', async () => {
    signIn('staff');
    renderAt(<BackendBacklogDataPage />, '/backend/actions/nsdl-pan/physical/backlog-data');
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });
});
