import { hostingOrderForm, ORDER_PACKAGE_PARAM, orderPackages, wordpressExpressOrderForm, type Locale, type OrderKind } from '@hraun/content';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { useLocation } from 'react-router-dom';
import type { PackageChoice } from '../forms/FormView';
import { priceText } from '../sections/usePriceText';
import { FormPage } from './FormPage';

const forms = { 'wordpress-express': wordpressExpressOrderForm, hosting: hostingOrderForm } as const;

/**
 * The two /panta pages: the order form with its package picker. Spec section 4's defaults come from the form
 * definition; a package card's button names its package in the query (`?pakki=business`), and that one is selected.
 */
export function OrderPage({ order }: { order: OrderKind }) {
  const { t, i18n } = useSiteTranslation();
  // The browser's own URLSearchParams: react-router's useSearchParams would add its helpers to the page's first load.
  const { search } = useLocation();
  const locale = i18n.language as Locale;
  const packages: PackageChoice[] = orderPackages[order].map((pkg) => ({
    id: pkg.id,
    name: t(pkg.nameKey),
    price: pkg.price ? priceText(pkg.price, t, locale) : t('common:labels.price.byQuote'),
    description: t(pkg.descriptionKey),
    features: pkg.featureKeys.map((key) => t(key)),
    popular: pkg.popular,
  }));
  return <FormPage definition={forms[order]} textPrefix={`solutions:order.${order === 'hosting' ? 'hosting' : 'wordpressExpress'}`} packages={packages} selectedPackage={new URLSearchParams(search).get(ORDER_PACKAGE_PARAM) ?? undefined} />;
}
