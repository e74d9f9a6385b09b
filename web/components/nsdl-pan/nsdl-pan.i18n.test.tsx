import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PAN_LISTS } from '../../../contract/nsdl-pan';
import { setLocale } from '../../i18n';
import { renderAt } from '../../test/data-table';
import { DASH, PAPERLESS } from '../../test/pan-dashboard';
import { notPseudo } from '../../test/pseudo';
import { PanDashboard } from './PanDashboard';

const net = vi.hoisted(() => ({ get: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client')>()),
  api: { get: net.get, post: vi.fn(), put: vi.fn(), delete: vi.fn(), download: vi.fn(), upload: vi.fn() },
}));

beforeEach(() => {
  net.get.mockReset();
  net.get.mockImplementation(async (url: string) => (url.includes('/paperless/') ? PAPERLESS : DASH));
});
afterEach(async () => {
  await setLocale('en');
});

describe('the back office’s NSDL PAN dashboard in Hindi (decision 0075)', () => {
  it('speaks Hindi: the ways in, the hints on the state cards, today and the oldest waiting', async () => {
    await setLocale('hi');
    renderAt(<PanDashboard area="backend" />, '/backend/actions/nsdl-pan');
    const oldest = await screen.findByRole('table', { name: 'सबसे पुराने, जाँच के इंतज़ार में' });
    expect(screen.getByRole('heading', { level: 1, name: 'एनएसडीएल पैन' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अगला जाँचें' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'पुराने पैन की सूची' })).toHaveLength(2);
    expect(screen.getByText('जाँच करनी है')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आज' })).toBeInTheDocument();
    expect(screen.getByText('रिजेक्ट हुए')).toBeInTheDocument();
    expect(within(oldest).getByRole('columnheader', { name: 'टोकन नंबर' })).toBeInTheDocument();
    expect(within(oldest).getByRole('link', { name: 'PT0000000007 जाँचें' })).toBeInTheDocument();
  });
});

describe('the back office’s NSDL PAN dashboard in pseudo-English', () => {
  it('takes every word of the dashboard’s own from the catalogue', async () => {
    await setLocale('en-XA');
    renderAt(<PanDashboard area="backend" />, '/backend/actions/nsdl-pan');
    await screen.findByTestId('today-submitted');
    // The paperless part is the paperless namespace's, checked with it.
    document.querySelector('section[aria-labelledby="paperless-part"]')?.remove();
    // The data: tokens, merchants, names, dates, a state card's count after its (pseudo) name; list titles are contract/'s.
    const titles = new Set<string>(Object.values(PAN_LISTS.backend).map((l) => l.title));
    const isData = (text: string) =>
      titles.has(text) ||
      /^[\d\s,.:₹/()–-]*$/.test(text) ||
      /^(PT\d+|M\d+|Sita Devi|\d\d-Nov-\d{4}( \d\d:\d\d)?)$/.test(text) ||
      /^\[.*\]: \d+$/s.test(text);
    expect(notPseudo(document.body, isData)).toEqual([]);
  });
});
