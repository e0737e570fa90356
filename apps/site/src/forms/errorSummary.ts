/**
 * The error summary in a chunk of its own: it shows only after a failed send, so a form page's first load does not
 * carry it (the order pages sit at the first-load budget). FormView fetches it when the visitor starts on the form.
 */
export { ErrorSummary as default } from '@hraun/ui';
