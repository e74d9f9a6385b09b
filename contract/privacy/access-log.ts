import { z } from 'zod';
import type { ColumnDef } from '../table';

/** Setting › Access Log (docs/decisions/0067): who saw or took personal data. Admin only. */
export const ACCESS_LOG_API = '/api/backend/privacy/access-log';

/** What was done, in the admin's words (the server's ACCESS_ACTIONS, each with its label). */
export const ACCESS_ACTION_OPTIONS = [
  { value: 'aadhaar_reveal', label: 'Aadhaar shown' },
  { value: 'document_view', label: 'Document viewed' },
  { value: 'document_download', label: 'Document downloaded' },
  { value: 'list_export', label: 'List exported' },
  { value: 'person_search', label: 'Person searched' },
  { value: 'erasure', label: 'Erasure' },
] as const;

const ROLE_OPTIONS = [
  { value: 'admin', label: 'Admin' },
  { value: 'staff', label: 'Staff' },
  { value: 'merchant', label: 'Merchant' },
] as const;

/** The kinds of record an entry is about, in the admin's words. */
export const ACCESS_RECORD_OPTIONS = [
  { value: 'pan_application', label: 'NSDL PAN application' },
  { value: 'service_request', label: 'Service request' },
  { value: 'kyc_submission', label: 'KYC' },
  { value: 'backlog_record', label: 'Backlog record' },
  { value: 'card_request', label: 'Card referral' },
  { value: 'payment_request', label: 'Payment request' },
  { value: 'list', label: 'List' },
  { value: 'backup', label: 'Backup' },
  { value: 'person', label: 'Person' },
] as const;

// What the admin reads first (who, what, which record, why) comes first: at 1366 px no sideways scroll reaches it.
export const ACCESS_LOG_COLUMNS: readonly ColumnDef[] = [
  { field: 'at', label: 'When', type: 'date', sortable: true, filterable: true },
  { field: 'actorCode', label: 'User', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'action', label: 'Action', type: 'enum', sortable: true, filterable: true, options: ACCESS_ACTION_OPTIONS },
  { field: 'reference', label: 'Reference', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'detail', label: 'Detail', type: 'text', searchable: true, filterable: true, hidden: true },
  { field: 'reason', label: 'Reason', type: 'text', searchable: true, filterable: true },
  {
    field: 'refType',
    hidden: true,
    label: 'Record type',
    type: 'enum',
    sortable: true,
    filterable: true,
    options: ACCESS_RECORD_OPTIONS,
  },
  { field: 'actorRole', label: 'Role', type: 'enum', sortable: true, filterable: true, options: ROLE_OPTIONS },
  { field: 'ip', label: 'IP address', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
];

export type AccessLogRow = {
  id: number;
  at: string;
  actorCode: string;
  actorRole: string;
  action: string;
  refType: string;
  reference: string;
  detail: string;
  reason: string;
  ip: string;
};

const day = (words: string) => z.union([z.literal(''), z.null(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, words)]);

/**
 * The list's toolbar (additionFilter): a date range (dt1..dt2, Indian calendar days, either open), one action and
 * one user code. Other keys are refused.
 */
export const AccessLogFilter = z
  .object({
    dt1: day('From date is YYYY-MM-DD').optional(),
    dt2: day('To date is YYYY-MM-DD').optional(),
    action: z
      .union([
        z.literal(''),
        z.null(),
        z.enum(ACCESS_ACTION_OPTIONS.map((o) => o.value) as [string, ...string[]], { error: 'Unknown action' }),
      ])
      .optional(),
    actor: z.union([z.null(), z.string().trim().max(20, 'A user code is at most 20 characters')]).optional(),
  })
  .strict();
export type AccessLogFilter = z.input<typeof AccessLogFilter>;
