import type { ColumnDef } from '../table';

/** Back-office lists (user management, registrations, KYC), shared by server and DataTable. */
export const USER_MANAGEMENT_API = {
  registrations: '/api/backend/user-management/registration/list',
  kyc: '/api/backend/user-management/kyc/list',
  allUsers: '/api/backend/user-management/all-users/list',
  merchants: '/api/backend/user-management/merchant-list/list',
  staff: '/api/backend/user-management/staff-list/list',
  idSales: '/api/backend/user-management/id-sale-list/list',
} as const;

export const REGISTRATION_STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

export const KYC_STATUS_OPTIONS = [
  { value: 'not_submitted', label: 'Not submitted' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

export const ROLE_OPTIONS = [
  { value: 'admin', label: 'Admin' },
  { value: 'staff', label: 'Back-office staff' },
  { value: 'merchant', label: 'Merchant' },
] as const;

export const KIND_OPTIONS = [
  { value: 'owner', label: 'Owner' },
  { value: 'staff', label: 'Merchant staff' },
  { value: 'franchise', label: 'Member (franchise)' },
] as const;

export const ACTIVE_OPTIONS = [
  { value: 'yes', label: 'Active' },
  { value: 'no', label: 'Inactive' },
] as const;

export const REGISTRATION_COLUMNS: readonly ColumnDef[] = [
  { field: 'refNo', label: 'Ref No', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'dated', label: 'Dated', type: 'date', sortable: true, filterable: true },
  { field: 'name', label: 'Name', type: 'text', sortable: true, searchable: true, filterable: true },
  {
    field: 'mobileNo',
    label: 'Mobile',
    type: 'text',
    sortable: true,
    searchable: true,
    filterable: true,
    hidden: true,
  },
  { field: 'emailId', label: 'Email', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  { field: 'shopName', label: 'Shop', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'idName', label: 'ID Type', type: 'text', sortable: true, filterable: true, hidden: true },
  {
    field: 'district',
    label: 'District',
    type: 'text',
    sortable: true,
    searchable: true,
    filterable: true,
    hidden: true,
  },
  { field: 'state', label: 'State', type: 'text', sortable: true, filterable: true, hidden: true },
  {
    field: 'status',
    label: 'Status',
    type: 'enum',
    sortable: true,
    filterable: true,
    options: REGISTRATION_STATUS_OPTIONS,
  },
];

/** Owner, staff or franchise member: in the columns menu of the lists that show more than shops. */
const ACCOUNT_KIND_COLUMN: ColumnDef = {
  field: 'kind',
  label: 'Account',
  type: 'enum',
  sortable: true,
  filterable: true,
  options: KIND_OPTIONS,
  hidden: true,
};

export const KYC_COLUMNS: readonly ColumnDef[] = [
  { field: 'submittedAt', label: 'Submitted', type: 'date', sortable: true, filterable: true },
  { field: 'code', label: 'Code', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'displayName', label: 'Name', type: 'text', sortable: true, searchable: true, filterable: true },
  ACCOUNT_KIND_COLUMN,
  { field: 'panNo', label: 'PAN', type: 'text', sortable: true, searchable: true, filterable: true },
  {
    field: 'status',
    label: 'Status',
    type: 'enum',
    sortable: true,
    filterable: true,
    options: KYC_STATUS_OPTIONS.filter((o) => o.value !== 'not_submitted'),
  },
];

export const ALL_USERS_COLUMNS: readonly ColumnDef[] = [
  { field: 'code', label: 'Code', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'userName', label: 'User name', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'displayName', label: 'Name', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'role', label: 'Role', type: 'enum', sortable: true, filterable: true, options: ROLE_OPTIONS },
  ACCOUNT_KIND_COLUMN,
  { field: 'mobile', label: 'Mobile', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  { field: 'email', label: 'Email', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  { field: 'active', label: 'Status', type: 'enum', sortable: true, filterable: true, options: ACTIVE_OPTIONS },
  { field: 'lastLoginAt', label: 'Last sign-in', type: 'date', sortable: true, filterable: true, hidden: true },
  { field: 'createdAt', label: 'Created', type: 'date', sortable: true, filterable: true, hidden: true },
];

export const MERCHANT_COLUMNS: readonly ColumnDef[] = [
  { field: 'code', label: 'Code', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'displayName', label: 'Name', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'shopName', label: 'Shop', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'mobile', label: 'Mobile', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  { field: 'packageName', label: 'Package', type: 'text', sortable: true, filterable: true, hidden: true },
  { field: 'balance', label: 'Balance', type: 'amount', sortable: true, filterable: true, hidden: true },
  { field: 'kycStatus', label: 'KYC', type: 'enum', sortable: true, filterable: true, options: KYC_STATUS_OPTIONS },
  { field: 'active', label: 'Status', type: 'enum', sortable: true, filterable: true, options: ACTIVE_OPTIONS },
  { field: 'createdAt', label: 'Since', type: 'date', sortable: true, filterable: true, hidden: true },
];

export const STAFF_COLUMNS: readonly ColumnDef[] = [
  { field: 'code', label: 'Code', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'userName', label: 'User name', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'displayName', label: 'Name', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'mobile', label: 'Mobile', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  { field: 'email', label: 'Email', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  { field: 'active', label: 'Status', type: 'enum', sortable: true, filterable: true, options: ACTIVE_OPTIONS },
  { field: 'lastLoginAt', label: 'Last sign-in', type: 'date', sortable: true, filterable: true },
];

export const ID_SALE_COLUMNS: readonly ColumnDef[] = [
  { field: 'soldAt', label: 'Date', type: 'date', sortable: true, filterable: true },
  { field: 'code', label: 'Merchant code', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'displayName', label: 'Merchant', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'idTypeName', label: 'ID Type', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'price', label: 'Price', type: 'amount', sortable: true, filterable: true },
  { field: 'soldBy', label: 'Approved by', type: 'text', sortable: true, searchable: true, filterable: true },
];
