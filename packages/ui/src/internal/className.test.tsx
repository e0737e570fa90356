import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { joinClasses } from './joinClasses';

/**
 * Every component that is placed in a page takes a `className` for its outer element, beside its own classes.
 * Each is rendered from its stories' component and default args (the props a designer sees first), so the list
 * cannot drift from what the stories render. Left out, on purpose: the dialogs (their outer element is a portal),
 * the menu, the form grid (a fragment), the honeypot (it must stay hidden) and the back-to-top button (fixed).
 */
const stories = import.meta.glob<{ default: { component: ComponentType<Record<string, unknown>>; args?: Record<string, unknown> } }>(
  '../*/*.stories.tsx',
  { eager: true },
);

const PLACED = [
  'Alert', 'BenefitBlocks', 'Breadcrumbs', 'Button', 'CallToAction', 'ChoiceChips', 'ComparisonTable', 'CookieBar',
  'DataTable', 'FeatureGrid', 'FilterBar', 'Footer', 'Hero', 'Icon', 'LanguageSwitcher', 'LinkCard', 'LinkCardGrid', 'LoadingText',
  'LogoStrip', 'NewsCard', 'NotFound', 'OfferCard', 'PackageCard', 'PackageGrid', 'PackagePicker', 'ProcessSteps',
  'ProjectCard', 'ProseSection', 'RadioCards', 'SectionBlock', 'ShareButton', 'SiteHeader', 'SkipLink',
  'StatsStrip', 'SubmitButton', 'TechLists', 'Timeline',
];

function metaOf(name: string) {
  const module = stories[`../${name}/${name}.stories.tsx`];
  if (!module) throw new Error(`no stories for ${name}`);
  return module.default;
}

describe('className on the outer element', () => {
  it.each(PLACED)('%s keeps its own classes and adds the consumer’s', (name) => {
    const { component: Component, args = {} } = metaOf(name);
    const { container } = render(<Component {...args} className="placed-by-app" />);
    const outer = container.firstElementChild;
    expect(outer, name).not.toBeNull();
    expect(outer?.classList.contains('placed-by-app'), `${name}: ${outer?.outerHTML.slice(0, 120)}`).toBe(true);
    // The component's own look stays: the consumer's class is added, not swapped in (LanguageSwitcher's nav has none).
    if (name !== 'LanguageSwitcher') expect(outer?.classList.length, name).toBeGreaterThan(1);
    expect(container.querySelectorAll('.placed-by-app'), name).toHaveLength(1);
  });
});

describe('joinClasses', () => {
  it('joins the names given in order and drops empty ones', () => {
    expect(joinClasses('a', undefined, false, null, '', 'b')).toBe('a b');
    expect(joinClasses()).toBe('');
  });
});
