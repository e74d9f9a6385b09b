import { PAN_CATEGORIES } from '../pan';
import { REQUEST_COLUMNS, stateColumn } from '../request-workflow';
import type { ColumnDef } from '../table';
import { PAN_WORKFLOW } from './workflow';

/** Columns of the application lists (DataTable). */

export const PAN_APPLICATION_COLUMNS: readonly ColumnDef[] = [
  { field: 'token_no', label: 'Token No', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'dated', label: 'Date', type: 'date', sortable: true, filterable: true },
  { field: 'ack_no', label: 'Ack No', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  {
    field: 'app_type',
    hidden: true,
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
    hidden: true,
    label: 'Category',
    type: 'enum',
    sortable: true,
    filterable: true,
    options: PAN_CATEGORIES.map((c) => ({ value: c.value, label: c.label })),
  },
  { field: 'name', label: 'Applicant', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'mobile', label: 'Mobile', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  stateColumn(PAN_WORKFLOW),
  // The back office works by shop (a shop's own lists drop it).
  REQUEST_COLUMNS.merchant_code,
  { field: 'merchant_name', label: 'Merchant Name', type: 'text', sortable: false, filterable: false, hidden: true },
  { field: 'amount', label: 'Amount', type: 'amount', sortable: true, filterable: true, hidden: true },
  { field: 'remark', label: 'Remark', type: 'text', sortable: false, filterable: false, hidden: true },
  { field: 'updated_at', label: 'Last Change', type: 'date', sortable: true, filterable: true, hidden: true },
];
