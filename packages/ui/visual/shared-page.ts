import { test as base, type Frame, type Page } from '@playwright/test';

/**
 * One browser page per worker, reused test after test, in place of Playwright's fresh context per test. Each test
 * still loads its story or docs page anew (page.goto), but the preview's scripts (a 1.2 MB iframe bundle, axe, the
 * blocks) come from the context's cache, already compiled, instead of being fetched and parsed again for each of
 * about a thousand screenshots (serve-static.mjs lets the browser cache them).
 * Between tests the page is put back as a fresh one would be: the project's viewport, no storage left by the story
 * before, no listeners; a failing test ends its worker, so the next worker starts with a new page.
 */
export const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      // The options Playwright's own page fixture sets when the config leaves them out.
      const context = await browser.newContext({
        baseURL,
        viewport,
        locale: 'en-US',
        colorScheme: 'light',
        reducedMotion: 'no-preference',
        forcedColors: 'none',
        contrast: 'no-preference',
      });
      const page = await context.newPage();
      await page.addInitScript(recordStoryOutcomes);
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedPage }, provide, testInfo) => {
    const { viewport } = testInfo.project.use;
    if (viewport) await sharedPage.setViewportSize(viewport);
    await provide(sharedPage);
    sharedPage.removeAllListeners('console');
    sharedPage.removeAllListeners('pageerror');
    // A story may have written to storage; the next one must not find it.
    await sharedPage.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    }).catch(() => undefined);
    await sharedPage.context().clearCookies();
  },
});

export { expect } from '@playwright/test';

/** How a story's render ended, as Storybook's preview announced it on its channel. */
export interface StoryOutcome {
  storyId: string;
  /** 'success', or 'error' when it threw, its play function failed or a report failed (axe found a violation). */
  status: string;
  /** Each report's type and status, and for a failed axe report the rule and the elements it found. */
  reports: { type: string; status: string; violations: string[] }[];
  /** What the render or the play function threw. */
  errors: string[];
}

/**
 * Runs in the frame before Storybook's preview: once the preview creates its channel, listens for the end of each
 * story's render (STORY_FINISHED: its status and the reports of its afterEach hooks, the a11y addon's axe run among
 * them, the same run the addon's Vitest plugin asserts on) and for what a render or play function threw.
 */
function recordStoryOutcomes() {
  type Listener = (payload: unknown) => void;
  interface Channel {
    on: (event: string, listener: Listener) => void;
  }
  interface AxeViolation {
    id: string;
    nodes: { target: unknown[] }[];
  }
  const global = window as unknown as { __hraunStoryOutcomes?: StoryOutcome[]; __hraunStoryErrors?: string[] };
  global.__hraunStoryOutcomes = [];
  global.__hraunStoryErrors = [];
  const listen = (channel: Channel) => {
    channel.on('storyFinished', (payload) => {
      const { storyId, status, reporters } = payload as { storyId: string; status: string; reporters: { type: string; status: string; result?: { violations?: AxeViolation[] } }[] };
      global.__hraunStoryOutcomes?.push({
        storyId,
        status,
        errors: [...(global.__hraunStoryErrors ?? [])],
        reports: reporters.map((report) => ({
          type: report.type,
          status: report.status,
          violations: (report.result?.violations ?? []).map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
        })),
      });
    });
    for (const event of ['storyThrewException', 'playFunctionThrewException', 'storyErrored']) {
      channel.on(event, (error) => {
        const { message, title, description } = (error ?? {}) as { message?: string; title?: string; description?: string };
        global.__hraunStoryErrors?.push(`${event}: ${message ?? title ?? ''} ${description ?? ''}`.trim());
      });
    }
  };
  let current: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (channel: Channel) => {
      current = channel;
      listen(channel);
    },
  });
}

/** What a story declares for its frame, read from the preview's story store without rendering it. */
export interface StoryDeclaration {
  id: string;
  /** `parameters.theme`, else the story's own `globals.theme`, else 'default' (the toolbar's initial theme). */
  theme: string;
  /** The viewport the story asks for through `globals.viewport` ('mobile390', 'tablet'), or null. */
  viewport: string | null;
  /** That viewport's size from the preview's viewport options (what the toolbar would resize the frame to). */
  viewportSize: { width: number; height: number } | null;
  /** `parameters.layout` ('fullscreen' for a whole page; 'padded' when unset). */
  layout: string;
  /** The language of its copy (`parameters.lang`, the preview's default 'is'), or null when it says none. */
  lang: string | null;
  tags: string[];
  /** `parameters.rendersNothing`: a story that draws nothing on purpose (an empty list). */
  rendersNothing: boolean;
}

/**
 * Reads each story's declaration from the preview in `frame` (a story frame or a docs page). The one reader for the
 * story and docs-page tests, so both see a story's viewport, theme and language the same way.
 */
export function storyDeclarations(frame: Page | Frame, ids: string[]): Promise<StoryDeclaration[]> {
  return frame.evaluate(async (storyIds) => {
    interface StoredStory {
      parameters?: {
        theme?: string;
        layout?: string;
        lang?: unknown;
        rendersNothing?: boolean;
        viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
      };
      tags?: string[];
      storyGlobals?: { theme?: string; viewport?: string | { value?: string } };
    }
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: { loadStory: (options: { storyId: string }) => Promise<StoredStory> } } })
      .__STORYBOOK_PREVIEW__;
    const store = preview?.storyStoreValue;
    if (!store) throw new Error('Storybook preview not found');
    const declarations: StoryDeclaration[] = [];
    for (const id of storyIds) {
      const story = await store.loadStory({ storyId: id });
      const global = story.storyGlobals?.viewport;
      const viewport = (typeof global === 'string' ? global : global?.value) ?? null;
      const styles = viewport ? story.parameters?.viewport?.options?.[viewport]?.styles : undefined;
      const width = Number.parseInt(styles?.width ?? '', 10);
      const height = Number.parseInt(styles?.height ?? '', 10);
      const lang = story.parameters?.lang;
      declarations.push({
        id,
        theme: story.parameters?.theme ?? story.storyGlobals?.theme ?? 'default',
        viewport,
        viewportSize: Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null,
        layout: story.parameters?.layout ?? 'padded',
        lang: typeof lang === 'string' ? lang : null,
        tags: story.tags ?? [],
        rendersNothing: story.parameters?.rendersNothing === true,
      });
    }
    return declarations;
  }, ids);
}
