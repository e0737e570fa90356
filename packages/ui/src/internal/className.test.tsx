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
  'StatsStrip', 'SubmitButton', 'TechLists', 'Timeline', 'TextField', 'TextArea', 'SelectField',
];

/** The section-level components: their outer element takes `id` (an in-page anchor) and any other HTML attribute. */
const SECTIONS = [
  'BenefitBlocks', 'Breadcrumbs', 'CallToAction', 'ComparisonTable', 'FeatureGrid', 'Footer', 'Gallery', 'Hero', 'LinkCard',
  'LinkCardGrid', 'LogoStrip', 'NewsCard', 'NotFound', 'OfferCard', 'PackageCard', 'PackageGrid', 'ProcessSteps', 'ProjectCard',
  'ProseSection', 'ResultFigures', 'SectionBlock', 'SiteHeader', 'StatsStrip', 'TechLists', 'Timeline',
];

/** The groups of inputs: `id` goes to the first input (so an error summary can focus the group), the rest to the fieldset. */
const GROUPS = ['ChoiceChips', 'PackagePicker', 'RadioCards'];

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

describe('id and other HTML attributes on the outer element', () => {
  it.each(SECTIONS)('%s passes id, data-* and aria-* to its outer element', (name) => {
    const { component: Component, args = {} } = metaOf(name);
    const { container } = render(<Component {...args} id="anchor" data-track="yes" aria-describedby="note" />);
    const outer = container.firstElementChild;
    expect(outer?.id, `${name}: ${outer?.outerHTML.slice(0, 120)}`).toBe('anchor');
    expect(outer?.getAttribute('data-track'), name).toBe('yes');
    expect(outer?.getAttribute('aria-describedby'), name).toBe('note');
    expect(container.querySelectorAll('#anchor'), name).toHaveLength(1);
  });

  it.each(GROUPS)('%s gives its id to its first input and other attributes to its outer element', (name) => {
    const { component: Component, args = {} } = metaOf(name);
    const { container } = render(<Component {...args} id="choice" data-track="yes" />);
    const first = container.querySelector('input');
    expect(first?.id, name).toBe('choice');
    expect(container.querySelectorAll('#choice'), name).toHaveLength(1);
    expect(container.firstElementChild?.getAttribute('data-track'), name).toBe('yes');
  });
});

describe('joinClasses', () => {
  it('joins the names given in order and drops empty ones', () => {
    expect(joinClasses('a', undefined, false, null, '', 'b')).toBe('a b');
    expect(joinClasses()).toBe('');
  });
});
