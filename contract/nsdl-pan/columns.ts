import { PAN_CATEGORIES } from '../pan';
import type { ColumnDef } from '../table';
import { PAN_STATE_OPTIONS } from './workflow';

/** Columns of the application lists (DataTable). */

export const PAN_APPLICATION_COLUMNS: readonly ColumnDef[] = [
  { field: 'token_no', label: 'Token No', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'dated', label: 'Date', type: 'date', sortable: true, filterable: true },
  { field: 'ack_no', label: 'Ack No', type: 'text', sortable: true, searchable: true, filterable: true },
  {
    field: 'app_type',
    label: 'Type',
    type: 'enum',
    sortable: true,
    filterable: true,
    options: [
      { value: 'N', label: 'New (49A)' },
      { value: 'C', label: 'Change (CSF)' },
    ],
  },
  {
    field: 'category',
    label: 'Category',
    type: 'enum',
    sortable: true,
    filterable: true,
    options: PAN_CATEGORIES.map((c) => ({ value: c.value, label: c.label })),
  },
  { field: 'name', label: 'Applicant', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'mobile', label: 'Mobile', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'state', label: 'Status', type: 'enum', sortable: true, filterable: true, options: PAN_STATE_OPTIONS },
  { field: 'merchant_code', label: 'Merchant', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'merchant_name', label: 'Merchant Name', type: 'text', sortable: false, filterable: false },
  { field: 'amount', label: 'Amount', type: 'amount', sortable: true, filterable: true },
  { field: 'remark', label: 'Remark', type: 'text', sortable: false, filterable: false },
  { field: 'updated_at', label: 'Last Change', type: 'date', sortable: true, filterable: true },
];
