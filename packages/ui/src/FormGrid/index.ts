export { FormGrid, type FormGridProps } from './FormGrid';
