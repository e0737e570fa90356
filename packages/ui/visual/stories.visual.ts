import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

const index = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../storybook-static/index.json', import.meta.url)), 'utf8'),
) as { entries: Record<string, IndexEntry> };

const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(20);
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    // The story's own globals (viewport, theme) come from the story itself; the frame renders it alone.
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    await page.locator('#storybook-root').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.fonts.ready.then(() => true));
    // Wait until the story's play function has finished (Storybook's render phase), so a story that changes
    // over time (a label shown for two seconds) is always captured in its final state.
    await page.waitForFunction(
      () => {
        type Preview = { storyRenders?: { phase?: string }[] };
        const renders = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.storyRenders ?? [];
        return renders.length > 0 && renders.every((render) => ['finished', 'errored', 'aborted'].includes(render.phase ?? ''));
      },
      undefined,
      { timeout: 15_000 },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(150);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
