import { REQUEST_COLUMNS } from './request-workflow';
import type { ColumnDef } from './table';

/**
 * Couriers (docs/product.md#couriers, docs/product.md#services-and-workflows): a parcel of signed PAN forms a merchant sends to the
 * back office. dispatched → received (its applications are completed) | returned (they go back to
 * acknowledged, to be sent again). Endpoints under these bases:
 *
 *   both areas   POST /list (+ /list/export?format=…), GET /:id, POST / (record a courier)
 *   merchant     GET /candidates, PUT /:id (while dispatched)
 *   backend      GET /candidates?merchantCode=…, GET /merchants, POST /:id/receive, POST /:id/return
 *
 * Without zod, so a screen that only lists or links couriers loads none (issue 29); the forms' and answers' schemas
 * are in contract/couriers.ts, which also exports all of this.
 */
export const COURIERS_API = {
  merchant: '/api/merchant/misc/courier',
  backend: '/api/backend/misc/courier',
} as const;

export const COURIER_STATES = [
  { value: 'dispatched', label: 'Dispatched' },
  { value: 'received', label: 'Received' },
  { value: 'returned', label: 'Returned' },
] as const;
export type CourierState = (typeof COURIER_STATES)[number]['value'];
export const COURIER_STATE_LABELS: Record<CourierState, string> = {
  dispatched: 'Dispatched',
  received: 'Received',
  returned: 'Returned',
};

/** Suggestions for the company box; any other name may be typed. */
export const COURIER_COMPANIES = [
  'India Post Speed Post',
  'DTDC',
  'Blue Dart',
  'Delhivery',
  'Professional Couriers',
  'Trackon',
] as const;

/** Most applications one courier may carry. */
export const COURIER_MAX_ITEMS = 200;
export const DOCKET_RE = /^[A-Za-z0-9-]+$/;

/** Today's date in India (YYYY-MM-DD), whatever the clock's time zone. */
export function todayInIndia(now = Date.now()): string {
  return new Date(now + 330 * 60_000).toISOString().slice(0, 10);
}

export const COURIER_COLUMNS: readonly ColumnDef[] = [
  { field: 'id', label: 'Courier No', type: 'number', sortable: true, filterable: true, ops: ['equals', 'in'] },
  { field: 'dispatch_date', label: 'Dispatched', type: 'date', sortable: true, filterable: true },
  { field: 'company', label: 'Courier Company', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'docket_no', label: 'Docket No', type: 'text', sortable: true, searchable: true, filterable: true },
  // The back office works by shop; the merchant's own list drops it (web/components/couriers/CourierList.tsx).
  REQUEST_COLUMNS.merchant_code,
  { field: 'items', label: 'Forms', type: 'number', sortable: true, filterable: true, hidden: true },
  { field: 'state', label: 'Status', type: 'enum', sortable: true, filterable: true, options: COURIER_STATES },
  { field: 'decided_at', label: 'Received / Returned', type: 'date', sortable: true, filterable: true, hidden: true },
];
