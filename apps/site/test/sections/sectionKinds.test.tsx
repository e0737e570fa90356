import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Section } from '@hraun/content';
import { describe, expect, it } from 'vitest';
import { prepareSections, SPLIT_KINDS, SplitSectionView } from '../../src/sections/sectionKinds';
import { renderToStaticMarkup } from 'react-dom/server';

const kindsDir = join(import.meta.dirname, '../../src/sections/kinds');

const timeline: Section = { kind: 'timeline', titleKey: 'company:timeline.title', items: [] } as unknown as Section;
const hero: Section = { kind: 'hero', titleKey: 'company:hero.title', textKey: 'company:hero.text' } as unknown as Section;

describe('the split section kinds', () => {
  it('has one module per split kind and no module for any other kind', () => {
    const files = readdirSync(kindsDir).map((file) => file.replace(/\.tsx$/, '')).sort();
    expect(files).toEqual([...SPLIT_KINDS].sort());
  });

  it('every kind module exports its View', async () => {
    for (const kind of SPLIT_KINDS) {
      const module = (await import(`../../src/sections/kinds/${kind}.tsx`)) as { View?: unknown };
      expect(typeof module.View, kind).toBe('function');
    }
  });

  it("lists only the split kinds a page has, each once, as the manifest's module names", async () => {
    const prepared = await prepareSections([hero, timeline, timeline]);
    expect(prepared.modules).toEqual(['src/sections/kinds/timeline.tsx']);
    expect((await prepareSections([hero])).modules).toEqual([]);
  });

  it('draws a split section only where its page loaded the view, and says so otherwise', () => {
    expect(() => renderToStaticMarkup(<SplitSectionView section={timeline as never} />)).toThrow(/timeline section's view was not loaded/);
  });
});
