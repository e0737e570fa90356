import { expect, test, type Page } from '@playwright/test';

/**
 * Behaviour that only real input shows, in the built Storybook: the browser's own activation of native controls
 * (a script's key events do not open a <details> or tick a box, and a script's click on a link inside a label is
 * forwarded to the control by the testing library). Playwright's keyboard and mouse are the browser's own.
 */
async function openStory(page: Page, id: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  await page.locator('#storybook-root').waitFor({ state: 'attached' });
  await page.waitForFunction(() => {
    const renders = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } }).__STORYBOOK_PREVIEW__?.storyRenders ?? [];
    return renders.length > 0 && renders.every((render) => ['finished', 'errored', 'aborted'].includes(render.phase ?? ''));
  });
}

test('Accordion: Enter and Space on a focused title open and close its item', async ({ page }) => {
  await openStory(page, 'sections-accordion--long-text');
  const item = page.locator('details').nth(1);
  await item.locator('summary').focus();
  await expect(item).not.toHaveAttribute('open');
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('open', '');
  await page.keyboard.press('Space');
  await expect(item).not.toHaveAttribute('open');
});

test('Checkbox: Space ticks it; a click on the link in a consent label follows the link and leaves the box alone', async ({ page }) => {
  await openStory(page, 'forms-checkbox--consent');
  const box = page.getByRole('checkbox');
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.keyboard.press('Space');
  await expect(box).not.toBeChecked();
  await page.getByRole('link', { name: 'privacy policy' }).click();
  await expect(page).toHaveURL(/#privacy$/);
  await expect(box).not.toBeChecked();
  await page.getByText('and agree to my details being stored').click();
  await expect(box).toBeChecked();
});

test('Switch: Space turns it on and off', async ({ page }) => {
  await openStory(page, 'forms-switch--with-error');
  const control = page.getByRole('switch');
  await control.focus();
  await page.keyboard.press('Space');
  await expect(control).toBeChecked();
  await page.keyboard.press('Space');
  await expect(control).not.toBeChecked();
});
