import { z } from 'zod';
import { MOBILE_RE } from './india';
import { NewPassword } from './passwords';
import { ACTIVE_OPTIONS } from './lists/users';
import { STAFF_PERMISSIONS_API, STAFF_SERVICES, StaffServiceSchema } from './staff-permissions';
import type { ColumnDef } from './table';

/**
 * A merchant owner's own staff accounts (docs/product.md#merchant-portal user-management staff/new, staff-list, staff/{id},
 * staff/edit/{id}; docs/product.md#who-may-do-what): the owner adds them, opens services to them, deactivates them and sets
 * their password. Staff work on the owner's wallet; they have no user management of their own.
 */
export const MERCHANT_STAFF_API = {
  base: STAFF_PERMISSIONS_API,
  list: `${STAFF_PERMISSIONS_API}/list`,
} as const;

/** The label of a service code, or the code itself if unknown. */
export function staffServiceLabel(value: string): string {
  return STAFF_SERVICES.find((s) => s.value === value)?.label ?? value;
}

const mobile = z
  .string({ message: 'Required' })
  .trim()
  .regex(MOBILE_RE, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9');

/** What the owner edits on a staff account: its name, contact and the services it may work on. */
export const MerchantStaffInput = z.object({
  displayName: z
    .string({ message: 'Required' })
    .trim()
    .min(2, 'At least 2 characters')
    .max(80, 'At most 80 characters'),
  email: z.email('Enter a valid email address').max(120, 'At most 120 characters'),
  mobile,
  services: z.array(StaffServiceSchema, { message: 'Choose from the listed services' }).max(10),
});
export type MerchantStaffInput = z.infer<typeof MerchantStaffInput>;

const confirmMatches = (v: { password: string; confirm: string }) => v.password === v.confirm;
const CONFIRM_MISMATCH = { message: 'The two passwords do not match', path: ['confirm'] };

export const StaffUserName = z
  .string({ message: 'Required' })
  .trim()
  .min(3, 'At least 3 characters')
  .max(50, 'At most 50 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Letters, digits and . _ @ - only');

/** A new staff account: the editable fields, its user name and first password (typed twice). */
export const NewMerchantStaff = MerchantStaffInput.extend({
  userName: StaffUserName,
  password: NewPassword,
  confirm: z.string({ message: 'Required' }).min(1, 'Required'),
}).refine(confirmMatches, CONFIRM_MISMATCH);
export type NewMerchantStaff = z.infer<typeof NewMerchantStaff>;

/** The owner sets a staff account's new password (typed twice); its live sessions end. */
export const SetStaffPassword = z
  .object({ password: NewPassword, confirm: z.string({ message: 'Required' }).min(1, 'Required') })
  .refine(confirmMatches, CONFIRM_MISMATCH);
export type SetStaffPassword = z.infer<typeof SetStaffPassword>;

/** One staff account as its owner sees it. */
export const MerchantStaffDetail = z.object({
  id: z.number(),
  code: z.string(),
  userName: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  services: z.array(StaffServiceSchema),
});
export type MerchantStaffDetail = z.infer<typeof MerchantStaffDetail>;

/** The Staff List's columns (dates as IST, services as their labels). */
export const MERCHANT_STAFF_COLUMNS: readonly ColumnDef[] = [
  { field: 'code', label: 'Code', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'displayName', label: 'Name', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'userName', label: 'User name', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'mobile', label: 'Mobile', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'email', label: 'Email', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  { field: 'services', label: 'Services', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'active', label: 'Status', type: 'enum', sortable: true, filterable: true, options: ACTIVE_OPTIONS },
  { field: 'createdAt', label: 'Created', type: 'date', sortable: true, filterable: true, hidden: true },
];

export const StaffPasswordSet = z.object({ message: z.string(), sessionsEnded: z.number() });
export type StaffPasswordSet = z.infer<typeof StaffPasswordSet>;
