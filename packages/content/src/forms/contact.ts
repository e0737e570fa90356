import { companyField, emailField, label, maxLengths, nameField, phoneField } from './fields';
import type { FormDefinition } from './types';

/** Spec sections 3 and 5: the contact form (/hafa-samband). */
export const contactForm: FormDefinition = {
  name: 'contact',
  fields: [
    nameField(),
    emailField(),
    phoneField(),
    companyField(),
    { name: 'subject', type: 'text', required: true, maxLength: maxLengths.subject, labelKey: label('subject') },
    { name: 'message', type: 'textarea', required: true, maxLength: maxLengths.longText, labelKey: label('message') },
  ],
  successKey: 'forms:success.contact',
};
