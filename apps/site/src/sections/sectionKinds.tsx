import type { Section } from '@hraun/content';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { sharedImport } from '../sharedImport';

/**
 * The section kinds few pages show (a company's timeline, the home page's logos, a comparison table…). Each is drawn
 * by a module of its own in `kinds/` (`kinds/<kind>.tsx`, exporting `View`), so it is a chunk of its own: a page's
 * first-load JavaScript carries the kinds it has, not every kind any page has. The kinds most pages show (hero,
 * features, packages, links, text, call to action) stay in SectionView.tsx.
 */
export const SPLIT_KINDS = ['stats', 'logos', 'process', 'techLists', 'benefits', 'comparison', 'timeline', 'testimonials'] as const satisfies readonly Section['kind'][];

type SplitKind = (typeof SPLIT_KINDS)[number];
type SplitSection = Extract<Section, { kind: SplitKind }>;
export type SectionOf<K extends Section['kind']> = Extract<Section, { kind: K }>;

/** A `kinds/<kind>.tsx` module: the view of one kind of section. */
interface KindModule<K extends SplitKind = SplitKind> {
  View: ComponentType<{ section: SectionOf<K> }>;
}

/** The views of the split kinds a page has, loaded with the page (routes.tsx) before it renders. */
type KindViews = Partial<Record<SplitKind, KindModule['View']>>;

const kindModules = import.meta.glob<KindModule>('./kinds/*.tsx');

const isSplit = (section: Section): section is SplitSection => (SPLIT_KINDS as readonly string[]).includes(section.kind);

/** The split kinds among a page's sections, each once, in the order of `SPLIT_KINDS`. */
function splitKindsOf(sections: readonly Section[]): SplitKind[] {
  const present = new Set(sections.filter(isSplit).map((section) => section.kind));
  return SPLIT_KINDS.filter((kind) => present.has(kind));
}

/** The source modules (Vite manifest keys) of a page's split kinds, which the prerender lists in the page. */
const kindModulesOf = (sections: readonly Section[]): string[] => splitKindsOf(sections).map((kind) => `src/sections/kinds/${kind}.tsx`);

/** One shared import per split kind, made on first use. */
const kindLoaders = new Map<SplitKind, () => Promise<KindModule['View']>>();

function loadKind(kind: SplitKind): Promise<KindModule['View']> {
  const load = kindModules[`./kinds/${kind}.tsx`];
  if (!load) return Promise.reject(new Error(`sections: the ${kind} section has no module src/sections/kinds/${kind}.tsx`));
  let loader = kindLoaders.get(kind);
  if (!loader) {
    loader = sharedImport(() => load().then((module) => module.View));
    kindLoaders.set(kind, loader);
  }
  return loader();
}

/**
 * Loads the views of a page's split kinds. The page renders once they are in, with them in context: React.lazy would
 * suspend each one once more even when its chunk is already in, and a Suspense fallback on a client-side navigation
 * is a frame with the section missing.
 */
async function loadKindViews(sections: readonly Section[]): Promise<KindViews> {
  const kinds = splitKindsOf(sections);
  const views = await Promise.all(kinds.map(loadKind));
  return Object.fromEntries(kinds.map((kind, index) => [kind, views[index]]));
}

const KindViewsContext = createContext<KindViews>({});

/** A page's section views, loaded: the modules to list in its HTML, and its render wrapped with the views. */
export interface PreparedSections {
  modules: readonly string[];
  wrap: (page: ReactNode) => ReactNode;
}

/**
 * Loads the views of a page's split kinds before the page renders (routes.tsx calls it through the page's template
 * module, which re-exports it, so this module stays out of the app's entry and out of the form pages).
 */
export async function prepareSections(sections: readonly Section[]): Promise<PreparedSections> {
  const views = await loadKindViews(sections);
  return {
    modules: kindModulesOf(sections),
    wrap: (page) => <KindViewsContext.Provider value={views}>{page}</KindViewsContext.Provider>,
  };
}

/** Draws a section of a split kind with the view its page loaded. */
export function SplitSectionView({ section }: { section: SplitSection }) {
  const View = useContext(KindViewsContext)[section.kind] as ComponentType<{ section: SplitSection }> | undefined;
  if (!View) throw new Error(`sections: the ${section.kind} section's view was not loaded with its page (loadKindViews, src/sections/sectionKinds.tsx)`);
  return <View section={section} />;
}
