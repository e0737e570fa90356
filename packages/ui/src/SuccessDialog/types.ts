export interface SuccessDialogProps {
  /** Whether the dialog is showing (it is controlled). */
  open: boolean;
  /** Called with `false` when the visitor closes it (the close button, Escape, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** Heading of the dialog, also its accessible name ("Thank you!"). */
  title: string;
  /** The thank-you text, also the dialog's description. */
  message: string;
  /** Label of the close button ("Close"). */
  closeLabel: string;
}
