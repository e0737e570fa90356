export { DataTable, type DataTableProps, type DataTableRow } from './DataTable';
