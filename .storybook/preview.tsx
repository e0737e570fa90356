import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import '../packages/ui/src/reset.css';
import '../packages/ui/src/fonts/fonts.css';
import '../packages/ui/src/theme/base.css';
import { themeStylesheet } from '../packages/ui/src/theme/stylesheet';
import { ThemeScope, type ColorScheme } from '../packages/ui/src/ThemeScope';
import { altTheme, altTokens } from '../packages/ui/src/themes/alt';
import { hraunTheme } from '../packages/ui/src/themes/hraun';
import { assertNoTextOverflow } from '../packages/ui/src/storyKit';

// The alternative theme's stylesheet, the very text the package ships as themes/alt.css (Hraun's is in base.css).
const altSheet = document.createElement('style');
altSheet.dataset.theme = altTokens.name;
altSheet.textContent = themeStylesheet(altTokens);
document.head.append(altSheet);

const themes = { default: hraunTheme, alt: altTheme } as const;
const schemes: readonly ColorScheme[] = ['light', 'dark', 'system'];

/**
 * A story seen alone (its own frame, as in the visual test) also gets the scheme on the page, so the frame's margin
 * around the story is not a light band around a dark story. On a docs page the scope alone applies.
 */
function PageScheme({ scheme, children }: { scheme: ColorScheme; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    if (scheme === 'system') root.removeAttribute('data-color-scheme');
    else root.setAttribute('data-color-scheme', scheme);
    return () => root.removeAttribute('data-color-scheme');
  }, [scheme]);
  return <>{children}</>;
}

type ViewportGlobal = string | { value?: string } | undefined;
interface ViewportParameter {
  options?: Record<string, { styles?: { width?: string } }>;
}

/**
 * The width of the viewport the story itself asks for (`globals.viewport`, such as storyKit's `phone`). In its own
 * frame the toolbar resizes the frame; on a docs page nothing does, so the story is kept to that width here.
 */
function storyViewportWidth(storyGlobals: { viewport?: ViewportGlobal }, viewport: ViewportParameter | undefined) {
  const global = storyGlobals.viewport;
  const name = typeof global === 'string' ? global : global?.value;
  return name ? viewport?.options?.[name]?.styles?.width : undefined;
}

/**
 * Each story in its own ThemeScope, so a story's theme and colour scheme reach only that story (a docs page shows
 * each story as it is) and its dialogs, which the scope follows into their portal. A story shows another theme with
 * `parameters: { theme: 'alt' }` (its own, also on a docs page); the others follow the toolbar's Theme. On a docs
 * page a story that asks for the phone viewport is drawn at the phone's width.
 */
const withTheme: Decorator = (Story, context) => {
  const name = (context.parameters.theme as string | undefined) ?? context.globals.theme;
  const theme = themes[name as keyof typeof themes] ?? hraunTheme;
  const scheme = schemes.find((candidate) => candidate === context.globals.scheme) ?? 'light';
  const docsWidth = context.viewMode === 'docs' ? storyViewportWidth(context.storyGlobals, context.parameters.viewport) : undefined;
  const scoped = (
    <ThemeScope theme={theme} colorScheme={scheme} style={docsWidth ? { maxWidth: docsWidth } : undefined}>
      <Story />
    </ThemeScope>
  );
  return context.viewMode === 'story' ? <PageScheme scheme={scheme}>{scoped}</PageScheme> : scoped;
};

/**
 * On a docs page every story of a form group shares the page: stories marked `parameters: { uniqueFormName: true }`
 * get their own `name` there (the story's id appended), so each radio group keeps its own choice.
 */
const withUniqueFormName: Decorator = (Story, context) => {
  if (context.viewMode !== 'docs' || !context.parameters.uniqueFormName || typeof context.args.name !== 'string') return <Story />;
  return <Story args={{ ...context.args, name: `${context.args.name}-${context.id}` }} />;
};

/**
 * Long-text stories whose overflow the check found and whose component fix is still to come; remove an id once its
 * component wraps (ChoiceChips: the chip list is 12 px wider than the form column; SiteHeader: the phone menu's
 * panel holds 544 px in 390 px).
 */
const KNOWN_OVERFLOWS = new Set<string>([]);

const preview: Preview = {
  /*
   * Every component gets a docs page. Tagged here, for the whole project, so that a component's own usage page
   * (X.mdx with <Meta of>) replaces its generated page even though its stories file also says 'autodocs':
   * Storybook refuses an attached MDX page beside an 'autodocs' tag set only in the CSF file.
   */
  tags: ['autodocs'],
  decorators: [withUniqueFormName, withTheme],
  // A story tagged 'long-text' fails when any of its text leaves its box (storyKit's JSDoc lists the tags).
  // Only where stories run as tests (their own frame): on a docs page a failure would replace the story with an error.
  afterEach: ({ canvasElement, tags, id, viewMode }) => {
    if (viewMode === 'story' && tags.includes('long-text') && !KNOWN_OVERFLOWS.has(id)) assertNoTextOverflow(canvasElement);
  },
  globalTypes: {
    theme: {
      description: 'Theme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Hraun (default)' },
          { value: 'alt', title: 'Alternative agency theme' },
        ],
        // A story with its own `parameters.theme` keeps it whatever this says.
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Light or dark mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'As the system', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default', scheme: 'light' },
  parameters: {
    layout: 'padded',
    // The sidebar in the order a designer reads the system: first principles, then the page from frame to details.
    options: {
      storySort: {
        order: ['Introduction', 'Changelog', 'Foundations', ['Tokens', '*'], 'Layout', 'Navigation', 'Forms', 'Cards', 'Sections', 'Media', 'Feedback', '*'],
      },
    },
    controls: { matchers: { color: /(background|color)$/i } },
    // Every story is also an accessibility test: a WCAG violation fails it.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
    },
    viewport: {
      options: {
        mobile390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet 820', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
