import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { COURIERS_API } from '../../../../../contract/couriers';
import { signedInEachTest } from '../../../../test/request-detail';
import { stubServer } from '../../../../test/fetch-stub';
import { courierRow } from '../../../../test/couriers';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import MerchantCourierListPage from './list';

const BASE = '/merchant/misc/courier/list';

signedInEachTest({ role: 'merchant', kind: 'owner' });

describe('couriers (shop)', () => {
  it('offers View on every courier and Edit while it is dispatched, as named icons, without its own code', async () => {
    const rows = [
      courierRow({}),
      courierRow({ id: 8, docket_no: 'DT-777', state: 'received', decided_at: '2026-11-25' }),
    ];
    stubServer((url) =>
      url === `${COURIERS_API.merchant}/list`
        ? jsonResponse({ data: rows, totalRecords: 2, filterRecords: 2 })
        : undefined,
    );
    renderRoutes([{ path: BASE, element: <MerchantCourierListPage /> }], BASE);
    const sent = within((await screen.findByText('BD-123456')).closest('tr')!);
    const received = within(screen.getByText('DT-777').closest('tr')!);
    expect(screen.queryByRole('columnheader', { name: 'Merchant' })).not.toBeInTheDocument();
    expect(sent.getByRole('link', { name: 'View courier BD-123456' })).toHaveAttribute(
      'href',
      '/merchant/misc/courier/7',
    );
    expect(sent.getByRole('link', { name: 'Edit courier BD-123456' })).toHaveAttribute(
      'href',
      '/merchant/misc/courier/edit/7',
    );
    expect(received.getByRole('link', { name: 'View courier DT-777' })).toBeInTheDocument();
    expect(received.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});
