import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubServer } from '../../../test/fetch-stub';
import { jsonResponse, LAZY, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import { routes } from '../../../router';

const PATH = '/api/backend/tds/settings';
const LIST = {
  current: 2026,
  rows: [
    { fy: 2025, label: '2025-26', saved: false, enabled: false, rate: 2, threshold: 20000 },
    { fy: 2026, label: '2026-27', saved: false, enabled: false, rate: 2, threshold: 20000 },
    { fy: 2027, label: '2027-28', saved: false, enabled: false, rate: 2, threshold: 20000 },
  ],
};

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('TDS on margins (admin)', () => {
  it('shows each year off by default, refuses a bad rate on its field, and saves the year turned on', async () => {
    signIn({ role: 'admin', name: 'Administrator', sub: 'A00001' });
    const fetch = stubServer((url, init) => {
      if (url !== PATH) return undefined;
      if ((init?.method ?? 'GET') === 'GET') return jsonResponse(LIST);
      const body = JSON.parse(init!.body as string);
      return jsonResponse({
        ...LIST,
        rows: LIST.rows.map((r) => (r.fy === body.fy ? { ...r, ...body, saved: true } : r)),
      });
    });
    renderRoutes(routes, '/backend/settings/tds');
    await screen.findByRole('heading', { level: 1, name: 'TDS on margins' }, LAZY);
    const year = within(await screen.findByRole('form', { name: 'Financial year 2026-27' }));
    expect(year.getByText('This year')).toBeInTheDocument();
    expect(year.getByText('Never saved: off')).toBeInTheDocument();
    const on = year.getByRole('switch', { name: 'Deduct TDS in this year' });
    expect(on).not.toBeChecked();
    await userEvent.click(on);
    const rate = year.getByLabelText(/^Rate/);
    await userEvent.clear(rate);
    await userEvent.type(rate, '25');
    await userEvent.click(year.getByRole('button', { name: 'Save 2026-27' }));
    expect(await year.findByText('At most 20%')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, i]) => i?.method === 'PUT')).toHaveLength(0);
    await userEvent.clear(rate);
    await userEvent.type(rate, '2');
    await userEvent.click(year.getByRole('button', { name: 'Save 2026-27' }));
    expect(
      await screen.findByText('TDS for 2026-27 saved. It applies from the next margin credit.'),
    ).toBeInTheDocument();
    const puts = fetch.mock.calls.filter(([u, i]) => u === PATH && i?.method === 'PUT');
    expect(JSON.parse(puts.at(-1)![1]!.body as string)).toEqual({ fy: 2026, enabled: true, rate: 2, threshold: 20000 });
  });

  it('tells back-office staff it is the admin’s', async () => {
    signIn({ role: 'staff', name: 'Staff', sub: 'S00001' });
    stubServer(() => undefined);
    renderRoutes(routes, '/backend/settings/tds');
    expect(await screen.findByText('Only the admin can change the TDS settings.', {}, LAZY)).toBeInTheDocument();
  });
});
