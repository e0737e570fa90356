import type { Decorator, Preview } from '@storybook/react-vite';
import type { ArgTypesEnhancer } from 'storybook/internal/types';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import '../packages/ui/src/reset.css';
import '../packages/ui/src/fonts/fonts.css';
import '../packages/ui/src/theme/base.css';
import { themeStylesheet } from '../packages/ui/src/theme/stylesheet';
import { ThemeScope, type ColorScheme } from '../packages/ui/src/ThemeScope';
import { altTheme, altTokens } from '../packages/ui/src/themes/alt';
import { hraunTheme } from '../packages/ui/src/themes/hraun';
import { assertNoTextOverflow } from '../packages/ui/src/storyKit';
import { DeviceFrame, type DeviceKind } from './deviceFrame';
import { HraunDocsContainer } from './docsContainer';

// The alternative theme's stylesheet, the very text the package ships as themes/alt.css (Hraun's is in base.css).
const altSheet = document.createElement('style');
altSheet.dataset.theme = altTokens.name;
altSheet.textContent = themeStylesheet(altTokens);
document.head.append(altSheet);

/*
 * The docs page on a phone: a props table or a code block is wider than a 390 px column, so each scrolls in its own
 * box instead of pushing the whole page sideways (the Changelog's code made it 758 px wide).
 */
const docsSheet = document.createElement('style');
docsSheet.dataset.docs = 'narrow';
docsSheet.textContent = `
  .sbdocs .docblock-argstable { display: block; max-width: 100%; overflow-x: auto; }
  .sbdocs pre, .sbdocs .docblock-source { max-width: 100%; overflow-x: auto; }
  .sbdocs .docblock-source pre { white-space: pre; }
  .sbdocs :not(pre) > code { white-space: normal; overflow-wrap: anywhere; }
`;
document.head.append(docsSheet);

/*
 * A docs page must stay where its reader put it. Its stories mount as it loads (inline, or in a frame when scrolled
 * near), and some take focus as they mount: ErrorSummary by design, a play function showing a focus state. A focus
 * call scrolls the page (and every page around a frame) to the element, so ErrorSummary's docs page opened 3,767 px
 * down and SiteHeader's jumped by 2,500 px while read. Until the reader's first input in this document, focus moves
 * do not scroll; after it (a click on an error link, a key), they scroll as they do on a site.
 */
function holdScrollUntilReaderActs() {
  // Read at each call: the preview frame switches between a story and a docs page without reloading.
  const showsDocs = (page: Document) => {
    const root = page.getElementById('storybook-docs');
    return root !== null && root.childElementCount > 0 && root.getClientRects().length > 0;
  };
  const onDocsPage = () => {
    if (showsDocs(document)) return true;
    try {
      return window.parent !== window && showsDocs(window.parent.document);
    } catch {
      return false;
    }
  };
  let readerActed = false;
  // Only the reader's own input: a play function's userEvent clicks and keys are events too, but not trusted ones.
  const acted = (event: Event) => {
    if (event.isTrusted) readerActed = true;
  };
  for (const type of ['pointerdown', 'keydown', 'touchstart']) window.addEventListener(type, acted, { capture: true });
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusWithoutScroll(this: HTMLElement, options?: FocusOptions) {
    focus.call(this, readerActed || !onDocsPage() ? options : { ...options, preventScroll: true });
  };
}
holdScrollUntilReaderActs();

const themes = { default: hraunTheme, alt: altTheme } as const;
const schemes: readonly ColorScheme[] = ['light', 'dark', 'system'];

/**
 * A story seen alone (its own frame, as in the visual test) also gets the scheme on the page, so the frame's margin
 * around the story is not a light band around a dark story. On a docs page the scope alone applies.
 */
function PageScheme({ scheme, lang, children }: { scheme: ColorScheme; lang: string; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    if (scheme === 'system') root.removeAttribute('data-color-scheme');
    else root.setAttribute('data-color-scheme', scheme);
    return () => root.removeAttribute('data-color-scheme');
  }, [scheme]);
  // The frame's document in the story's language too: what a dialog or a toast draws in its portal, outside the
  // story's root, is read in it. Back to the docs pages' English when the frame shows a docs page again.
  useEffect(() => {
    const root = document.documentElement;
    root.lang = lang;
    return () => {
      root.lang = DOCS_LANG;
    };
  }, [lang]);
  return <>{children}</>;
}

/** The docs pages' own language (their prose, headings and tables), as Storybook's iframe.html says. */
const DOCS_LANG = 'en';

/**
 * The language of a story's copy, for screen readers' pronunciation and the browser's hyphenation: the components'
 * stories are Icelandic sample copy (`'is'`, the default); a story in another language says so with
 * `parameters: { lang: 'en' }` (the Foundations pages, whose samples are English like the docs around them).
 */
function storyLang(parameters: Record<string, unknown>) {
  const lang = parameters.lang;
  return typeof lang === 'string' && lang.trim() !== '' ? lang : 'is';
}

type ViewportGlobal = string | { value?: string } | undefined;
interface ViewportParameter {
  options?: Record<string, { styles?: { width?: string; height?: string }; type?: string }>;
}

/**
 * The device a story asks for (`globals.viewport` naming a `mobile` or `tablet` viewport, such as storyKit's `phone`)
 * and its width. In its own frame the toolbar resizes the frame; on a docs page the story gets a frame of that width
 * inside a drawn device (DocsFrame, DeviceFrame). Desktop stories stay inline: the docs column is a desktop's width.
 */
function storyDevice(storyGlobals: { viewport?: ViewportGlobal }, viewport: ViewportParameter | undefined) {
  const global = storyGlobals.viewport;
  const name = typeof global === 'string' ? global : global?.value;
  const option = name ? viewport?.options?.[name] : undefined;
  const width = Number.parseInt(option?.styles?.width ?? '', 10);
  const height = Number.parseInt(option?.styles?.height ?? '', 10) || undefined;
  if (!Number.isFinite(width)) return undefined;
  if (option?.type === 'mobile') return { kind: 'phone' as const, width, height };
  if (option?.type === 'tablet') return { kind: 'tablet' as const, width, height };
  return undefined;
}

/**
 * Each story in its own ThemeScope, so a story's theme and colour scheme reach only that story (a docs page shows
 * each story as it is) and its dialogs, which the scope follows into their portal. A story shows another theme with
 * `parameters: { theme: 'alt' }` (its own, also on a docs page); the others follow the toolbar's Theme.
 */
const withTheme: Decorator = (Story, context) => {
  const name = (context.parameters.theme as string | undefined) ?? context.globals.theme;
  const theme = themes[name as keyof typeof themes] ?? hraunTheme;
  const scheme = schemes.find((candidate) => candidate === context.globals.scheme) ?? 'light';
  const lang = storyLang(context.parameters);
  // The scope's root wears the story's language: on a docs page an Icelandic story sits in English prose.
  const scoped = (
    <ThemeScope theme={theme} colorScheme={scheme} lang={lang}>
      <Story />
    </ThemeScope>
  );
  return context.viewMode === 'story' ? (
    <PageScheme scheme={scheme} lang={lang}>
      {scoped}
    </PageScheme>
  ) : (
    scoped
  );
};

/**
 * How a story asks for a frame of its own on a docs page: `parameters: { docsFrame: { height: 480 } }` for a fixed or
 * scroll-dependent component (a bar fixed to the bottom of the screen needs a screen to be fixed to).
 */
interface DocsFrameParameter {
  /** The frame's height in px; without it the frame grows to the story's own height (a phone's: within a phone's). */
  height?: number;
  /**
   * The frame's width in px, for a whole page at a desktop's width (`1440`): drawn in a browser window scaled down to
   * the column, so the page shows its desktop layout (the column alone is narrower than the header's desktop breakpoint).
   */
  width?: number;
}

interface Device {
  kind: DeviceKind;
  width: number;
  /** The device's screen height (the viewport's), status bar and home indicator included. */
  height?: number;
}

/**
 * A phone's screen on a docs page: at least this tall (a phone is taller than wide, even for a story of one button),
 * at most the viewport's height less the drawn status bar and home indicator; a longer story scrolls inside.
 */
const phoneScreen = { min: 600, chrome: 60 };

function frameHeight(device: Device | undefined, fixed: number | undefined, content: number) {
  // A phone's screen is a phone's height even for a story that asks for a short frame (a bar fixed to its bottom).
  if (fixed) return device?.kind === 'phone' ? Math.max(fixed, phoneScreen.min) : fixed;
  if (device?.kind !== 'phone') return content;
  const max = (device.height ?? 844) - phoneScreen.chrome;
  return Math.min(Math.max(content, phoneScreen.min), max);
}

/**
 * A story in a frame of its own on a docs page: the story's own URL in an iframe, so media queries, `position: fixed`
 * and scrolling read the frame, not the docs page. A phone or tablet story (`globals.viewport`) gets a frame of the
 * device's width inside a drawn device (DeviceFrame: bezel, status bar, rounded corners), so it looks exactly as on
 * that device (a `max-width` wrapper left the components' media queries reading the 1440 px page); a story with
 * `docsFrame` gets a frame of the column's width and its height (inside the device too, if it also names one).
 */
function DocsFrame({ id, device, height, globals }: { id: string; device?: Device; height?: number; globals: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [contentHeight, setContentHeight] = useState(160);
  useEffect(() => {
    const element = frame.current;
    if (!element || height) return;
    let observer: ResizeObserver | undefined;
    const follow = () => {
      const root = element.contentDocument?.documentElement;
      if (!root) return;
      observer?.disconnect();
      // Grow with the story (its stories render after the frame loads), bounded so a runaway story cannot grow forever.
      observer = new ResizeObserver(() => setContentHeight(Math.min(root.scrollHeight, 2_000)));
      observer.observe(element.contentDocument.body);
    };
    element.addEventListener('load', follow);
    return () => {
      element.removeEventListener('load', follow);
      observer?.disconnect();
    };
  }, [height]);
  const query = new URLSearchParams({ id, viewMode: 'story', globals });
  // The frame's own background is what shows until the story's document paints: the page's, so a dark docs page has
  // no white box in it while its stories load.
  const iframe = (
    <iframe
      ref={frame}
      data-docs-frame={device?.kind ?? 'page'}
      className={device ? 'hraun-device-screen' : undefined}
      title={`Story ${id}${device ? `, on a ${device.kind} ${device.width} px wide` : ''}`}
      src={`iframe.html?${query.toString()}`}
      style={{ display: 'block', border: 0, background: 'var(--hraun-color-bg)', width: device ? device.width : '100%', maxWidth: device ? undefined : '100%', height: frameHeight(device, height, contentHeight) }}
    />
  );
  return device ? (
    <DeviceFrame kind={device.kind} screenWidth={device.width}>
      {iframe}
    </DeviceFrame>
  ) : (
    iframe
  );
}

const withDocsFrame: Decorator = (Story, context) => {
  if (context.viewMode !== 'docs') return <Story />;
  const docsFrame = context.parameters.docsFrame as DocsFrameParameter | undefined;
  const device: Device | undefined = storyDevice(context.storyGlobals, context.parameters.viewport) ?? (docsFrame?.width ? { kind: 'desktop', width: docsFrame.width } : undefined);
  if (!device && !docsFrame) return <Story />;
  const globals = `theme:${String(context.globals.theme)};scheme:${String(context.globals.scheme)}`;
  return <DocsFrame id={context.id} device={device} height={docsFrame?.height} globals={globals} />;
};

/**
 * On a docs page every story of a form group shares the page: stories marked `parameters: { uniqueFormName: true }`
 * get their own `name` there, so each radio group keeps its own choice. The suffix comes from useId, not the story's
 * id: the page's top demo and the story's own block draw the same story twice.
 */
function UniqueFormName({ children }: { children: (suffix: string) => ReactNode }) {
  return <>{children(useId())}</>;
}

const withUniqueFormName: Decorator = (Story, context) => {
  if (context.viewMode !== 'docs' || !context.parameters.uniqueFormName || typeof context.args.name !== 'string') return <Story />;
  const name = context.args.name;
  return <UniqueFormName>{(suffix) => <Story args={{ ...context.args, name: `${name}${suffix}` }} />}</UniqueFormName>;
};

/**
 * Long-text stories whose overflow the check found and whose component fix is still to come; remove an id once its
 * component wraps (ChoiceChips: the chip list is 12 px wider than the form column; SiteHeader: the phone menu's
 * panel holds 544 px in 390 px).
 */
const KNOWN_OVERFLOWS = new Set<string>([]);

interface SbType {
  name: string;
  raw?: string;
  value?: unknown;
}

/** A type as a reader writes it, from Storybook's description of it (`'sm' | 'md'`, `string[]`), when it can say one. */
function typeText(type: SbType | undefined): string | undefined {
  if (!type) return undefined;
  if (typeof type.raw === 'string' && type.raw.length <= 120) return type.raw;
  if (type.name === 'enum' && Array.isArray(type.value)) return type.value.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(' | ');
  if (type.name === 'union' && Array.isArray(type.value)) {
    const parts = (type.value as SbType[]).map(typeText);
    return parts.every(Boolean) ? parts.join(' | ') : undefined;
  }
  if (type.name === 'array') {
    const item = typeText(type.value as SbType);
    return item ? `${item.includes('|') ? `(${item})` : item}[]` : undefined;
  }
  if (type.name === 'other' && typeof type.value === 'string') return type.value;
  return ['string', 'number', 'boolean', 'function', 'object', 'symbol'].includes(type.name) ? type.name : undefined;
}

/**
 * Props tables name every type: where react-docgen falls back to "union" or "unknown" (a union of literals, a
 * readonly array), the summary is written from the type it did read (`'start' | 'center'`). A story's own
 * `table.type.summary` is never replaced.
 */
const readableTypes: ArgTypesEnhancer = (context) => {
  const argTypes = { ...context.argTypes };
  for (const [name, argType] of Object.entries(argTypes)) {
    const summary = argType.table?.type?.summary;
    if (summary !== 'union' && summary !== 'unknown') continue;
    const text = typeText(argType.type as SbType | undefined) ?? argType.table?.type?.detail;
    if (text && text !== summary) argTypes[name] = { ...argType, table: { ...argType.table, type: { ...argType.table?.type, summary: text } } };
  }
  return argTypes;
};

/**
 * Takes the focus off whatever holds it (in the story's document), so no focus ring shows at rest; again after two
 * frames, for a component that moves focus in an effect after its first render (an open dialog focuses its close button).
 */
async function releaseFocus(document: Document) {
  const blur = () => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) active.blur();
  };
  blur();
  const view = document.defaultView;
  if (!view) return;
  await new Promise((resolve) => view.requestAnimationFrame(() => view.requestAnimationFrame(resolve)));
  blur();
}

const preview: Preview = {
  argTypesEnhancers: [readableTypes],
  /*
   * Every component gets a docs page. Tagged here, for the whole project, so that a component's own usage page
   * (X.mdx with <Meta of>) replaces its generated page even though its stories file also says 'autodocs':
   * Storybook refuses an attached MDX page beside an 'autodocs' tag set only in the CSF file.
   */
  tags: ['autodocs'],
  // withDocsFrame last: outermost, so a framed story is drawn only inside its frame.
  decorators: [withUniqueFormName, withTheme, withDocsFrame],
  // A story tagged 'long-text' fails when any of its text leaves its box (storyKit's JSDoc lists the tags).
  // Only where stories run as tests (their own frame): on a docs page a failure would replace the story with an error.
  afterEach: async ({ canvasElement, tags, id, viewMode }) => {
    if (viewMode === 'story' && tags.includes('long-text') && !KNOWN_OVERFLOWS.has(id)) assertNoTextOverflow(canvasElement);
    // A story at rest shows no focus ring: a play function that clicked or tabbed, or a dialog that focused its close
    // button, leaves the focus where it ended (Button's Primary, the thumbnails, phone frames on docs pages). Only a
    // story about focus (tagged 'focus', storyKit's JSDoc) keeps it.
    if (viewMode === 'story' && !tags.includes('focus')) await releaseFocus(canvasElement.ownerDocument);
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
    // The stories' copy is Icelandic sample text (withTheme puts it on the story's root and its frame's document).
    lang: 'is',
    // The whole docs page in the toolbar's Mode, light or dark (docsContainer.tsx), not only its stories.
    docs: { container: HraunDocsContainer },
    // The sidebar in the order a designer reads the system: first principles, then the page from frame to details.
    options: {
      storySort: {
        order: ['Introduction', 'Examples', 'Changelog', 'Foundations', ['Overview', 'Colour', 'Typography', 'Size, layers and motion', 'Tokens', '*'], 'Actions', 'Navigation', 'Forms', 'Cards', 'Sections', 'Media', 'Feedback', 'Patterns', '*'],
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
