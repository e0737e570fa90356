import type { FeatureItem, PackageContent, Price } from '../../authoring';
import { defineServicePage, ownKey, ownKeyIn } from '../../authoring';
import type { is } from './is';
import { callToAction, hero, quoteCta } from '../../sections';

const k = ownKey<typeof is>;
const kIn = ownKeyIn<typeof is>();

const features = [
  ['social', 'users'],
  ['ads', 'target'],
  ['content', 'document'],
  ['email', 'mail'],
  ['strategy', 'lightbulb'],
  ['reporting', 'chart'],
] as const;

/** Spec section 9: marketing packages per month, VAT not stated. */
const monthly = (amount: number): Price => ({ amount, currency: 'ISK', vat: 'unstated', period: 'month' });

/** The monthly packages; the middle one is the popular choice. */
const packages: readonly { id: 'basic' | 'pro' | 'enterprise'; price: Price; features: readonly string[]; popular?: boolean }[] = [
  { id: 'basic', price: monthly(89950), features: ['posts', 'channels', 'calendar', 'report'] },
  { id: 'pro', price: monthly(149950), features: ['posts', 'channels', 'ads', 'newsletter', 'report'], popular: true },
  { id: 'enterprise', price: monthly(249950), features: ['posts', 'channels', 'campaigns', 'video', 'manager'] },
];

/** /thjonusta/markadssetning: six cards, three monthly packages, call to action. */
export default defineServicePage<typeof is>({
  order: 5,
  icon: 'target',
  home: { order: 4 },
  sections: [
    hero(k),
    {
      kind: 'features',
      titleKey: k('features.title'),
      items: features.map(
        ([id, icon]): FeatureItem => ({ icon, titleKey: k(`features.items.${id}.title`), textKey: k(`features.items.${id}.text`) }),
      ),
    },
    {
      kind: 'packages',
      titleKey: k('packages.title'),
      textKey: k('packages.text'),
      packages: packages.map(
        ({ id, price, features: featureIds, popular }): PackageContent => ({
          id,
          nameKey: k(`packages.items.${id}.name`),
          price,
          descriptionKey: k(`packages.items.${id}.description`),
          featureKeys: featureIds.map((feature) => kIn(`packages.items.${id}.features`, feature)),
          ...(popular ? { popular } : {}),
          cta: quoteCta(popular ? 'primary' : 'secondary'),
        }),
      ),
    },
    callToAction(k),
  ],
});
