/**
 * The five forms of the spec (sections 3, 5 and 7): field names exactly as submitted, in the spec's order,
 * with their input types, required rules and length limits. Labels, placeholders and option labels are
 * keys of the `forms` namespace.
 */
import type { FieldDefinition, FieldOption, FormDefinition, FormName } from './types';

/** Separator of multi-selections in the submitted body (spec section 3: "joined by a comma and a space"). */
export const MULTI_SEPARATOR = ', ';

/** Length limits in characters (the spec sets none; these are generous for real input and bound abuse). */
export const maxLengths = {
  name: 100,
  /** RFC 5321 path limit. */
  email: 254,
  phone: 40,
  company: 120,
  subject: 200,
  longText: 5000,
  /** Longest DNS name. */
  domain: 253,
  url: 2048,
} as const;

const option = (value: string, key: string): FieldOption => ({ value, labelKey: `forms:options.${key}` });

/** Spec section 9: budget values (labels are ISK ranges). Empty means not chosen. */
export const budgetOptions: readonly FieldOption[] = [
  option('100-500', 'budget.b100_500'),
  option('500-1000', 'budget.b500_1000'),
  option('1000-2000', 'budget.b1000_2000'),
  option('2000-3000', 'budget.b2000_3000'),
  option('3000-5000', 'budget.b3000_5000'),
  option('5000-10000', 'budget.b5000_10000'),
  option('10000+', 'budget.b10000plus'),
];

/** Spec section 9: timeline values (v = vikur, weeks; the rest are months). */
export const timelineOptions: readonly FieldOption[] = [
  option('1v-2v', 'timeline.w1_2'),
  option('2v-4v', 'timeline.w2_4'),
  option('1-2', 'timeline.m1_2'),
  option('2-3', 'timeline.m2_3'),
  option('3-6', 'timeline.m3_6'),
  option('6+', 'timeline.m6plus'),
];

/** Spec section 3: quote service choices. */
export const serviceOptions: readonly FieldOption[] = [
  option('web-development', 'services.webDevelopment'),
  option('web-design', 'services.webDesign'),
  option('development', 'services.development'),
  option('consulting', 'services.consulting'),
  option('marketing', 'services.marketing'),
  option('seo', 'services.seo'),
  option('analytics', 'services.analytics'),
  option('maintenance', 'services.maintenance'),
];

/** Spec section 3: quote solution choices. */
export const solutionOptions: readonly FieldOption[] = [
  option('ai', 'solutions.ai'),
  option('booking', 'solutions.booking'),
  option('subscription', 'solutions.subscription'),
  option('ecommerce', 'solutions.ecommerce'),
  option('pos', 'solutions.pos'),
  option('wordpress', 'solutions.wordpress'),
  option('wordpress-express', 'solutions.wordpressExpress'),
  option('hosting', 'solutions.hosting'),
  option('email', 'solutions.email'),
  option('maintenance', 'solutions.maintenance'),
  option('chat', 'solutions.chat'),
];

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

/** Spec section 3: package ids of the two order pages. */
export const expressPackageOptions: readonly FieldOption[] = [
  option('wordpress-express', 'package.wordpressExpress'),
  option('woocommerce-express', 'package.woocommerceExpress'),
];

export const hostingPackageOptions: readonly FieldOption[] = [
  option('basic', 'package.basic'),
  option('business', 'package.business'),
  option('enterprise', 'package.enterprise'),
];

/** Longest single value of a choice field. */
const longestOf = (options: readonly FieldOption[]) => Math.max(...options.map((o) => o.value.length));
/** Longest multi-selection: every option once, joined by the separator. */
const allOf = (options: readonly FieldOption[]) => options.map((o) => o.value).join(MULTI_SEPARATOR).length;

const label = (key: string) => `forms:labels.${key}`;

const name = (): FieldDefinition => ({ name: 'name', type: 'text', required: true, maxLength: maxLengths.name, labelKey: label('name') });
const email = (): FieldDefinition => ({ name: 'email', type: 'email', required: true, maxLength: maxLengths.email, labelKey: label('email') });
const phone = (): FieldDefinition => ({ name: 'phone', type: 'tel', required: false, maxLength: maxLengths.phone, labelKey: label('phone') });
const company = (): FieldDefinition => ({
  name: 'company',
  type: 'text',
  required: false,
  maxLength: maxLengths.company,
  labelKey: label('company'),
});

const select = (fieldName: string, key: string, options: readonly FieldOption[], required: boolean): FieldDefinition => ({
  name: fieldName,
  type: 'select',
  required,
  maxLength: longestOf(options),
  labelKey: label(key),
  placeholderKey: `forms:placeholders.${key}`,
  options,
});

const multi = (fieldName: string, key: string, options: readonly FieldOption[]): FieldDefinition => ({
  name: fieldName,
  type: 'multi',
  required: false,
  maxLength: allOf(options),
  labelKey: label(key),
  options,
});

/** The two order forms differ only in name and packages (spec section 7: "same fields as above"). */
function orderForm(formName: 'wordpress-express-order' | 'hosting-order', packages: readonly FieldOption[], defaultValue: string): FormDefinition {
  return {
    name: formName,
    fields: [
      name(),
      email(),
      phone(),
      company(),
      { name: 'domain', type: 'text', required: false, maxLength: maxLengths.domain, labelKey: label('domain') },
      { name: 'message', type: 'textarea', required: false, maxLength: maxLengths.longText, labelKey: label('message'), rows: 4 },
      {
        name: 'selected_package',
        type: 'package',
        required: false,
        maxLength: longestOf(packages),
        labelKey: label('package'),
        options: packages,
        defaultValue,
      },
    ],
    successKey: 'forms:success.order',
  };
}

export const formDefinitions: Record<FormName, FormDefinition> = {
  contact: {
    name: 'contact',
    fields: [
      name(),
      email(),
      phone(),
      company(),
      { name: 'subject', type: 'text', required: true, maxLength: maxLengths.subject, labelKey: label('subject') },
      { name: 'message', type: 'textarea', required: true, maxLength: maxLengths.longText, labelKey: label('message') },
    ],
    successKey: 'forms:success.contact',
  },
  quote: {
    name: 'quote',
    fields: [
      name(),
      email(),
      phone(),
      company(),
      { name: 'message', type: 'textarea', required: true, maxLength: maxLengths.longText, labelKey: label('projectDescription') },
      select('budget', 'budget', budgetOptions, false),
      select('timeline', 'timeline', timelineOptions, false),
      multi('selected_services', 'services', serviceOptions),
      multi('selected_solutions', 'solutions', solutionOptions),
    ],
    successKey: 'forms:success.quote',
  },
  servicedesk: {
    name: 'servicedesk',
    fields: [
      name(),
      email(),
      phone(),
      company(),
      { name: 'website', type: 'url', required: false, maxLength: maxLengths.url, labelKey: label('website') },
      { name: 'problem', type: 'textarea', required: true, maxLength: maxLengths.longText, labelKey: label('problem') },
      select('urgency', 'urgency', urgencyOptions, true),
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
  },
  'wordpress-express-order': orderForm('wordpress-express-order', expressPackageOptions, 'wordpress-express'),
  'hosting-order': orderForm('hosting-order', hostingPackageOptions, 'basic'),
};
