import { z } from 'zod';
import { REQUEST_COLUMNS, RequestDetailBase, RequestFile, RequestRow, StateCounts, stateColumn } from '../requests';
import { inColumnsMenu, type ColumnDef } from '../table';
import { GST_CONSTITUTIONS } from './constitution';
import { GstFilingData } from './filing';
import { gstinProblem, isGstStateCode } from './gstin';
import { GST } from './manifest';
import { GST_RETURN_TYPES, periodLabel } from './periods';
import { GstRegistrationData } from './registration';
import { GST_REGISTRATION_WORKFLOW } from './workflow';

export { GST_API } from './manifest';

// ----- request bodies ---------------------------------------------------------------------------

export const SaveGstRegistration = z.object({ data: GstRegistrationData });
export type SaveGstRegistration = z.input<typeof SaveGstRegistration>;
export const SaveGstFiling = z.object({ data: GstFilingData });
export type SaveGstFiling = z.input<typeof SaveGstFiling>;

/**
 * GSTN's Application Reference Number: 15 characters, 'AA' (two letters), the state code, the month
 * and year (MMYY), a 6-digit serial and a check character, e.g. AA2710260123456.
 */
export const ARN_RE = /^[A-Z]{2}(\d{2})(0[1-9]|1[0-2])\d{2}\d{6}[0-9A-Z]$/;

export function arnProblem(value: string): string | null {
  const v = value.trim().toUpperCase();
  if (!/^[0-9A-Z]{15}$/.test(v)) return 'The ARN is 15 letters and digits, like AA2710260123456';
  const m = ARN_RE.exec(v);
  if (!m) return 'The ARN is 2 letters, the state code, month and year (MMYY), 6 digits and a check character';
  if (!isGstStateCode(m[1]) && m[1] !== '97' && m[1] !== '99')
    return `The ARN's 3rd and 4th characters are a state code, 01 to 38 (this one has ${m[1]})`;
  return null;
}

const problemRefine = (check: (v: string) => string | null) => (v: string, ctx: z.RefinementCtx) => {
  const p = check(v);
  if (p) ctx.addIssue({ code: 'custom', message: p });
};

/** complete: the ARN (and an optional remark); a result file is uploaded beside it. */
export const ArnBody = z.object({
  arn: z.string().trim().toUpperCase().superRefine(problemRefine(arnProblem)),
  remark: z.string().trim().max(500).optional(),
});
export type ArnBody = z.input<typeof ArnBody>;

/** record_gstin: the GSTIN allotted to a completed registration. */
export const GstinBody = z.object({ gstin: z.string().trim().toUpperCase().superRefine(problemRefine(gstinProblem)) });
export type GstinBody = z.input<typeof GstinBody>;

// ----- answers ----------------------------------------------------------------------------------

/** Files of a request (the shared shape, under the name GST's screens know). */
export const GstRequestFile = RequestFile;
export type GstRequestFile = RequestFile;

/** What the back office attaches when it completes a request. */
export const GST_RESULT_DOCUMENTS = {
  [GST.requests.registration.key]: [
    { value: 'acknowledgement', label: 'ARN acknowledgement' },
    { value: 'certificate', label: 'Registration certificate (REG-06)' },
  ],
  [GST.requests.filing.key]: [{ value: 'acknowledgement', label: 'Filing acknowledgement' }],
} as const;

/** The shared answer; for GST the result is the ARN and the second result a registration's GSTIN. */
const detailBase = RequestDetailBase;

export const GstRegistrationDetail = detailBase.extend({
  service: z.literal(GST.requests.registration.key),
  data: GstRegistrationData,
});
export type GstRegistrationDetail = z.infer<typeof GstRegistrationDetail>;
export const GstFilingDetail = detailBase.extend({ service: z.literal(GST.requests.filing.key), data: GstFilingData });
export type GstFilingDetail = z.infer<typeof GstFilingDetail>;
/** A request as its page shows it; `service` tells which data it carries. */
export const GstRequestDetail = z.discriminatedUnion('service', [GstRegistrationDetail, GstFilingDetail]);
export type GstRequestDetail = z.infer<typeof GstRequestDetail>;

/** One row of a GST list. */
export const GstRequestRow = RequestRow;
export type GstRequestRow = RequestRow;

const common = {
  ...REQUEST_COLUMNS,
  // Registration and filing share their states and their words.
  state: stateColumn(GST_REGISTRATION_WORKFLOW),
  result: { field: 'result', label: 'ARN', type: 'text', sortable: true, searchable: true, filterable: true },
} satisfies Record<string, ColumnDef>;

export const GST_REGISTRATION_COLUMNS: readonly ColumnDef[] = [
  common.ref_no,
  common.dated,
  { field: 'name', label: 'Legal Name', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'subject', label: 'PAN', type: 'text', sortable: true, searchable: true, filterable: true },
  {
    field: 'kind',
    label: 'Constitution',
    hidden: true,
    type: 'enum',
    sortable: true,
    filterable: true,
    options: GST_CONSTITUTIONS.map((c) => ({ value: c.value, label: c.label })),
  },
  common.state,
  common.merchant_code,
  common.merchant_name,
  inColumnsMenu(common.amount),
  inColumnsMenu(common.result),
  { field: 'result2', label: 'GSTIN', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  common.remark,
  common.updated_at,
];

/** A filing is known by its return and period; the date waits in the columns menu. */
export const GST_FILING_COLUMNS: readonly ColumnDef[] = [
  common.ref_no,
  inColumnsMenu(common.dated),
  { field: 'name', label: 'Business', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'subject', label: 'GSTIN', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  {
    field: 'kind',
    label: 'Return',
    type: 'enum',
    sortable: true,
    filterable: true,
    options: GST_RETURN_TYPES.map((t) => ({ value: t.value, label: t.value })),
  },
  {
    field: 'period',
    label: 'Period',
    type: 'text',
    sortable: true,
    filterable: true,
    ops: ['equals', 'in', 'startsWith'],
    // Stored '2026-10' (sorts and filters as written); read "Oct 2026" on the screen and in exports alike.
    format: periodLabel,
  },
  common.state,
  common.merchant_code,
  common.merchant_name,
  inColumnsMenu(common.amount),
  inColumnsMenu(common.result),
  common.remark,
  common.updated_at,
];

/** The columns a request's lists filter and search by, copied out of its data on save. */
export function registrationListFields(d: GstRegistrationData) {
  return { name: d.legalName, subject: d.pan, kind: d.constitution, period: '' };
}
export function filingListFields(d: GstFilingData) {
  return { name: d.legalName, subject: d.gstin, kind: d.returnType, period: d.period };
}

/** Both GST dashboards: counts per state of each service, and the queries waiting for the merchant's answer. */
export const GstDashboard = z.object({ registration: StateCounts, filing: StateCounts, needsAnswer: z.number().int() });
export type GstDashboard = z.infer<typeof GstDashboard>;
