export { SuccessDialog, type SuccessDialogProps } from './SuccessDialog';
