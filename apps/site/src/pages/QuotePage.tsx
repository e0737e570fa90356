import { quoteForm } from '@hraun/content';
import { FormPage } from './FormPage';

/** /fa-tilbod: the quote request, with services and solutions as toggled choices. */
export function QuotePage() {
  return <FormPage definition={quoteForm} textPrefix="contact:quote" />;
}
