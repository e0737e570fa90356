import type { FeatureItem, IconName } from '../../authoring';
import { defineSolutionPage, ownKey, ownKeyIn } from '../../authoring';
import type { is } from './is';
import { callToAction, hero } from '../../sections';

const k = ownKey<typeof is>;
const kIn = ownKeyIn<typeof is>();

const features = [
  ['online', 'calendar'],
  ['payments', 'card'],
  ['reminders', 'mail'],
  ['calendarSync', 'refresh'],
  ['resources', 'users'],
  ['reports', 'chart'],
] as const;

/** The six industry offers of the spec: car rental, hotels, hair salons, healthcare, fitness, restaurants. */
const industries = [
  ['carRental', 'globe'],
  ['hotels', 'star'],
  ['hairSalons', 'design'],
  ['healthcare', 'shield'],
  ['fitness', 'target'],
  ['restaurants', 'users'],
] as const;

const cards = (group: 'features.items' | 'industries.items', list: readonly (readonly [string, IconName])[]) =>
  list.map(([id, icon]): FeatureItem => ({
    icon,
    titleKey: kIn(group, id, 'title'),
    textKey: kIn(group, id, 'text'),
  }));

/** /lausnir/bokunarkerfi: six features, six industry offers and a call to action. */
export default defineSolutionPage<typeof is>({
  order: 2,
  menu: { group: 'commerce', order: 4 },
  icon: 'calendar',
  home: { order: 2 },
  sections: [
    hero(k),
    { kind: 'features', titleKey: k('features.title'), textKey: k('features.text'), items: cards('features.items', features) },
    { kind: 'features', titleKey: k('industries.title'), textKey: k('industries.text'), items: cards('industries.items', industries) },
    callToAction(k),
  ],
});
