export { ComparisonTable, type ComparisonTableProps } from './ComparisonTable';
