import { describe, expect, it } from 'vitest';
import { ownKeyIn } from '../src/pages/authoring';
import type { is } from '../src/pages/services/vefsidugerd/is';

// The type check (`tsc -b`, in `pnpm test:fast`) reads this file: each `@ts-expect-error` line must fail to type,
// or the check fails, so a key built in a loop keeps being checked against the page's strings.
const kIn = ownKeyIn<typeof is>();
const ids = ['responsive', 'seo', 'fast'] as const;

describe('keys built in loops (ownKeyIn)', () => {
  it('takes a key the page has, from a group and segments', () => {
    expect(ids.map((id) => kIn('features.items', id, 'title'))).toEqual(ids.map((id) => `.features.items.${id}.title`));
    expect(kIn('platforms.items.open.bullets', 'wordpress')).toBe('.platforms.items.open.bullets.wordpress');
  });

  it('refuses a misspelt segment, a group the page lacks and an id of another group, at the type check', () => {
    // @ts-expect-error 'titel' is no string of any feature
    expect(ids.map((id) => kIn('features.items', id, 'titel'))).toHaveLength(3);
    // @ts-expect-error the page has no `feature` group
    expect(kIn('feature.items', 'seo', 'title')).toBe('.feature.items.seo.title');
    // @ts-expect-error 'cms' is a bullet of the headless platform, not of the open one
    expect(kIn('platforms.items.open.bullets', 'cms')).toBe('.platforms.items.open.bullets.cms');
  });
});
