import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { setLocale } from '../../../i18n';
import { stubServer } from '../../../test/fetch-stub';
import { notPseudo } from '../../../test/pseudo';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import BackupPage from './backup';

/** Data, not language: what has no word in it (numbers, times, marks). */
const isData = (text: string) => !/[A-Za-z]{2,}/.test(text);

const PATH = '/api/backend/settings/backup';
const NO_BACKUPS = { items: [], schedule: { time: '02:30', keepDays: 14 } };

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin', name: 'Administrator', sub: 'A00001' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

const render = () =>
  renderRoutes([{ path: '/backend/settings/backup', element: <BackupPage /> }], '/backend/settings/backup');

describe('settings in Hindi (decision 0075)', () => {
  it('speaks Hindi: the backup page, its schedule and an empty list', async () => {
    await setLocale('hi');
    stubServer((url) => (url === PATH ? jsonResponse(NO_BACKUPS) : undefined));
    render();
    expect(await screen.findByText('अभी कोई बैकअप नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'बैकअप' })).toBeInTheDocument();
    expect(screen.getByText(/npm run restore से वापस लाया जाता है।$/)).toBeInTheDocument();
    expect(screen.getByText('हर दिन 02:30 बजे (भारत का समय) बैकअप बनता है; बैकअप 14 दिन रखे जाते हैं।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी बैकअप लें' })).toBeInTheDocument();
  });

  it('draws every text of the backup page from the catalogue (pseudo-English)', async () => {
    await setLocale('en-XA');
    stubServer((url) => (url === PATH ? jsonResponse(NO_BACKUPS) : undefined));
    render();
    // The schedule shows once the list has come.
    await screen.findByText(/02:30/);
    expect(notPseudo(document.body, isData)).toEqual([]);
  });
});
