import { z } from 'zod';
import { INDIAN_STATES, MOBILE_RE, PIN_RE } from './india';
import { KYC_STATUS_OPTIONS, ACTIVE_OPTIONS } from './lists/users';
import { NewPassword } from './passwords';
import type { ColumnDef } from './table';

/*
 * A merchant owner's franchise members (docs/product.md#merchant-portal: the add, list and view member screens; docs/product.md#roles,
 * docs/product.md#who-may-do-what): merchant accounts of kind 'franchise' under the owner, each with its own wallet and work, which the
 * owner sees read-only and may only activate or deactivate.
 */

export const MERCHANT_MEMBERS_API = '/api/merchant/user-management/members';
export const MEMBER_LIST_API = `${MERCHANT_MEMBERS_API}/list`;

/** The screens' addresses (docs/product.md#merchant-portal keeps the 'frenchies' spelling in the URLs). */
export const MEMBER_ROUTES = {
  add: '/merchant/user-management/add-frenchies',
  list: '/merchant/user-management/frenchies-list',
  view: (id: number) => `/merchant/user-management/view-frenchies/${id}`,
} as const;

const text = (min: number, max: number, minMessage = `At least ${min} characters`) =>
  z.string({ message: 'Required' }).trim().min(min, minMessage).max(max, `At most ${max} characters`);

/** The owner's Add Member form: the account, its password (typed twice) and the member's shop. */
export const NewMember = z
  .object({
    displayName: text(2, 80),
    userName: z
      .string({ message: 'Required' })
      .trim()
      .min(3, 'At least 3 characters')
      .max(50, 'At most 50 characters')
      .regex(/^[A-Za-z0-9._@-]+$/, 'Letters, digits and . _ @ - only'),
    email: z.email('Enter a valid email address').trim().toLowerCase().max(120, 'At most 120 characters'),
    mobile: z
      .string({ message: 'Required' })
      .trim()
      .regex(MOBILE_RE, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'),
    password: NewPassword,
    confirmPassword: z.string({ message: 'Required' }).min(1, 'Required'),
    shopName: text(2, 100),
    address1: text(3, 120),
    address2: z.string().trim().max(120, 'At most 120 characters').default(''),
    address3: z.string().trim().max(120, 'At most 120 characters').default(''),
    district: text(2, 60, 'Required'),
    state: z.enum(INDIAN_STATES, { message: 'Choose a state or union territory' }),
    pin: z.string({ message: 'Required' }).trim().regex(PIN_RE, 'PIN must be 6 digits'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords do not match',
  });
export type NewMember = z.input<typeof NewMember>;

export const NOT_SUBMITTED = 'not_submitted';

/** One franchise member as its owner sees it: read-only, with its own wallet, KYC and work. */
export const MemberDetail = z.object({
  id: z.number(),
  code: z.string(),
  userName: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  shop: z
    .object({
      shopName: z.string(),
      address1: z.string(),
      address2: z.string(),
      address3: z.string(),
      district: z.string(),
      state: z.string(),
      pin: z.string(),
    })
    .nullable(),
  packageName: z.string().nullable(),
  /** Rupees. */
  balance: z.number(),
  /** The latest KYC submission's status, or 'not_submitted'. */
  kycStatus: z.string(),
  /** Its NSDL PAN (physical) applications, counted by state; states with none are left out. */
  applications: z.array(z.object({ state: z.string(), count: z.number() })),
  /** The last 10 entries of its wallet's ledger, newest first. */
  ledger: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      direction: z.enum(['Dr', 'Cr']),
      amount: z.number(),
      balanceAfter: z.number(),
      narration: z.string(),
    }),
  ),
});
export type MemberDetail = z.infer<typeof MemberDetail>;

export const MEMBER_COLUMNS: readonly ColumnDef[] = [
  { field: 'code', label: 'Code', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'displayName', label: 'Name', type: 'text', sortable: true, searchable: true, filterable: true },
  {
    field: 'userName',
    label: 'User name',
    type: 'text',
    sortable: true,
    searchable: true,
    filterable: true,
    hidden: true,
  },
  { field: 'mobile', label: 'Mobile', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  { field: 'email', label: 'Email', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  { field: 'shopName', label: 'Shop', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  { field: 'balance', label: 'Balance', type: 'amount', sortable: true, filterable: true },
  { field: 'kycStatus', label: 'KYC', type: 'enum', sortable: true, filterable: true, options: KYC_STATUS_OPTIONS },
  { field: 'active', label: 'Status', type: 'enum', sortable: true, filterable: true, options: ACTIVE_OPTIONS },
  { field: 'createdAt', label: 'Created', type: 'date', sortable: true, filterable: true, hidden: true },
];
