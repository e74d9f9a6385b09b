import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { setLocale } from '../../../../i18n';
import { stubServer } from '../../../../test/fetch-stub';
import { notPseudo } from '../../../../test/pseudo';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { signIn } from '../../../../test/tokens';
import DailyCollectionPage from './daily-collection';
import BackendReportsIndex from './index';

/** Data, not language: what has no word in it (numbers, money, dates, marks). */
const isData = (text: string) => !/[A-Za-z]{2,}/.test(text);

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'staff' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe('the back office’s reports in Hindi (decision 0075)', () => {
  it('speaks Hindi: the daily collection’s title, period, export and an empty period', async () => {
    await setLocale('hi');
    stubServer((url) =>
      url.split('?')[0] === '/api/backend/reports/daily-collection'
        ? jsonResponse({ rows: [], totals: {}, byType: [], typeTotals: [] })
        : undefined,
    );
    renderRoutes(
      [{ path: '/backend/misc/reports/daily-collection', element: <DailyCollectionPage /> }],
      '/backend/misc/reports/daily-collection',
    );
    expect(await screen.findByText('इस समय में कोई लेन-देन नहीं हुआ।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'रोज़ की वसूली' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रिपोर्ट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'डाउनलोड' })).toBeInTheDocument();
    expect(screen.getByText(/ तक$/)).toBeInTheDocument();
  });

  it('draws every text of the reports index from the catalogue (pseudo-English)', async () => {
    await setLocale('en-XA');
    renderRoutes([{ path: '/backend/misc/reports', element: <BackendReportsIndex /> }], '/backend/misc/reports');
    await screen.findByRole('heading', { level: 1 });
    expect(notPseudo(document.body, isData)).toEqual([]);
  });
});
