import { FormPage } from './FormPage';

/** /fa-tilbod: the quote request, with services and solutions as toggled choices. */
export function QuotePage() {
  return <FormPage form="quote" textPrefix="contact:quote" />;
}
