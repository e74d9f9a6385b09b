import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LAZY, renderRoutes } from '../../../test/render-app';
import { signIn } from '../../../test/tokens';
import MerchantReportsPage from './reports';
import { ROWS, stubLedger } from '../../../test/ledger';

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('merchant reports', () => {
  it('names each entry’s service in the statement and the summary, a refund as one', async () => {
    stubLedger();
    renderRoutes([{ path: '/merchant/misc/reports', element: <MerchantReportsPage /> }], '/merchant/misc/reports');
    const statement = within(await screen.findByRole('table', { name: /Ledger statement/i }, LAZY));
    await statement.findByText(ROWS[1].narration, {}, LAZY);
    const typeOf = (narration: string) =>
      within(statement.getByText(narration).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(typeOf(ROWS[0].narration)).toContain('UTI coupons');
    expect(typeOf(ROWS[1].narration)).toContain('UTI coupons refund');
    expect(typeOf(ROWS[2].narration)).toContain('GST filing');
    const summary = within(await screen.findByRole('table', { name: 'Service-wise summary' }));
    const rows = summary
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.map((r) => r[0])).toEqual(['GST filing', 'UTI coupons', 'UTI PSA registration']);
    expect(rows[1].slice(1)).toEqual(['2', '₹500.00/-', '₹125.00/-']);
  });
});
