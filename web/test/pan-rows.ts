import type { ApplicationRow } from '../../contract/nsdl-pan/index';
import type { TableResponse } from '../../contract/table';

/** Test data: one row of an application list as the server answers it. */
export function panRow(over: Partial<ApplicationRow> = {}): ApplicationRow {
  return {
    id: 7,
    token_no: 'PT2611000007',
    dated: '2026-11-20',
    category: 'individual',
    app_type: 'N',
    name: 'Ravi Kumar',
    mobile: '9876543210',
    state: 'waiting',
    ack_no: null,
    merchant_code: 'M0001',
    merchant_name: 'Ravi Digital Seva',
    amount: 107,
    remark: null,
    updated_at: '2026-11-20 11:30',
    reapplied_as: null,
    ...over,
  };
}

/** A list answer holding these rows. */
export const page = (rows: ApplicationRow[]): TableResponse<ApplicationRow> => ({
  data: rows,
  totalRecords: rows.length,
  filterRecords: rows.length,
});
