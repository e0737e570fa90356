import { companyField, emailField, label, longestOf, maxLengths, nameField, option, phoneField } from './fields';
import type { FieldOption, FormDefinition } from './types';

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

/** The two order forms differ only in name and packages (spec section 7: "same fields as above"). */
function orderForm(formName: 'wordpress-express-order' | 'hosting-order', packages: readonly FieldOption[], defaultValue: string): FormDefinition {
  return {
    name: formName,
    fields: [
      nameField(),
      emailField(),
      phoneField(),
      companyField(),
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

/** Spec section 3: the WordPress Express order (/lausnir/wordpress-express/panta); WordPress Express by default. */
export const wordpressExpressOrderForm = orderForm('wordpress-express-order', expressPackageOptions, 'wordpress-express');

/** Spec section 3: the hosting order (/lausnir/vefhysing/panta); Basic by default. */
export const hostingOrderForm = orderForm('hosting-order', hostingPackageOptions, 'basic');
