export { preloadSuccessDialog, SuccessDialog, type SuccessDialogProps } from './SuccessDialog';
