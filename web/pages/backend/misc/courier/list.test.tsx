import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { COURIERS_API } from '../../../../../contract/couriers';
import { signedInEachTest } from '../../../../test/request-detail';
import { stubServer } from '../../../../test/fetch-stub';
import { courierRow } from '../../../../test/couriers';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import BackendCourierListPage from './list';

const BASE = '/backend/misc/courier/list';

signedInEachTest({ role: 'staff' });

describe('couriers (back office)', () => {
  it('shows the merchant code in the first view, each row opened by its View icon', async () => {
    stubServer((url) =>
      url === `${COURIERS_API.backend}/list`
        ? jsonResponse({ data: [courierRow()], totalRecords: 1, filterRecords: 1 })
        : undefined,
    );
    renderRoutes([{ path: BASE, element: <BackendCourierListPage /> }], BASE);
    const tr = within((await screen.findByText('PM1002')).closest('tr')!);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'S#',
      'Courier No',
      'Dispatched',
      'Courier Company',
      'Docket No',
      'Merchant',
      'Status',
      'Actions',
    ]);
    expect(tr.getByRole('link', { name: 'View courier BD-123456' })).toHaveAttribute('href', '/backend/misc/courier/7');
    // The back office records a decision on the courier's page; only a shop edits its own dispatched one.
    expect(tr.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});
