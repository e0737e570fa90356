import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageOfText } from './language';
import { expect, type StoryDeclaration, storyDeclarations, type StoryOutcome, test } from './shared-page';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(join(process.env.STORYBOOK_STATIC ?? fileURLToPath(new URL('../../../storybook-static', import.meta.url)), 'index.json'), 'utf8'),
) as { entries: Record<string, IndexEntry> };

const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(20);
});

/** Waits until the story has rendered and its play function has finished (Storybook's render phase). */
async function waitForStory(page: Page) {
  await page.locator('#storybook-root').waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.fonts.ready.then(() => true));
  // A story that changes over time (a label shown for two seconds) is then always captured in its final state.
  await page.waitForFunction(
    () => {
      const renders = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.storyRenders ?? [];
      return renders.length > 0 && renders.every((render) => ['finished', 'errored', 'aborted'].includes(render.phase ?? ''));
    },
    undefined,
    { timeout: 15_000 },
  );
}

interface Preview {
  storyRenders?: { phase?: string }[];
  storyStoreValue?: unknown;
}

/**
 * What every story asks of its frame, read once per worker from the preview's story store. Storybook's toolbar applies
 * a story's viewport by resizing the frame from outside; a frame loaded on its own must be given that size before it
 * loads, or a phone story would render (and run its play function) at the default desktop width.
 */
let declarationsOfWorker: Promise<Map<string, StoryDeclaration>> | undefined;

/** Light (the stories as written) and dark (the toolbar's Mode set to dark, over the story's own globals). */
const schemes = [
  { suffix: '', globals: '' },
  { suffix: '.dark', globals: '&globals=scheme:dark' },
] as const;

for (const story of stories) {
  for (const scheme of schemes) {
    test(`${story.title} / ${story.name}${scheme.suffix ? ' (dark)' : ''}`, async ({ page }) => {
      // The story's own globals (theme) come from the story itself; the frame renders it alone.
      const url = `/iframe.html?id=${story.id}&viewMode=story${scheme.globals}`;
      if (!declarationsOfWorker) {
        await page.goto(url);
        await page.waitForFunction(() => (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.storyStoreValue !== undefined);
        declarationsOfWorker = storyDeclarations(page, stories.map((entry) => entry.id)).then((all) => new Map(all.map((entry) => [entry.id, entry])));
      }
      const declaration = (await declarationsOfWorker).get(story.id);
      const viewport = declaration?.viewportSize ?? null;
      // Guards the lookup above: if Storybook stops exposing the story's globals, phone stories fail here instead of
      // being captured at desktop width unnoticed.
      if (/^phone$/i.test(story.name)) expect(viewport?.width, 'a phone story asks for the 390 px viewport').toBe(390);
      if (viewport) await page.setViewportSize(viewport);
      await page.goto(url);
      await waitForStory(page);
      // The story's own test, as the Storybook Vitest plugin runs it: rendered without throwing, its play function
      // passed, and the a11y addon's axe run (WCAG 2.2 AA and best practice, the preview's a11y parameters) found
      // nothing, in this scheme. Read from the preview's own announcement, so one render serves both this and the shot.
      const outcome = await page
        .waitForFunction(
          (id) => (window as unknown as { __hraunStoryOutcomes?: StoryOutcome[] }).__hraunStoryOutcomes?.find((candidate) => candidate.storyId === id),
          story.id,
          { timeout: 15_000 },
        )
        .then((handle) => handle.jsonValue() as Promise<StoryOutcome>);
      expect(outcome.errors, 'what the story or its play function threw').toEqual([]);
      expect(outcome.reports.find((report) => report.type === 'a11y'), 'the a11y addon ran axe on the story').toBeDefined();
      expect(outcome.reports.flatMap((report) => report.violations), 'axe violations').toEqual([]);
      expect(outcome.status, 'the story\'s test status').toBe('success');
      if (scheme.suffix) await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
      // The story's language (`parameters.lang`, 'is' by default) on its root and on its frame's document (what a
      // portal draws outside the root). Storybook's iframe.html says 'en' for every story, so screen readers read the
      // Icelandic sample copy with English rules, and hyphenation used the English dictionary. A story whose copy
      // plainly reads as another language (English copy under the default 'is') fails until it says so.
      const lang = declaration?.lang ?? '(none)';
      expect(lang, 'the story\'s lang parameter').toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
      await expect(page.locator('html'), 'the frame\'s document in the story\'s language').toHaveAttribute('lang', lang);
      await expect(page.locator('#storybook-root [class*="hraun-theme-"]').first(), 'the story\'s root in its language').toHaveAttribute('lang', lang);
      const written = languageOfText(await page.evaluate(() => document.body.innerText));
      if (written) expect(lang, `the story's copy reads as '${written}'`).toBe(written);
      // Every picture decoded: what "network idle" waited for, without its fixed 500 ms of silence per story.
      await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 10_000 });
      await page.waitForTimeout(150);
      // At rest, after its play function: no focus ring, unless the story is about focus (tagged 'focus'). Button's
      // Primary, ComparisonTable's Phone and most thumbnails of the Introduction showed their play's last focus.
      if (!story.tags?.includes('focus')) {
        const focused = await page.evaluate(() => {
          const element = document.querySelector(':focus-visible');
          return element ? `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"` : null;
        });
        expect(focused, 'an element shows its focus ring at rest').toBeNull();
      }
      await expect(page).toHaveScreenshot(`${story.id}${scheme.suffix}.png`, { fullPage: true });
    });
  }
}
