import { z } from 'zod';
import type { ColumnDef } from '../table';
import { ErrorBody } from '../errors';

/** docs/product.md#backlog-pan-records backlog PAN list: endpoints (under /api) for both areas. */
export const BACKLOG_API = {
  backend: '/api/backend/nsdl-pan/backlog',
  merchant: '/api/merchant/nsdl-pan/backlog',
} as const;

/** docs/product.md#session-and-screen-states backlog status: A Success, P Pending, F Failed; the filter's empty value means All. */
export const BACKLOG_STATUSES = [
  { value: 'A', label: 'Success' },
  { value: 'P', label: 'Pending' },
  { value: 'F', label: 'Failed' },
] as const;
export type BacklogStatus = (typeof BACKLOG_STATUSES)[number]['value'];
export const BACKLOG_STATUS_FILTER = [{ value: '', label: 'All' }, ...BACKLOG_STATUSES] as const;
/** docs/product.md#formats-and-constants: the list opens on status A. */
export const DEFAULT_BACKLOG_STATUS: BacklogStatus = 'A';

export const PAN_TYPES = [
  { value: 'N', label: 'New PAN (49A)' },
  { value: 'C', label: 'Change / Correction (CSF)' },
] as const;
export type PanType = (typeof PAN_TYPES)[number]['value'];

/**
 * The list's columns in display order, shared by the server (which turns them into SQL) and the
 * DataTable (header filters). Aadhaar is shown masked and can only be matched in full.
 */
export const BACKLOG_COLUMNS: readonly ColumnDef[] = [
  { field: 'transid', label: 'Token No', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'dated', label: 'Date', type: 'date', sortable: true, filterable: true },
  { field: 'akn_no', label: 'Ack No', type: 'text', sortable: true, searchable: true, filterable: true },
  {
    field: 'pan_type',
    label: 'PAN Type',
    type: 'enum',
    sortable: true,
    filterable: true,
    options: PAN_TYPES,
    hidden: true,
  },
  { field: 'name', label: 'Name', type: 'text', sortable: true, searchable: true, filterable: true },
  {
    field: 'cardname',
    label: 'Name on Card',
    type: 'text',
    sortable: true,
    searchable: true,
    filterable: true,
    hidden: true,
  },
  {
    field: 'aadhaar_No',
    hidden: true,
    label: 'Aadhaar',
    type: 'text',
    sortable: false,
    searchable: false,
    filterable: true,
    ops: ['equals', 'empty', 'notEmpty'],
  },
  {
    field: 'contactno',
    label: 'Mobile',
    type: 'text',
    sortable: true,
    searchable: true,
    filterable: true,
    hidden: true,
  },
  { field: 'email', label: 'Email', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  { field: 'memno', label: 'Merchant No', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'status', label: 'Status', type: 'enum', sortable: true, filterable: true, options: BACKLOG_STATUSES },
];

/** docs/product.md#records-and-fields backlog PAN record, as a list row. dated is YYYY-MM-DD; aadhaar_No is masked (XXXX XXXX 1234). */
export const BacklogRow = z.object({
  transid: z.string(),
  dated: z.string(),
  akn_no: z.string(),
  pan_type: z.enum(['N', 'C']),
  name: z.string(),
  cardname: z.string(),
  aadhaar_No: z.string(),
  contactno: z.string(),
  email: z.string(),
  memno: z.string(),
  status: z.enum(['A', 'P', 'F']),
});
export type BacklogRow = z.infer<typeof BacklogRow>;

const day = z.union([z.literal(''), z.null(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')]).optional();

/**
 * The list's additionFilter (docs/product.md#calls: status, dt1, dt2). status missing → A (the default); '' or null →
 * all statuses. dt1/dt2 bound the date inclusively; either may be left out. Other keys are refused.
 */
export const BacklogAdditionFilter = z
  .object({
    status: z.union([z.enum(['A', 'P', 'F', '']), z.null()]).optional(),
    dt1: day,
    dt2: day,
  })
  .strict();
export type BacklogAdditionFilter = z.input<typeof BacklogAdditionFilter>;

/** Import file columns: header names may be these fields or the list's labels, in any order and case. */
export const BACKLOG_IMPORT_COLUMNS = [
  { field: 'transid', label: 'Token No', required: true, hint: 'token number' },
  { field: 'dated', label: 'Date', required: true, hint: 'YYYY-MM-DD, DD-MM-YYYY, DD/MM/YYYY or DD-Mon-YYYY' },
  { field: 'akn_no', label: 'Ack No', required: true, hint: '15 digits' },
  { field: 'pan_type', label: 'PAN Type', required: true, hint: 'N (new) or C (change)' },
  { field: 'name', label: 'Name', required: true, hint: "applicant's name" },
  { field: 'cardname', label: 'Name on Card', required: false, hint: 'defaults to the name' },
  { field: 'aadhaar_No', label: 'Aadhaar', required: false, hint: '12 digits' },
  { field: 'contactno', label: 'Mobile', required: false, hint: '10 digits' },
  { field: 'email', label: 'Email', required: false, hint: '' },
  { field: 'memno', label: 'Merchant No', required: true, hint: "the merchant's code, e.g. PM1001" },
  { field: 'status', label: 'Status', required: true, hint: 'A, P or F (or Success, Pending, Failed)' },
] as const;
export const BACKLOG_IMPORT_MAX_ROWS = 50_000;

export const BacklogImportResult = z.object({ message: z.string(), imported: z.number().int() });
export type BacklogImportResult = z.infer<typeof BacklogImportResult>;

/** 422 answer of an import with problems: nothing was stored; each problem names its row (as in the file, header = 1) and field. */
export const BacklogImportReport = ErrorBody.extend({
  rows: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
export type BacklogImportReport = z.infer<typeof BacklogImportReport>;

export const MerchantOption = z.object({ value: z.string(), label: z.string() });
export const MerchantOptions = z.array(MerchantOption);
