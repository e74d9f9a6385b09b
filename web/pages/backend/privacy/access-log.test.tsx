import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessLogRow } from '../../../../contract/privacy/access-log';
import { pickColumns } from '../../../test/data-table';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import AccessLogPage from './access-log';

const LIST = '/api/backend/privacy/access-log';

const ROWS: AccessLogRow[] = [
  {
    id: 2,
    at: '2026-01-12 11:30',
    actorCode: 'AD1001',
    actorRole: 'admin',
    action: 'list_export',
    refType: 'list',
    reference: 'merchants',
    detail: 'merchants · CSV · 12 rows',
    reason: '',
    ip: '10.0.0.2',
  },
  {
    id: 1,
    at: '2026-01-10 11:30',
    actorCode: 'ST1002',
    actorRole: 'staff',
    action: 'aadhaar_reveal',
    refType: 'pan_application',
    reference: 'TK0000000041',
    detail: 'data.aadhaar',
    reason: 'Keying it into the NSDL system',
    ip: '10.0.0.1',
  },
];

/** The bodies the page posted to the list, oldest first. */
function listServer() {
  const bodies: Record<string, unknown>[] = [];
  const fetch = stubServer((url, init) => {
    if (url === LIST && init?.method === 'POST') {
      bodies.push(JSON.parse(init.body as string) as Record<string, unknown>);
      return jsonResponse({ data: ROWS, totalRecords: 2, filterRecords: 2 });
    }
    if (url === `${LIST}/export?format=csv`)
      return new Response('When,User\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="access-log-2026-01-12.csv"',
        },
      });
    return undefined;
  });
  return { fetch, bodies, last: () => bodies.at(-1)! };
}

const render = (url = '/backend/privacy/access-log') =>
  renderRoutes([{ path: '/backend/privacy/access-log', element: <AccessLogPage /> }], url);

beforeEach(() => {
  sessionStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('Setting › Access Log', () => {
  it('lists who did what, when, to which record and from where, in words', async () => {
    signIn({ role: 'admin' });
    listServer();
    render();
    const reveal = (await screen.findByText('TK0000000041')).closest('tr')!;
    expect(reveal).toHaveTextContent('Aadhaar shown');
    expect(reveal).toHaveTextContent('ST1002');
    expect(reveal).toHaveTextContent('Staff');
    expect(reveal).toHaveTextContent('Keying it into the NSDL system');
    expect(reveal).toHaveTextContent('10-Jan-2026');
    // Where from, and the detail of what was taken, wait in the columns menu (decision 0072).
    expect(reveal).not.toHaveTextContent('10.0.0.1');
    await pickColumns('Detail', 'IP address');
    expect(screen.getByText('TK0000000041').closest('tr')).toHaveTextContent('10.0.0.1');
    expect(screen.getByText('merchants · CSV · 12 rows').closest('tr')).toHaveTextContent('List exported');
  });

  it('sends the date range, action and user code as the list’s filters, kept in the URL', async () => {
    signIn({ role: 'admin' });
    const server = listServer();
    render('/backend/privacy/access-log?dt1=2026-01-01&dt2=2026-01-31');
    await screen.findByText('TK0000000041');
    expect(server.last().additionFilter).toEqual({ dt1: '2026-01-01', dt2: '2026-01-31' });
    expect(screen.getByRole('button', { name: 'From date' })).toHaveTextContent('01/01/2026');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Aadhaar shown');
    await waitFor(() =>
      expect(server.last().additionFilter).toEqual({ dt1: '2026-01-01', dt2: '2026-01-31', action: 'aadhaar_reveal' }),
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'User code' }), 'st1002{Enter}');
    await waitFor(() =>
      expect(server.last().additionFilter).toEqual({
        dt1: '2026-01-01',
        dt2: '2026-01-31',
        action: 'aadhaar_reveal',
        actor: 'st1002',
      }),
    );
    expect(server.last().start).toBe(0);
  });

  it('tells back-office staff it is the administrator’s, and asks the server nothing', async () => {
    signIn({ role: 'staff' });
    const server = listServer();
    render();
    expect(await screen.findByText('Only an administrator reads the access log.')).toBeInTheDocument();
    expect(server.bodies).toEqual([]);
  });
});
