export { SuccessDialog } from './SuccessDialog';
export type { SuccessDialogProps } from './types';
