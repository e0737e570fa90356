import { companyField, emailField, label, longestOf, maxLengths, nameField, option, phoneField, selectField } from './fields';
import type { FieldOption, FormDefinition } from './types';

/** Spec section 3: urgency values. */
export const urgencyOptions: readonly FieldOption[] = [
  option('low', 'urgency.low'),
  option('medium', 'urgency.medium'),
  option('high', 'urgency.high'),
  option('urgent', 'urgency.urgent'),
];

/** Spec section 3: request types (Icelandic values, submitted as they are). */
export const requestTypeOptions: readonly FieldOption[] = [
  option('villa', 'type.error'),
  option('fyrirspurn', 'type.enquiry'),
  option('breytingabeiðni', 'type.changeRequest'),
  option('uppfærsla', 'type.update'),
];

/** Spec sections 3 and 5: the service desk request (/thjonustubord). */
export const serviceDeskForm: FormDefinition = {
  name: 'servicedesk',
  fields: [
    nameField(),
    emailField(),
    phoneField(),
    companyField(),
    { name: 'website', type: 'url', required: false, maxLength: maxLengths.url, labelKey: label('website') },
    { name: 'problem', type: 'textarea', required: true, maxLength: maxLengths.longText, labelKey: label('problem') },
    selectField('urgency', 'urgency', urgencyOptions, true),
    {
      name: 'type',
      type: 'radio',
      required: false,
      maxLength: longestOf(requestTypeOptions),
      labelKey: label('type'),
      options: requestTypeOptions,
    },
  ],
  successKey: 'forms:success.serviceDesk',
};
