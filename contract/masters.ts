import { z } from 'zod';
import { SERVICE_CODE_VALUES } from './services';
import { IFSC_RE } from './kyc';
import type { ColumnDef } from './table';

const rupees = z
  .number({ message: 'Enter an amount' })
  .min(0, 'Cannot be negative')
  .max(1_000_000, 'At most ₹10,00,000')
  .multipleOf(0.01, 'At most two decimals');
const name = z.string().trim().min(2, 'At least 2 characters').max(80, 'At most 80 characters');
/** A master's name in Hindi beside its English one (decision 0075): optional, Devanagari when given. */
const nameHi = z
  .string()
  .trim()
  .max(80, 'At most 80 characters')
  .refine((v) => !v || /[\u0900-\u097F]/.test(v), 'Write the Hindi name in Devanagari')
  .default('');

/** A master's name in the reader's language: the Hindi one when there is one. */
export const masterName = (m: { name: string; nameHi?: string | null }, locale: string): string =>
  locale === 'hi' && m.nameHi ? m.nameHi : m.name;

/** The masters' ids (packages, banks, ID types, credentials) are PostgreSQL serials, so at most int4's. */
export const MASTER_ID_MAX = 2_147_483_647;

export const MASTERS_API = {
  packages: '/api/backend/masters/package',
  banks: '/api/backend/masters/bank',
  idTypes: '/api/backend/masters/id-list',
  credentials: '/api/backend/masters/api-credentials',
} as const;

const ACTIVE = [
  { value: 'yes', label: 'Active' },
  { value: 'no', label: 'Inactive' },
] as const;

export const PackageInput = z.object({
  name,
  nameHi,
  description: z.string().trim().max(300, 'At most 300 characters').default(''),
  active: z.boolean().default(true),
  rates: z.array(z.object({ serviceCode: z.enum(SERVICE_CODE_VALUES), price: rupees })).max(50),
});
export type PackageInput = z.input<typeof PackageInput>;

export const PackageView = z.object({
  id: z.number(),
  name: z.string(),
  nameHi: z.string(),
  description: z.string(),
  active: z.boolean(),
  merchants: z.number(),
  rates: z.array(z.object({ serviceCode: z.string(), price: z.number().nullable() })),
  history: z.array(
    z.object({
      serviceCode: z.string(),
      oldPrice: z.number().nullable(),
      newPrice: z.number().nullable(),
      changedBy: z.string(),
      changedAt: z.string(),
    }),
  ),
});
export type PackageView = z.infer<typeof PackageView>;

export const PACKAGE_COLUMNS: readonly ColumnDef[] = [
  { field: 'name', label: 'Package', type: 'text', sortable: true, searchable: true, filterable: true },
  // Shown from the columns menu: the list fits a 1366 px screen without it (e2e/wide-lists.spec.ts).
  { field: 'nameHi', label: 'Name in Hindi', type: 'text', searchable: true, filterable: true, hidden: true },
  { field: 'description', label: 'Description', type: 'text', searchable: true, filterable: true },
  { field: 'merchants', label: 'Merchants', type: 'number', sortable: true, filterable: true },
  { field: 'active', label: 'Status', type: 'enum', sortable: true, filterable: true, options: ACTIVE },
];

export const BankInput = z.object({
  bankName: name,
  holder: name,
  accountNo: z
    .string()
    .trim()
    .regex(/^\d{9,18}$/, 'Account number has 9 to 18 digits'),
  ifsc: z.string().trim().toUpperCase().regex(IFSC_RE, 'IFSC is 11 characters, like SBIN0001234'),
  branch: z.string().trim().min(2, 'At least 2 characters').max(100),
  active: z.boolean().default(true),
});
export type BankInput = z.input<typeof BankInput>;
export const BankView = z.object({
  id: z.number(),
  bankName: z.string(),
  holder: z.string(),
  accountNo: z.string(),
  ifsc: z.string(),
  branch: z.string(),
  active: z.boolean(),
});
export type BankView = z.infer<typeof BankView>;

export const BANK_COLUMNS: readonly ColumnDef[] = [
  { field: 'bankName', label: 'Bank', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'holder', label: 'Account holder', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'accountNo', label: 'Account no', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'ifsc', label: 'IFSC', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'branch', label: 'Branch', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  { field: 'active', label: 'Status', type: 'enum', sortable: true, filterable: true, options: ACTIVE },
];

export const IdTypeInput = z.object({ name, nameHi, price: rupees, active: z.boolean().default(true) });
export type IdTypeInput = z.input<typeof IdTypeInput>;
export const IdTypeView = z.object({
  id: z.number(),
  name: z.string(),
  nameHi: z.string(),
  price: z.number(),
  active: z.boolean(),
  sold: z.number(),
});

export const ID_TYPE_COLUMNS: readonly ColumnDef[] = [
  { field: 'name', label: 'ID type', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'nameHi', label: 'Name in Hindi', type: 'text', searchable: true, filterable: true },
  { field: 'price', label: 'Price', type: 'amount', sortable: true, filterable: true },
  { field: 'sold', label: 'Sold', type: 'number', sortable: true, filterable: true },
  { field: 'active', label: 'Status', type: 'enum', sortable: true, filterable: true, options: ACTIVE },
];

/** Outside services whose keys the admin keeps here (docs/architecture.md#outside-services). */
export const CREDENTIAL_PROVIDERS = [
  { value: 'upi_gateway', label: 'UPI payment gateway', keys: ['api_key'] },
  { value: 'protean_ekyc', label: 'Protean paperless e-KYC (NSDL PAN)', keys: ['api_url', 'aes_key'] },
  { value: 'card_partner', label: 'Credit / EMI card partner', keys: ['apply_url', 'partner_id', 'api_key'] },
  // Issue 27 §3: api_url only to point at another gateway; a DLT template id per message template.
  {
    value: 'sms_gateway',
    label: 'SMS gateway (DLT)',
    keys: [
      'api_key',
      'entity_id',
      'sender_id',
      'api_url',
      'tpl_topup_credited',
      'tpl_low_balance',
      'tpl_application_rejected',
      'tpl_customer_received',
      'tpl_customer_sent',
      'tpl_customer_verified',
      'tpl_customer_acknowledged',
      'tpl_customer_dispatched',
      'tpl_customer_rejected',
    ],
  },
  { value: 'whatsapp_cloud', label: 'WhatsApp Business Cloud', keys: ['access_token', 'phone_number_id', 'api_url'] },
] as const;
export const PROVIDER_VALUES = CREDENTIAL_PROVIDERS.map((p) => p.value) as [string, ...string[]];

export const CredentialInput = z.object({
  provider: z.enum(
    PROVIDER_VALUES as [
      (typeof CREDENTIAL_PROVIDERS)[number]['value'],
      ...(typeof CREDENTIAL_PROVIDERS)[number]['value'][],
    ],
    { message: 'Choose a provider' },
  ),
  keyName: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(60)
    .regex(/^[a-z0-9_]+$/, 'Lower-case letters, digits and _ only'),
  value: z.string().min(1, 'Required').max(2000),
});
/** A stored credential as it is ever shown: masked. The clear value never leaves the server again. */
export const CredentialView = z.object({
  id: z.number(),
  provider: z.string(),
  keyName: z.string(),
  masked: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type CredentialView = z.infer<typeof CredentialView>;
