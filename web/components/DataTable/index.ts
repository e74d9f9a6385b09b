export { DataTable, DEFAULT_COLUMN_SIZE, MIN_COLUMN_SIZE, PAGER_CONTROLS, type DataTableProps } from './DataTable';
export { DATE_PICKER_PROPS, formatAmount, formatCell, formatCount, formatDate } from './format';
export { paramNames, readTableState, withFirstPage, type AdditionFilter, type TableViewState } from './table-state';
export { DateRangePickers } from './DateRangePickers';
export { ExportMenu } from './ExportMenu';
