import { companyField, emailField, label, maxLengths, multiField, nameField, option, phoneField, selectField } from './fields';
import type { FieldOption, FieldOptionGroup, FormDefinition } from './types';

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

/**
 * The quote form's services under three headings, so a business owner finds theirs quickly: what builds the site,
 * what brings visitors to it, and advice and care after launch.
 */
const serviceGroups: readonly FieldOptionGroup[] = [
  { labelKey: 'forms:groups.services.build', values: ['web-design', 'web-development', 'development'] },
  { labelKey: 'forms:groups.services.grow', values: ['marketing', 'seo', 'analytics'] },
  { labelKey: 'forms:groups.services.care', values: ['consulting', 'maintenance'] },
];

/**
 * The quote form's solutions in the groups of the header's solutions menu (`nav:menu.groups`), in the menu's order,
 * so the form and the menu sort them alike.
 */
const solutionGroups: readonly FieldOptionGroup[] = [
  { labelKey: 'nav:menu.groups.commerce', values: ['ecommerce', 'pos', 'subscription', 'booking'] },
  { labelKey: 'nav:menu.groups.systems', values: ['wordpress', 'wordpress-express'] },
  { labelKey: 'nav:menu.groups.ai', values: ['ai', 'chat'] },
  { labelKey: 'nav:menu.groups.care', values: ['hosting', 'email', 'maintenance'] },
];

/** Spec sections 3 and 5: the quote request (/fa-tilbod). */
export const quoteForm: FormDefinition = {
  name: 'quote',
  fields: [
    nameField(),
    emailField(),
    phoneField(),
    companyField(),
    { name: 'message', type: 'textarea', required: true, maxLength: maxLengths.longText, labelKey: label('projectDescription') },
    selectField('budget', 'budget', budgetOptions, false),
    selectField('timeline', 'timeline', timelineOptions, false),
    { ...multiField('selected_services', 'services', serviceOptions), groups: serviceGroups },
    { ...multiField('selected_solutions', 'solutions', solutionOptions), groups: solutionGroups },
  ],
  successKey: 'forms:success.quote',
};
