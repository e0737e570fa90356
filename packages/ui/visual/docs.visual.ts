import AxeBuilder from '@axe-core/playwright';
import type { ElementHandle, Frame, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type StoryDeclaration, storyDeclarations, test } from './shared-page';

/*
 * Every docs page of the built Storybook, as a designer opens it: each story must show as it is (its own theme, a phone
 * story at phone width, no modal left open over the page), without a console error, at a sane height; then the page
 * is screenshotted whole (light) and compared with its baseline.
 */

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

const staticDir = process.env.STORYBOOK_STATIC ?? fileURLToPath(new URL('../../../storybook-static', import.meta.url));
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const docsPages = Object.values(index.entries).filter((entry) => entry.type === 'docs');

/** A docs page taller than this is mostly blank space or a story that grows without end (SiteHeader's was 15,600 px; the
 * longest honest one, LinkCardGrid with a dozen grids, is about 12,000). */
const maxPageHeight = 14_000;
/** One story's block on a docs page: a whole page section fits, an empty 100vh stack does not. */
const maxStoryHeight = 2_400;
/** The preview's phone viewport, which a phone story asks for through `globals.viewport`. */
const phoneWidth = 390;
/** The preview's tablet viewport (`globals.viewport` 'tablet'). */
const tabletWidth = 820;
/** A whole page's frame on a docs page is at least this wide: over the header's desktop breakpoint (80rem). */
const desktopFrameWidth = 1280;

test('the built Storybook has docs pages', () => {
  expect(docsPages.length).toBeGreaterThan(20);
});

/** A story's declaration as the docs-page checks use it. */
interface StoryFacts extends StoryDeclaration {
  /** The ThemeScope class the story should render in: its own theme, else the toolbar's default. */
  expectedTheme: string;
  phone: boolean;
  tablet: boolean;
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] };
}

/** Waits until the docs page has drawn and every story on it has rendered. */
async function waitForDocs(frame: Page | Frame) {
  await frame.locator('.sbdocs-content, #storybook-root').first().waitFor({ state: 'attached', timeout: 15_000 });
  await frame.waitForFunction(() => document.fonts.ready.then(() => true));
  await frame.waitForFunction(
    () => {
      const renders = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.storyRenders ?? [];
      return renders.every((render) => ['finished', 'errored', 'aborted'].includes(render.phase ?? ''));
    },
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Waits until each story frame on the page that has loaded has drawn its story, and every picture is decoded. Not
 * Playwright's "network idle": a docs page with story frames reached it only at its 20 s limit (nothing was pending after
 * 6 s), which cost 20 s on each of those pages. Frames that load lazily, below the fold, are checked where the page
 * is scrolled or screenshotted (blankStoryFrames).
 */
async function settleFrames(page: Page) {
  // First the story frames in view loaded and played: Storybook loads a docs page's frames lazily, so those a scroll
  // brings into view may not exist yet when the frames are listed below. Scrolled away before its play had run, a frame
  // is throttled, and its play timed out (ScrollToTop's and StickyActionBar's on a loaded machine).
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('iframe')].every((frame) => {
          const box = frame.getBoundingClientRect();
          const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
          if (!inView || !/[?&]viewMode=story/.test(frame.src)) return true;
          const renders = (frame.contentWindow as unknown as PreviewWindow | null)?.__STORYBOOK_PREVIEW__?.storyRenders;
          return renders !== undefined && renders.length > 0 && renders.every((render) => ['finished', 'errored', 'aborted'].includes(render.phase ?? ''));
        }),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  for (const frame of page.frames().filter((candidate) => /[?&]viewMode=story/.test(candidate.url()))) {
    await waitForDocs(frame).catch(() => undefined);
  }
  // Pictures in view only: a lazy picture off screen does not load until scrolled to, and waiting for it ran this wait
  // to its 10 s limit, twice on each docs page with one (ProjectCard's and ProcessSteps' among them: 20 s a page).
  await page
    .waitForFunction(
      () =>
        [...document.images].every((image) => {
          if (image.complete || image.loading !== 'lazy') return image.complete;
          const box = image.getBoundingClientRect();
          return box.bottom < 0 || box.top > window.innerHeight;
        }),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // Then the docs column drawn and still (a story that finishes late can draw the column again; ScrollToTop's page was
  // once read between two of its renders).
  await waitUntilStill(page);
}

/**
 * Waits until the docs column is drawn and still: its height, and where each story frame is scrolled to, unchanged
 * over three looks a quarter of a second apart (bounded: 10 s).
 */
async function waitUntilStill(page: Page) {
  await page
    .waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          let last = '';
          let calm = 0;
          const look = () => {
            // ScrollToTop's stories scroll their own frames in their plays: a shot taken mid-scroll moved their text.
            const column = document.querySelector('.sbdocs-content');
            const frames = [...document.querySelectorAll('iframe')].map((frame) => frame.contentWindow?.scrollY ?? -1).join(',');
            const height = column ? `${document.documentElement.scrollHeight}:${frames}` : '';
            calm = height === last && height !== '' ? calm + 1 : 0;
            last = height;
            if (calm >= 3) resolve(true);
            else setTimeout(look, 250);
          };
          look();
        }),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/**
 * The stories drawn on the page (inline, or in a frame of their own) with the theme each should show: the story's
 * `parameters.theme`, else its own `globals.theme`, else the default (the toolbar's initial global).
 */
async function storiesOnPage(frame: Page | Frame, ids: string[]): Promise<StoryFacts[]> {
  return (await storyDeclarations(frame, ids)).map((declaration) => ({
    ...declaration,
    expectedTheme: declaration.theme === 'default' ? 'hraun-theme-hraun' : `hraun-theme-${declaration.theme}`,
    phone: declaration.viewport === 'mobile390',
    tablet: declaration.viewport === 'tablet',
  }));
}

/** The story ids of the inline story blocks (`story--<id>`, or `story--<id>--primary` for the one at the top). */
function inlineStoryIds(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-story-block][id^="story--"]')]
      .filter((element) => !element.querySelector('iframe'))
      .map((element) => element.id.split('--').slice(1, 3).join('--')),
  );
}

/** What the docs page shows of one story: the theme class of its outermost ThemeScope and its width. */
function renderedScope(frame: Page | Frame, rootSelector: string) {
  return frame.evaluate((selector) => {
    const root = document.querySelector(selector);
    const scope = root?.querySelector('[class*="hraun-theme-"]');
    if (!root || !scope) return null;
    return {
      themes: [...scope.classList].filter((name) => name.startsWith('hraun-theme-')),
      lang: scope.closest('[lang]')?.getAttribute('lang') ?? null,
      width: scope.getBoundingClientRect().width,
      height: root.getBoundingClientRect().height,
    };
  }, rootSelector);
}

/** Below this a story block shows nothing a designer can read (CookieBar's fixed bar left its blocks at 0 px; a
 * lone Badge, the smallest honest story, is 23 px). */
const minStoryHeight = 12;

/**
 * What the stories on a docs page share that each should have alone: an id used by more than one element (a second
 * story's link or label then points at the first story's field), and a radio group's name used in more than one
 * story block (a click in one block then unselects the other). Only the stories' own elements count, not
 * Storybook's (the top demo repeats the first story, and its anchors repeat with it).
 */
function sharedIdsAndNames(frame: Page | Frame) {
  return frame.evaluate(() => {
    const stories = [...document.querySelectorAll('[data-story-block] [class*="hraun-theme-"]')];
    const ids = new Map<string, number>();
    const names = new Map<string, Set<Element>>();
    for (const story of stories) {
      for (const element of story.querySelectorAll('[id]')) ids.set(element.id, (ids.get(element.id) ?? 0) + 1);
      for (const radio of story.querySelectorAll<HTMLInputElement>('input[type="radio"][name]')) {
        names.set(radio.name, (names.get(radio.name) ?? new Set()).add(story));
      }
    }
    return [
      ...[...ids.entries()].filter(([, count]) => count > 1).map(([id, count]) => `id #${id} ×${count}`),
      ...[...names.entries()].filter(([, owners]) => owners.size > 1).map(([name, owners]) => `radio name "${name}" in ${owners.size} stories`),
    ];
  });
}

/**
 * Elements of inline stories drawn past their story block (cut off by the canvas, or spilling over the page): each
 * visible element not clipped by a box of its own story must lie inside its block. A menu cut off at the canvas'
 * edge, or a desktop layout spilling out of a phone-wide wrapper, shows here.
 */
function elementsPastTheirBlock(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const block of document.querySelectorAll<HTMLElement>('[data-story-block][id^="story--"]')) {
      if (block.querySelector('iframe')) continue;
      const bounds = block.getBoundingClientRect();
      const scope = block.querySelector('[class*="hraun-theme-"]');
      if (!scope) continue;
      for (const element of scope.querySelectorAll<HTMLElement>('*')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.position === 'fixed') continue;
        // The content of a closed <details> keeps a box but is not drawn.
        if (element.closest('details:not([open])') && !element.closest('summary')) continue;
        // Kept off screen until focused (a skip link): moved away on purpose, not spilled.
        if (element.matches(':not(:focus-within)') && style.transform !== 'none' && (box.bottom <= bounds.top || box.top >= bounds.bottom)) continue;
        // Clipped or scrolled by a box of the story itself: the component's own choice (a carousel, a hidden label).
        let clippedInside = false;
        for (let parent = element.parentElement; parent && parent !== scope; parent = parent.parentElement) {
          const parentStyle = getComputedStyle(parent);
          if (parentStyle.overflowX !== 'visible' || parentStyle.overflowY !== 'visible' || parentStyle.clipPath !== 'none' || parentStyle.position === 'fixed') {
            clippedInside = true;
            break;
          }
        }
        if (clippedInside) continue;
        const past = Math.max(bounds.left - box.left, box.right - bounds.right, bounds.top - box.top, box.bottom - bounds.bottom);
        if (past > 2) {
          const name = `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className.split(' ')[0]}"` : ''}>`;
          problems.push(`${block.id}: ${name} ${Math.round(past)} px past its block`);
          break;
        }
      }
    }
    return problems;
  });
}

/** The props tables' rows whose type reads as react-docgen's fallback ("unknown", "union") instead of a type. */
function unreadableTypes(page: Page) {
  return page.evaluate(() => {
    const rows: string[] = [];
    for (const row of document.querySelectorAll('.docblock-argstable-body tr')) {
      const cells = [...row.querySelectorAll('td')];
      const name = cells[0]?.textContent?.trim() ?? '';
      const leaves = [...(cells[1]?.querySelectorAll('span, code') ?? [])].filter((element) => element.children.length === 0);
      const fallback = leaves.find((element) => /^(unknown|union)$/.test(element.textContent?.trim() ?? ''));
      if (fallback) rows.push(`${name}: ${fallback.textContent?.trim()}`);
    }
    return rows;
  });
}

/**
 * The story frames on the docs page (ours and Storybook's) that show nothing yet: no story root in the frame, or a root
 * with nothing drawn (no element with a box) and no dialog open over it.
 */
function blankStoryFrames(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLIFrameElement>('[data-story-block] iframe')]
      .filter((frame) => {
        const inner = frame.contentDocument;
        const root = inner?.querySelector('#storybook-root');
        if (!inner || !root) return true;
        const drawn = (element: Element) => [...element.querySelectorAll('*')].some((child) => child.getBoundingClientRect().width > 0 && child.getBoundingClientRect().height > 0);
        return !drawn(root) && !inner.querySelector('[role="dialog"], [role="alertdialog"]');
      })
      .map((frame) => new URL(frame.src, location.href).searchParams.get('id') ?? frame.src),
  );
}

/**
 * Source file names in the docs text ("(storyStates.tsx)" in Button's States caption): the kit's own files are no
 * business of a designer or an adopting developer. A `.ts`/`.tsx` name anywhere in the page's text but its code
 * samples (`pre`, where a consumer's `app/layout.tsx` is an instruction) and the stories themselves; a file type on
 * its own (a `.css.ts` file) is not a name.
 */
function fileNamesInText(page: Page) {
  return page.evaluate(() => {
    const column = document.querySelector('.sbdocs-content');
    if (!column) return ['no docs column'];
    const copy = column.cloneNode(true) as HTMLElement;
    for (const element of copy.querySelectorAll('pre, .docblock-source, [data-story-block], style, script')) element.remove();
    // Block elements end a word: read each text node on its own, so "Button" and "tsx" in two cells never join.
    const texts: string[] = [];
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    const names = texts.join('\n').match(/(?<![\w./-])[\w-]+(?:[./][\w-]+)*\.tsx?\b/g) ?? [];
    return [...new Set(names)];
  });
}

/**
 * The States matrices' titles and labels in sentence case, as every heading of the docs: a capital first letter and
 * no other word capitalised ("Focus visible", not "focus visible" or "Focus Visible"; Button's variants were
 * lower-case titles over sentence-case labels).
 */
function statesNotInSentenceCase(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-states-title], [data-state-label]')]
      .map((element) => element.textContent?.trim() ?? '')
      .filter((text) => {
        const words = text.split(/[\s(),:]+/).filter(Boolean);
        return !/^\p{Lu}/u.test(text) || words.slice(1).some((word) => /^\p{Lu}\p{Ll}/u.test(word));
      }),
  );
}

/** At phone width: the docs page does not scroll sideways, and no code block or table reaches past the text column. */
function phoneWidthOverflow(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page is ${root.scrollWidth} px wide in ${root.clientWidth} px`);
    const column = document.querySelector('.sbdocs-content');
    const right = column?.getBoundingClientRect().right ?? root.clientWidth;
    for (const element of document.querySelectorAll<HTMLElement>('.sbdocs-content pre, .sbdocs-content table, .sbdocs-content .docblock-source')) {
      const box = element.getBoundingClientRect();
      // Inside a box that scrolls or clips it (Storybook's source block scrolls its code): it stays in the column.
      let held = false;
      for (let parent = element.parentElement; parent && !parent.matches('.sbdocs-content'); parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') held = true;
      }
      if (!held && box.width > 0 && box.right > right + 1) problems.push(`<${element.tagName.toLowerCase()}> reaches ${Math.round(box.right - right)} px past the column`);
    }
    return problems;
  });
}

for (const docs of docsPages) {
  test(`docs page ${docs.title}`, async ({ page }) => {
    // A docs page renders every story of its component, some in frames of their own: slower than one story.
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      // The frame is loaded on its own, so the browser asks for a favicon the static build does not have.
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/iframe.html?id=${docs.id}&viewMode=docs`);
    await waitForDocs(page);
    await settleFrames(page);
    // The page stays where its reader is while its stories load and take focus (ErrorSummary's opened 3,767 px down,
    // at its last story): at its top when opened, and where it was scrolled to while the frames there load.
    expect.soft(await page.evaluate(() => window.scrollY), 'the docs page opens at its top').toBe(0);
    const midway = await page.evaluate(() => {
      const target = Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2);
      window.scrollTo(0, target);
      return Math.round(window.scrollY);
    });
    await settleFrames(page);
    expect.soft(Math.round(await page.evaluate(() => window.scrollY)), 'the docs page stays where it was scrolled to').toBe(midway);
    await page.evaluate(() => window.scrollTo(0, 0));

    // No modal left open over the page: nothing visible in the dialog role, the page not scroll-locked or inert.
    await expect(page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible'), 'a dialog is open on the docs page').toHaveCount(0);
    const lock = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { overflow: style.overflow, pointerEvents: style.pointerEvents, locked: document.body.hasAttribute('data-scroll-locked') };
    });
    expect(lock, 'the docs page is scroll-locked').toEqual({ overflow: expect.not.stringMatching(/hidden/), pointerEvents: 'auto', locked: false });

    // The page's prose is English: the document says so (a story's frame, left in its own language, must not leak).
    await expect.soft(page.locator('html'), 'the docs page\'s language').toHaveAttribute('lang', 'en');
    // Each inline story in its own theme, a phone story at phone width, no story absurdly tall.
    // Stories render one after another: give the last ones time to appear (a story that never does fails below).
    // 45 s, not 15: with two workers on two busy cores a CI run once found LinkCard's first story not yet rendered.
    await page
      .waitForFunction(
        () => [...document.querySelectorAll('[data-story-block]')].every((block) => block.querySelector('iframe, [class*="hraun-theme-"]')),
        undefined,
        { timeout: 45_000 },
      )
      .catch(() => undefined);
    const inline = await inlineStoryIds(page);
    const facts = await storiesOnPage(page, [...new Set(inline)]);
    const blocks = await page.evaluate(() =>
      [...document.querySelectorAll('[data-story-block][id^="story--"]')].filter((element) => !element.querySelector('iframe')).map((element) => element.id),
    );
    for (const blockId of blocks) {
      const storyId = blockId.split('--').slice(1, 3).join('--');
      const fact = facts.find((candidate) => candidate.id === storyId);
      const scope = await renderedScope(page, `#${blockId}`);
      expect.soft(scope, `${storyId} renders inside a ThemeScope`).not.toBeNull();
      expect.soft(scope?.themes, `${storyId} shows its own theme`).toEqual([fact?.expectedTheme]);
      // In its own language inside the page's English: an Icelandic story read with English rules otherwise.
      expect.soft(fact?.lang, `${storyId} names its language (parameters.lang)`).toMatch(/^[a-z]{2}/);
      expect.soft(scope?.lang, `${storyId}'s language on the docs page`).toBe(fact?.lang);
      // A phone story belongs in a frame of the phone's width (preview.tsx's DocsFrame): inline, the components'
      // media queries read the docs page's width, whatever wrapper holds the story.
      expect.soft(fact?.phone ?? false, `${storyId} is a phone story drawn inline, not in a phone-wide frame`).toBe(false);
      // The same for a tablet story: inline, SiteHeader's "Action on tablet" showed the desktop navigation.
      expect.soft(fact?.tablet ?? false, `${storyId} is a tablet story drawn inline, not in a tablet-wide frame`).toBe(false);
      expect.soft(scope?.height ?? 0, `${storyId}'s height`).toBeLessThanOrEqual(maxStoryHeight);
      // A whole page (a pattern, layout 'fullscreen') inline is drawn at the column's width, under the header's desktop
      // breakpoint: its desktop story showed the phone header. It belongs in a desktop-wide frame (docsFrame.width).
      if (docs.title.startsWith('Patterns/')) expect.soft(fact?.layout, `${storyId} is a whole page drawn inline at the column's width`).not.toBe('fullscreen');
    }
    const blockHeights = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-story-block]')].map((block) => ({ id: block.id, height: block.getBoundingClientRect().height })),
    );
    // Stories that draw nothing on purpose (`parameters.rendersNothing`, such as an empty list) are left out.
    const blockStoryIds = [...new Set(blockHeights.map((block) => block.id.split('--').slice(1, 3).join('--')))];
    const empty = (await storyDeclarations(page, blockStoryIds)).filter((declaration) => declaration.rendersNothing).map((declaration) => declaration.id);
    for (const block of blockHeights.filter((candidate) => !empty.includes(candidate.id.split('--').slice(1, 3).join('--')))) expect.soft(block.height, `${block.id}'s block height (an empty story block)`).toBeGreaterThanOrEqual(minStoryHeight);
    expect.soft(await sharedIdsAndNames(page), 'ids or radio names shared by stories on the docs page').toEqual([]);
    expect.soft(await elementsPastTheirBlock(page), 'story content drawn past its block').toEqual([]);

    // Stories in a frame of their own (dialogs): the frame's story in its own theme, and its modal kept inside it.
    for (const frame of page.frames().filter((candidate) => /[?&]viewMode=story/.test(candidate.url()))) {
      const storyId = new URL(frame.url()).searchParams.get('id') ?? '';
      await waitForDocs(frame);
      const [fact] = await storiesOnPage(frame, [storyId]);
      const scope = await renderedScope(frame, '#storybook-root');
      expect.soft(scope?.themes, `${storyId} (framed) shows its own theme`).toEqual([fact?.expectedTheme]);
      // A phone story's frame is the phone, and the story fits it as it does on a phone (Dialog's was 982 px wide).
      const size = await frame.evaluate(() => ({ width: window.innerWidth, content: document.documentElement.scrollWidth }));
      if (fact?.phone) expect.soft(size.width, `${storyId} (framed) is drawn at phone width`).toBe(phoneWidth);
      if (fact?.tablet) expect.soft(size.width, `${storyId} (framed) is drawn at tablet width`).toBe(tabletWidth);
      expect.soft(size.content, `${storyId} (framed) is wider than its frame`).toBeLessThanOrEqual(size.width + 1);
      // A pattern's whole page at a desktop's width (a frame of 1440 px drawn scaled to the column), so it shows its
      // desktop layout: at the column's 926 px the pricing page and the case study showed the phone header.
      if (docs.title.startsWith('Patterns/') && fact?.layout === 'fullscreen' && !fact.phone && !fact.tablet) {
        expect.soft(size.width, `${storyId} (framed) is drawn at a desktop's width`).toBeGreaterThanOrEqual(desktopFrameWidth);
      }
      // A phone or tablet story is drawn in a device: a bezel with rounded corners and a status bar around its frame.
      if (fact?.phone || fact?.tablet) {
        const device = await (await frame.frameElement()).evaluate((element) => {
          const outline = (element as Element).closest<HTMLElement>('[data-device]');
          if (!outline) return null;
          const style = getComputedStyle(outline);
          const status = outline.querySelector('.hraun-device-status')?.getBoundingClientRect();
          const box = outline.getBoundingClientRect();
          return { kind: outline.dataset.device, radius: Number.parseFloat(style.borderTopLeftRadius), bezel: Number.parseFloat(style.paddingLeft), status: status?.height ?? 0, width: box.width, height: box.height };
        });
        expect.soft(device, `${storyId} (framed) is drawn in a device`).toEqual({
          kind: fact.phone ? 'phone' : 'tablet',
          radius: expect.any(Number),
          bezel: expect.any(Number),
          status: expect.any(Number),
          width: expect.any(Number),
          height: expect.any(Number),
        });
        expect.soft(device?.radius ?? 0, `${storyId}'s device has rounded corners`).toBeGreaterThanOrEqual(16);
        expect.soft(device?.bezel ?? 0, `${storyId}'s device has a bezel`).toBeGreaterThanOrEqual(8);
        expect.soft(device?.status ?? 0, `${storyId}'s device has a status bar`).toBeGreaterThanOrEqual(20);
        // A phone looks like a phone: taller than wide (ComparisonTable's, sized to its short story, was 416 x 330).
        if (fact.phone) expect.soft(device?.height ?? 0, `${storyId}'s phone is taller than wide (${Math.round(device?.width ?? 0)} px)`).toBeGreaterThan(device?.width ?? 0);
      }
    }

    // Every story block drawn in a frame, loaded or not: Storybook's own frames (`docs.story.inline: false`) load
    // lazily, so one below the fold never reaches the loop above, and a phone story in one went unchecked (Dialog's
    // and SuccessDialog's Phone, drawn at the column's 926 px). The frame's own width on the page needs no loading.
    const framedBlocks = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLIFrameElement>('[data-story-block] iframe')].map((frame) => ({
        id: new URL(frame.src, location.href).searchParams.get('id') ?? '',
        width: frame.getBoundingClientRect().width,
      })),
    );
    const framedFacts = await storiesOnPage(page, [...new Set(framedBlocks.map((block) => block.id).filter(Boolean))]);
    for (const block of framedBlocks) {
      if (framedFacts.find((candidate) => candidate.id === block.id)?.phone) expect.soft(block.width, `${block.id}'s frame on the page is phone-wide`).toBeLessThanOrEqual(phoneWidth);
    }

    // Every story frame has drawn its story by now, as the page is screenshotted: Storybook's own frames load lazily,
    // so Dialog's open dialogs below the fold were blank frames in its baseline (and to a reader before scrolling).
    await expect.soft.poll(() => blankStoryFrames(page), { message: 'story frames still blank on the loaded docs page', timeout: 20_000 }).toEqual([]);

    // At rest, no focus ring on the page or in its frames: a framed story's play function (ComparisonTable's and
    // SiteHeader's phone and tablet stories) left its last focus showing. A story about focus (tagged 'focus') may.
    const focusRings: string[] = [];
    for (const frame of [page.mainFrame(), ...page.frames().filter((candidate) => /[?&]viewMode=story/.test(candidate.url()))]) {
      const storyId = frame === page.mainFrame() ? '' : (new URL(frame.url()).searchParams.get('id') ?? '');
      if (storyId && (await storiesOnPage(frame, [storyId]))[0]?.tags.includes('focus')) continue;
      const ring = await frame.evaluate(() => {
        const element = document.querySelector(':focus-visible');
        return element ? `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"` : null;
      });
      if (ring) focusRings.push(`${storyId || 'the docs page'}: ${ring}`);
    }
    expect.soft(focusRings, 'focus rings at rest').toEqual([]);

    // The page's own text holds no control without a name: raw HTML in a prop's description (Button's asChild text
    // named a <button> outside backticks) is drawn as a real, empty button. Storybook's own buttons have a label.
    // The column may be drawn again as a late story frame reports in: read it once it is there.
    await page.locator('.sbdocs-content').waitFor({ state: 'attached', timeout: 10_000 });
    const unnamedButtons = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.sbdocs-content button')]
        .filter((button) => !button.closest('[data-story-block]'))
        .filter((button) => !(button.textContent?.trim() || button.getAttribute('aria-label')?.trim() || button.getAttribute('title')?.trim() || button.getAttribute('aria-labelledby')))
        .map((button) => `<button> in ${button.closest('.docblock-argstable') ? 'the props table' : 'the page text'}: "${button.parentElement?.textContent?.trim().slice(0, 60) ?? ''}"`),
    );
    expect.soft(unnamedButtons, 'a button without a name in the docs text (raw HTML drawn as a control)').toEqual([]);
    expect.soft(await fileNamesInText(page), 'source file names in the docs text').toEqual([]);
    expect.soft(await statesNotInSentenceCase(page), 'States titles and labels not in sentence case').toEqual([]);

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect.soft(height, 'the docs page height').toBeLessThanOrEqual(maxPageHeight);
    expect.soft(errors, 'console errors on the docs page').toEqual([]);
    // Markdown the docs renderer left as text (a usage page's keyboard table without GitHub-flavoured Markdown).
    const rawMarkdown = await page.evaluate(() => /\|\s*-{3,}\s*\|/.test(document.body.innerText));
    expect.soft(rawMarkdown, 'a Markdown table shown as raw text').toBe(false);
    // A props table names every prop's type: react-docgen's fallbacks "unknown" and "union" tell a reader nothing
    // (ErrorSummary's errors, StickyActionBar's linkComponent); the story's argTypes then give `table.type.summary`.
    expect.soft(await unreadableTypes(page), 'props whose type the props table cannot name').toEqual([]);

    // On a phone: the page itself does not scroll sideways (props tables and code scroll in their own box).
    await page.setViewportSize({ width: phoneWidth, height: 844 });
    await page.waitForTimeout(300);
    expect.soft(await phoneWidthOverflow(page), 'at 390 px the docs page overflows').toEqual([]);
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.waitForTimeout(300);

    // The whole page, light, as the reference designers read (after the checks: a broken page is not worth a baseline).
    if (test.info().errors.length > 0) return;
    await waitUntilStill(page);
    // The assertion shoots until the page matches its baseline: on a loaded machine the last stories of a long page
    // can still be rendering at the first shot (Button's page was 4,288 of its 4,860 px in one CI run), and a
    // full-page shot of 5,000 px takes more than the default 5 s to repeat.
    await expect(page).toHaveScreenshot(`${docs.id}.png`, { fullPage: true, timeout: 30_000 });
  });
}

/*
 * The Examples page has no stories, so no story test runs axe on it: it is checked here, with the screenshots it
 * shows loaded (each is a file of docs/screenshots/examples served as a static dir).
 */
test('docs page Examples: the example sites\' screenshots load, and axe finds nothing', async ({ page }) => {
  await page.goto('/iframe.html?id=examples--docs&viewMode=docs');
  await waitForDocs(page);
  const images = page.locator('.sbdocs-content img');
  await expect(images).toHaveCount(6);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
  const results = await new AxeBuilder({ page }).include('.sbdocs-content').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});

/*
 * The Foundations overview: the page a designer starts from. It names every group of the theme contract and links
 * to where each is shown, and to the tokens.json guide; every link leads to a page or story that exists (a renamed
 * page would otherwise leave the overview pointing nowhere). No stories either, so axe runs here too.
 */
test('docs page Foundations/Overview: every token group, each link to a page that exists, and axe finds nothing', async ({ page }) => {
  expect(docsPages.map((docs) => docs.id), 'the Foundations overview page').toContain('foundations-overview--docs');
  await page.goto('/iframe.html?id=foundations-overview--docs&viewMode=docs');
  await waitForDocs(page);
  const content = page.locator('.sbdocs-content');
  const groups = await content.locator('li > strong:first-child').allTextContents();
  for (const group of ['Colour', 'Type', 'Spacing', 'Sizes', 'Corner radii', 'Shadows', 'Layers (z-index)', 'Durations', 'Breakpoints']) {
    expect.soft(groups, `the ${group} group`).toContain(group);
  }
  const targets = await content.locator('a[href*="?path="]').evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href') ?? '', 'http://x/').searchParams.get('path') ?? ''));
  const ids = targets.map((path) => path.split('/').at(-1) ?? '');
  for (const id of ['foundations-colour--docs', 'foundations-typography--docs', 'foundations-size-layers-and-motion--docs', 'foundations-tokens-in-design-tools--docs', 'foundations-tokens--design-tokens-file']) {
    expect.soft(ids, `a link to ${id}`).toContain(id);
  }
  expect.soft(ids.filter((id) => !index.entries[id]), 'links to pages that do not exist').toEqual([]);
  const results = await new AxeBuilder({ page }).include('.sbdocs-content').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface ClipFacts {
  box: Box;
  /** Every box that cuts off what lies outside it: an ancestor whose overflow is not visible, and a frame's window. */
  clips: (Box & { name: string })[];
}

/** An element's box and the boxes that clip it, in its own document's coordinates. */
function clipsOf(element: ElementHandle<Element>, inFrame: boolean): Promise<ClipFacts> {
  return element.evaluate((target, framed) => {
    const toBox = (rect: DOMRect) => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
    const clips: ClipFacts['clips'] = [];
    for (let parent = target.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const name = `<${parent.tagName.toLowerCase()}${parent.className && typeof parent.className === 'string' ? ` class="${parent.className.split(' ')[0]}"` : ''}>`;
        if (parent !== document.documentElement && parent !== document.body) clips.push({ name, ...toBox(parent.getBoundingClientRect()) });
      }
    }
    // A docs frame does not scroll with the page: what lies past its window is not seen.
    if (framed) clips.push({ name: 'the story\'s frame', left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight });
    return { box: toBox(target.getBoundingClientRect()), clips };
  }, inFrame);
}

/** How far (px) the panel is cut off by each box that clips it, across the frame it is drawn in and the docs page. */
async function clippedBy(frame: Frame, panel: ElementHandle<Element>) {
  const inner = await clipsOf(panel, frame.parentFrame() !== null);
  const clips = [...inner.clips];
  const frameElement = frame.parentFrame() ? await frame.frameElement() : null;
  if (frameElement) {
    const outer = await clipsOf(frameElement as ElementHandle<Element>, false);
    // A device drawn smaller than life (a docs page narrower than the device) scales its frame: page pixels per
    // pixel of the frame's own window.
    const innerWidth = await frame.evaluate(() => window.innerWidth);
    const scale = innerWidth > 0 ? (outer.box.right - outer.box.left) / innerWidth : 1;
    // The frame's window in the page's coordinates (the docs frames have no border), and what clips the frame there,
    // in the frame's own coordinates.
    const shift = (box: Box & { name: string }) => ({
      ...box,
      left: (box.left - outer.box.left) / scale,
      right: (box.right - outer.box.left) / scale,
      top: (box.top - outer.box.top) / scale,
      bottom: (box.bottom - outer.box.top) / scale,
    });
    clips.push(...outer.clips.map(shift));
  }
  const { box } = inner;
  return clips
    .map((clip) => ({ name: clip.name, cut: Math.max(clip.left - box.left, box.right - clip.right, clip.top - box.top, box.bottom - clip.bottom) }))
    .filter((clip) => clip.cut > 1)
    .map((clip) => `${clip.name} cuts ${Math.round(clip.cut)} px off`);
}

/**
 * Pages whose stories open a dropdown over what follows (NavMenu's and the header's menus, the popover): each dropdown
 * a designer can open on the docs page must show whole, not cut off by its story's block or its frame (NavMenu's top
 * demo and SiteHeader's menus were clipped to their 44 and 73 px blocks). Measured at 1440 px, where the header shows
 * its menus in the bar, and at 390 px, where a 16rem menu was wider than NavMenu's frames.
 */
const dropdownComponents = ['NavMenu', 'SiteHeader', 'Popover'];
// By the component's name, not its sidebar group: a page moved to another group (NavMenu and SiteHeader were under
// Layout until the sidebar was regrouped) keeps its check instead of silently dropping out of the list.
const componentOf = (docs: IndexEntry) => docs.title.split('/').at(-1) ?? '';
const dropdownPages = docsPages.filter((docs) => dropdownComponents.includes(componentOf(docs)));

test('the dropdown and ScrollToTop checks find their docs pages', () => {
  expect(dropdownPages.map(componentOf).sort()).toEqual([...dropdownComponents].sort());
  expect(docsPages.filter((docs) => componentOf(docs) === 'ScrollToTop')).toHaveLength(1);
});

for (const [docs, width] of dropdownPages.flatMap((docs) => [[docs, 1440], [docs, 390]] as const)) {
  test(`docs page ${docs.title}: every dropdown opens whole at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/iframe.html?id=${docs.id}&viewMode=docs`);
    await waitForDocs(page);
    await settleFrames(page);
    const frames = [page.mainFrame(), ...page.frames().filter((candidate) => /[?&]viewMode=story/.test(candidate.url()))];
    let opened = 0;
    for (const frame of frames) {
      if (frame !== page.mainFrame()) await waitForDocs(frame);
      // The stories' own triggers (not Storybook's toolbar): inside a ThemeScope, shown at this width.
      const triggers = frame.locator('[class*="hraun-theme-"] button[aria-haspopup]:visible');
      const count = await triggers.count();
      for (let at = 0; at < count; at += 1) {
        const trigger = triggers.nth(at);
        const name = `${frame === page.mainFrame() ? 'inline' : new URL(frame.url()).searchParams.get('id')}: "${(await trigger.textContent())?.trim()}"`;
        if ((await trigger.getAttribute('aria-expanded')) !== 'true') {
          // As a designer would: the trigger in the middle of the window, then a click.
          await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
          await trigger.click();
        }
        await expect(trigger, `${name} opens`).toHaveAttribute('aria-expanded', 'true');
        const panelId = await trigger.getAttribute('aria-controls');
        const panel = frame.locator(`[id="${panelId}"]`);
        await expect(panel, `${name}'s panel`).toBeVisible();
        // Let the panel settle where its positioning puts it (it may flip once it has measured the room).
        await page.waitForTimeout(200);
        const panelHandle = await panel.elementHandle();
        expect.soft(panelHandle ? await clippedBy(frame, panelHandle) : ['no panel'], `${name}'s open panel is cut off`).toEqual([]);
        opened += 1;
        await trigger.press('Escape').catch(() => undefined);
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      }
    }
    // At 390 px the header shows its phone menu (disclosures, no dropdown): only the wide page must have some.
    if (width === 1440) expect(opened, 'dropdowns opened on the page').toBeGreaterThan(0);
  });
}

/*
 * ScrollToTop shows only after the visitor scrolls, fixed to the screen: on its docs page each story is in a frame
 * that scrolls (its blocks were 26 px strips where the button never showed). Scrolled down like a reader would, the
 * button appears in each frame, whole, inside the frame's window and not cut off by the docs page.
 */
const scrollToTopDocs = docsPages.find((docs) => componentOf(docs) === 'ScrollToTop');

test(`docs page ${scrollToTopDocs?.title ?? 'ScrollToTop'}: the button appears in its frame after scrolling`, async ({ page }) => {
  test.setTimeout(60_000);
  expect(scrollToTopDocs, 'the ScrollToTop docs page').toBeDefined();
  await page.goto(`/iframe.html?id=${scrollToTopDocs?.id}&viewMode=docs`);
  await waitForDocs(page);
  await settleFrames(page);
  const frames = page.frames().filter((candidate) => /[?&]viewMode=story/.test(candidate.url()));
  expect(frames.length, 'ScrollToTop stories in frames of their own').toBeGreaterThan(0);
  for (const frame of frames) {
    const storyId = new URL(frame.url()).searchParams.get('id') ?? '';
    await waitForDocs(frame);
    const frameElement = await frame.frameElement();
    await frameElement.scrollIntoViewIfNeeded();
    const box = await frameElement.boundingBox();
    expect(box?.height ?? 0, `${storyId}'s frame is tall enough to scroll in`).toBeGreaterThanOrEqual(200);
    // From the top (a story's play may have left its frame scrolled): hidden there, unless the story shows it always.
    const button = frame.locator('#storybook-root button');
    // At rest, as the reader first sees the page: every story shows its button (the first story's play used to end
    // scrolled back to the top, so its demo showed no button at all).
    await expect(button, `${storyId}: the button shows at rest on the docs page`).toBeVisible();
    await frame.evaluate(() => window.scrollTo(0, 0));
    const always = await frame.evaluate(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return !document.querySelector('#storybook-root button')?.hasAttribute('hidden');
    });
    // The wheel over the frame, as a reader scrolls it (not a scripted scrollTo, which a story could answer alone).
    await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => frame.evaluate(() => window.scrollY), { message: `${storyId}'s frame scrolls` }).toBeGreaterThan(300);
    await expect(button, `${storyId}: the button shows after scrolling`).toBeVisible();
    const buttonHandle = await button.elementHandle();
    expect.soft(buttonHandle ? await clippedBy(frame, buttonHandle) : ['no button'], `${storyId}: the button is cut off`).toEqual([]);
    // Back at the top, the button goes: it answers the scroll, not just the first paint.
    if (always) continue;
    await button.click();
    await expect(button, `${storyId}: the button hides back at the top`).toBeHidden({ timeout: 10_000 });
  }
});

/*
 * The docs page in the toolbar's Mode (docsContainer.tsx): in dark mode the whole page is dark and readable (its
 * background, text, headings, props tables and code blocks), not a white page around dark story strips; in both modes
 * each inline story sits in its canvas with room around it, on its own background (no strip of another colour).
 * Checked on pages of each kind (the Introduction's cards, a component with a props table, a framed dialog, a
 * foundations page of tables, a whole-page pattern), at a desktop's and a phone's width.
 */
const schemePages = ['introduction--docs', 'actions-button--docs', 'feedback-dialog--docs', 'foundations-colour--docs', 'patterns-pricing-page--docs'];
const schemeRuns = schemePages.flatMap((id) => [
  { id, scheme: 'dark', width: 1440 },
  { id, scheme: 'dark', width: 390 },
  { id, scheme: 'light', width: 1440 },
]);

/** What the page shows in its mode: the page's background, text that reads badly, and story blocks without room. */
function schemeFacts(page: Page, fullscreen: string[]) {
  return page.evaluate((wholePages) => {
    const channels = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    /** The colour drawn behind an element: its own background or the nearest ancestor's that is not transparent. */
    const backgroundOf = (element: Element | null) => {
      for (let at = element; at; at = at.parentElement) {
        const rgba = channels(getComputedStyle(at).backgroundColor);
        if (rgba.length >= 3 && (rgba[3] ?? 1) > 0.5) return rgba;
      }
      return [255, 255, 255];
    };
    const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    const name = (element: Element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 30)}"`;

    const unreadable: string[] = [];
    const lightBackgrounds: string[] = [];
    const text = [...document.querySelectorAll('.sbdocs-content :is(h1, h2, h3, h4, p, li, th, td, pre, code, a, .docblock-source)')].filter(
      (element) => !element.closest('[data-story-block], .docs-story') && element.getBoundingClientRect().width > 0 && (element.textContent ?? '').trim() !== '',
    );
    for (const element of text) {
      const style = getComputedStyle(element);
      const background = luminance(backgroundOf(element));
      const ratio = contrast(luminance(channels(style.color)), background);
      const large = Number.parseFloat(style.fontSize) >= 24 || (Number.parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) unreadable.push(`${name(element)} ${ratio.toFixed(2)}:1`);
      if (background > 0.2) lightBackgrounds.push(`${name(element)} on luminance ${background.toFixed(2)}`);
    }

    const crampedOrStriped: string[] = [];
    for (const block of document.querySelectorAll<HTMLElement>('[data-story-block][id^="story--"]')) {
      const canvas = block.closest('.docs-story');
      const scope = block.querySelector('[class*="hraun-theme-"]');
      if (!canvas || !scope || block.querySelector('iframe')) continue;
      const id = block.id.split('--').slice(1, 3).join('--');
      const around = luminance(backgroundOf(canvas));
      const story = luminance(backgroundOf(scope));
      if (Math.abs(around - story) > 0.1) crampedOrStriped.push(`${id}: the canvas (luminance ${around.toFixed(2)}) around the story (${story.toFixed(2)})`);
      // A whole-page story (layout 'fullscreen') runs edge to edge on purpose.
      if (wholePages.includes(id)) continue;
      const outer = canvas.getBoundingClientRect();
      const inner = scope.getBoundingClientRect();
      const room = Math.min(inner.left - outer.left, outer.right - inner.right);
      if (room < 12) crampedOrStriped.push(`${id}: ${Math.round(room)} px of room beside the story`);
    }

    return {
      page: luminance(backgroundOf(document.querySelector('.sbdocs-wrapper') ?? document.body)),
      body: luminance(backgroundOf(document.body)),
      texts: text.length,
      unreadable: unreadable.slice(0, 12),
      lightBackgrounds: lightBackgrounds.slice(0, 12),
      crampedOrStriped: crampedOrStriped.slice(0, 12),
    };
  }, fullscreen);
}

for (const run of schemeRuns) {
  test(`docs page ${run.id} in ${run.scheme} mode at ${run.width} px: the whole page in the mode, its stories with room`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: run.width, height: run.width === 390 ? 844 : 900 });
    await page.goto(`/iframe.html?id=${run.id}&viewMode=docs&globals=scheme:${run.scheme}`);
    await waitForDocs(page);
    await settleFrames(page);
    const ids = await inlineStoryIds(page);
    const fullscreen = (await storiesOnPage(page, [...new Set(ids)])).filter((fact) => fact.layout === 'fullscreen').map((fact) => fact.id);
    const facts = await schemeFacts(page, fullscreen);
    expect(facts.texts, 'text found on the page').toBeGreaterThan(5);
    if (run.scheme === 'dark') {
      expect.soft(facts.page, 'the docs page background is dark').toBeLessThan(0.05);
      expect.soft(facts.body, 'the frame\'s body is dark').toBeLessThan(0.05);
      expect.soft(facts.lightBackgrounds, 'text on a light background in dark mode').toEqual([]);
    } else {
      expect.soft(facts.page, 'the docs page background is light').toBeGreaterThan(0.8);
    }
    expect.soft(facts.unreadable, 'text below its contrast minimum').toEqual([]);
    expect.soft(facts.crampedOrStriped, 'story blocks without room or on another colour').toEqual([]);
  });
}
