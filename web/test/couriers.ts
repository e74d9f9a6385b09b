import type { CourierRow } from '../../contract/couriers';

/** A row of the courier lists as the server answers it: a dispatched parcel of PM1002's, with the test's changes. */
export const courierRow = (over: Partial<CourierRow> = {}): CourierRow => ({
  id: 7,
  dispatch_date: '2026-11-20',
  company: 'Blue Dart',
  docket_no: 'BD-123456',
  merchant_code: 'PM1002',
  items: 3,
  state: 'dispatched',
  decided_at: null,
  ...over,
});
