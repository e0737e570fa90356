/**
 * The five forms of the spec (sections 3, 5 and 7) by name: field names exactly as submitted, in the spec's
 * order, with their input types, required rules and length limits. Labels, placeholders and option labels are
 * keys of the `forms` namespace. Each form lives in a module of its own, so a page's first load carries only
 * its own form; this record is for the server and the tests, which need all five.
 */
import { contactForm } from './contact';
import { hostingOrderForm, wordpressExpressOrderForm } from './orders';
import { quoteForm } from './quote';
import { serviceDeskForm } from './serviceDesk';
import type { FormDefinition, FormName } from './types';

export { MULTI_SEPARATOR, maxLengths } from './fields';
export { budgetOptions, serviceOptions, solutionOptions, timelineOptions } from './quote';
export { requestTypeOptions, urgencyOptions } from './serviceDesk';
export { expressPackageOptions, hostingPackageOptions } from './orders';
export { contactForm, hostingOrderForm, quoteForm, serviceDeskForm, wordpressExpressOrderForm };

export const formDefinitions: Record<FormName, FormDefinition> = {
  contact: contactForm,
  quote: quoteForm,
  servicedesk: serviceDeskForm,
  'wordpress-express-order': wordpressExpressOrderForm,
  'hosting-order': hostingOrderForm,
};
