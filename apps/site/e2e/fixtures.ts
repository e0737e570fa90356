import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { HOME_HERO_PROJECT, HOME_QUOTES, sampleTestimonials, strings, type Locale } from '@hraun/content';
import { lavaTokens } from '@hraun/ui/themes/lava';

/**
 * The projects whose client quotes home shows: the first HOME_QUOTES sample testimonials by position, as the app reads them.
 * Home's "Selected work" lists the other projects first, so a figure a quote already tells is not said twice.
 */
const homeQuotedProjectIds: readonly string[] = [...sampleTestimonials]
  .sort((a, b) => a.position - b.position)
  .slice(0, HOME_QUOTES)
  .flatMap((testimonial) => (testimonial.project_id ? [testimonial.project_id] : []));

/**
 * The projects of home's "Selected work", in order: the newest four but the hero's (design review 8: the hero's screens
 * not twice on the page) and those home quotes (the featured one first, then three cards).
 */
export const homeSelectedWork = <T extends { id: string }>(projects: readonly T[]): T[] =>
  projects.filter((project) => project.id !== HOME_HERO_PROJECT && !homeQuotedProjectIds.includes(project.id)).slice(0, 4);

/** URL of a path on a language's local preview host (`en.localhost:port`). */
export function urlFor(baseURL: string, locale: Locale, path = '/'): string {
  const url = new URL(path, baseURL);
  url.hostname = `${locale}.localhost`;
  return url.toString();
}

export interface ConsoleLog {
  problems: string[];
  /** Messages a test causes on purpose (a submission the test makes fail); they are not problems. */
  expected: RegExp[];
}

/**
 * Every test fails on a console error or warning (hydration mismatches are reported there) and on an
 * uncaught page error.
 */
export const test = base.extend<{ consoleLog: ConsoleLog }>({
  consoleLog: [
    async ({ page }, use) => {
      const log: ConsoleLog = { problems: [], expected: [] };
      // A page that is meant to answer 404 (the not-found page) logs its own status; nothing else may.
      const expectedNotFound = new Set<string>();
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() === 404) expectedNotFound.add(response.url());
      });
      page.on('console', (message) => {
        const isExpected404 = message.text().includes('status of 404') && expectedNotFound.has(message.location().url);
        const isExpected = log.expected.some((pattern) => pattern.test(message.text()));
        if ((message.type() === 'error' || message.type() === 'warning') && !isExpected404 && !isExpected) {
          log.problems.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => log.problems.push(`pageerror: ${error.message}`));
      await use(log);
      expect(log.problems, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The rules axe runs: WCAG 2.2 A and AA, and its best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The rules that read colours. The dark scheme changes the theme's colour variables and nothing else (same elements,
 * names, sizes and order), so on a page already checked in light these are the rules the switch can turn red.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe and fails on any violation: the whole rule set, or with `rules: 'colours'` the rules that read colours (for
 * the dark scheme of a page whose light scheme this test has checked). Legacy mode runs axe.run in the page (same-origin
 * frames included; the site has no other kind): the default opens a blank page per call to merge the frames' results,
 * which took 2.5 s a call against 1.1 s. Only violations are gathered: the passes' node lists were serialised for
 * nothing.
 */
export async function expectNoAxeViolations(page: Page, { rules = 'all' }: { rules?: 'all' | 'colours' } = {}): Promise<void> {
  await finishTransitions(page);
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  const results = await (rules === 'colours' ? builder.withRules(colourRules) : builder.withTags(axeTags)).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  // The violations in the message's first line: the run's closing summary quotes only that line.
  expect(summary, `axe violations: ${summary.join('; ')}`).toEqual([]);
}

/**
 * Waits until every finite CSS transition and animation has ended (at most 5 s), so axe reads the colours a visitor
 * sees once the page is still. Right after the switch to dark, the buttons' colour transitions are still running, and
 * a half-way colour can read as a contrast failure on a loaded machine. Endless ones (a loading pulse) keep running.
 */
async function finishTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}

/** A theme colour as the browser computes it (rgb()), to compare with a computed style. */
export const themeColour = (page: Page, name: string) =>
  page.evaluate((variable) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${variable})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, name);

/**
 * Switches the loaded page to the system's dark setting, as a visitor's system does, and waits until the page's
 * background is the site theme's (Lava) dark one: the checks after it read the dark colours.
 */
export async function switchToDark(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  const hex = lavaTokens.dark.color.bg;
  const darkBackground = `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor), { message: 'the dark page background' }).toBe(darkBackground);
}

/** Waits until React has hydrated and the delayed translation reload has run. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // React hydrates in slices, after the route's chunk and strings have arrived; a loaded machine stretches them. The
  // page's last element gets React's own keys once the whole tree is hydrated, which is the state the checks need
  // (a wait for network silence cost 500 ms a page and proved nothing more). A page that is meant to stay as the
  // server sent it (its code blocked by the test) never gets them: the wait then ends and the test's checks decide.
  await page
    .waitForFunction(
      () => {
        const elements = document.querySelectorAll('#root *');
        const last = elements[elements.length - 1];
        return last !== undefined && Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** The text of an i18next key (`namespace:path.to.key`) in a language, straight from the content package. */
export function textOf(locale: Locale, key: string): string {
  const [namespace, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  let node: unknown = (strings[locale] as Record<string, unknown>)[namespace];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no string ${key} in ${locale}`);
  return node;
}
