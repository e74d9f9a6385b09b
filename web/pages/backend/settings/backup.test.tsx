import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACKUP_UNDER_WAY, type BackupList, type BackupSummary } from '../../../../contract/backup';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import BackupPage from './backup';

const PATH = '/api/backend/settings/backup';

const backup = (over: Partial<BackupSummary>): BackupSummary => ({
  stamp: '2026-11-23T21-00-00.000Z',
  createdAt: '2026-11-23T21:00:00.000Z',
  complete: true,
  bytes: 3 * 1024 * 1024,
  tables: 47,
  rows: 1234,
  files: 109,
  trigger: 'schedule',
  createdBy: null,
  portalVersion: '0.1.0',
  migration: '0026_notifications',
  ...over,
});

const listOf = (items: BackupSummary[]): BackupList => ({ items, schedule: { time: '02:30', keepDays: 14 } });

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin', name: 'Administrator', sub: 'A00001' });
});
afterEach(() => vi.unstubAllGlobals());

describe('Settings › Backup', () => {
  it('lists the backups with their time, size and maker, and starts one', async () => {
    let items = [backup({})];
    const fetch = stubServer((url, init) => {
      if (url !== PATH) return undefined;
      if ((init?.method ?? 'GET') === 'GET') return jsonResponse(listOf(items));
      items = [
        backup({
          stamp: '2026-11-24T10-00-00.000Z',
          createdAt: '2026-11-24T10:00:00.000Z',
          trigger: 'manual',
          createdBy: 'Administrator',
          bytes: 2048,
        }),
        ...items,
      ];
      return jsonResponse({ message: 'The backup has started. It appears in the list when it is complete.' }, 202);
    });
    renderRoutes([{ path: '/b', element: <BackupPage /> }], '/b');
    const row = (await screen.findByText('24-Nov-2026 02:30')).closest('tr')!;
    expect(row).toHaveTextContent('3.0 MB');
    expect(row).toHaveTextContent('47 (1,234 rows)');
    expect(row).toHaveTextContent('109');
    expect(row).toHaveTextContent('Daily schedule');
    expect(screen.getByText(/every day at 02:30 \(India time\); backups are kept 14 days/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(
      await screen.findByText('The backup has started. It appears in the list when it is complete.'),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([u, i]) => u === PATH && i?.method === 'POST')).toHaveLength(1);
    const mine = (await screen.findByText('24-Nov-2026 15:30')).closest('tr')!;
    expect(mine).toHaveTextContent('Administrator');
    expect(mine).toHaveTextContent('2 KB');
  });

  it('shows the new backup once it is complete, though it was not listed yet when the call answered', async () => {
    const items = [backup({})];
    let gets = 0;
    let postedAt = -1;
    stubServer((url, init) => {
      if (url !== PATH) return undefined;
      if ((init?.method ?? 'GET') !== 'GET') {
        postedAt = gets;
        return jsonResponse({ message: 'The backup has started. It appears in the list when it is complete.' }, 202);
      }
      gets += 1;
      // The list as asked right after the start still lacks it; the next ask finds it complete.
      const done = postedAt >= 0 && gets > postedAt + 1;
      return jsonResponse(
        listOf(
          done
            ? [
                backup({
                  stamp: '2026-11-24T10-00-00.000Z',
                  createdAt: '2026-11-24T10:00:00.000Z',
                  trigger: 'manual',
                  createdBy: 'Administrator',
                }),
                ...items,
              ]
            : items,
        ),
      );
    });
    renderRoutes([{ path: '/b', element: <BackupPage /> }], '/b');
    await screen.findByText('24-Nov-2026 02:30');
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('24-Nov-2026 15:30', {}, { timeout: 8000 })).toBeInTheDocument();
  }, 15_000);

  it('says so when a backup is already under way', async () => {
    stubServer((url, init) => {
      if (url !== PATH) return undefined;
      if ((init?.method ?? 'GET') === 'GET') return jsonResponse(listOf([]));
      return jsonResponse({ message: BACKUP_UNDER_WAY }, 409);
    });
    renderRoutes([{ path: '/b', element: <BackupPage /> }], '/b');
    expect(await screen.findByText('No backups yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText(BACKUP_UNDER_WAY)).toBeInTheDocument();
  });

  it('deletes a backup only once confirmed', async () => {
    const stamp = '2026-11-23T21-00-00.000Z';
    const fetch = stubServer((url, init) => {
      if (url === PATH) return jsonResponse(listOf([backup({})]));
      if (url === `${PATH}/${stamp}` && init?.method === 'DELETE') return jsonResponse(listOf([]));
      return undefined;
    });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderRoutes([{ path: '/b', element: <BackupPage /> }], '/b');
    const remove = await screen.findByRole('button', { name: 'Delete the backup of 24-Nov-2026 02:30' });
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Delete the backup of 24-Nov-2026 02:30? It cannot be restored afterwards.');
    expect(fetch.mock.calls.some(([, i]) => i?.method === 'DELETE')).toBe(false);

    confirm.mockReturnValue(true);
    await userEvent.click(remove);
    expect(await screen.findByText('No backups yet.')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([u, i]) => u === `${PATH}/${stamp}` && i?.method === 'DELETE')).toHaveLength(1);
  });

  it('an incomplete backup is marked and offers no download', async () => {
    stubServer((url) =>
      url === PATH
        ? jsonResponse(listOf([backup({ complete: false, tables: 0, rows: 0, files: 0, trigger: null })]))
        : undefined,
    );
    renderRoutes([{ path: '/b', element: <BackupPage /> }], '/b');
    const row = (await screen.findByText('Being made, or stopped part-way')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(within(row).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
  });

  it('is for the administrator only', async () => {
    signIn({ role: 'staff', name: 'Staff', sub: 'S00001' });
    stubServer((url) =>
      url === PATH ? jsonResponse({ message: 'You do not have permission to do this.' }, 403) : undefined,
    );
    renderRoutes([{ path: '/b', element: <BackupPage /> }], '/b');
    expect(await screen.findByText('Only an administrator can see and make backups.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back up now' })).toBeNull();
    await waitFor(() => expect(screen.queryByText('Loading backups')).toBeNull());
  });
});
