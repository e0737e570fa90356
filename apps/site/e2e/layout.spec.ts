import { lavaTokens } from '@hraun/ui/themes/lava';
import { sampleNews, strings } from '@hraun/content';
import { expect, expectNoAxeViolations, settle, test, urlFor } from './fixtures';

const is = strings.is;

test.describe('page basics', () => {
  test("the design system's reset reaches the site: no browser margins or serif text, border-box sizing", async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/thjonusta/vefsidugerd'));
    const basics = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        bodyMargin: style('body').margin,
        bodyFont: style('body').fontFamily,
        headingMargin: style('h1').margin,
        sizing: style('main').boxSizing,
        scrollPaddingTop: style('html').scrollPaddingTop,
      };
    });
    expect(basics.bodyMargin).toBe('0px');
    expect(basics.bodyFont).not.toMatch(/Times/);
    expect(basics.headingMargin).toBe('0px');
    expect(basics.sizing).toBe('border-box');
    // Room for the sticky header when the browser scrolls to an anchor or a focused element.
    expect(basics.scrollPaddingTop).not.toBe('auto');
  });

  test('the brand faces load after the first paint, the latin subsets only, and are in use', async ({ page, baseURL }) => {
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fontFiles.push(new URL(request.url()).pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\.woff2$/, ''));
    });
    await page.goto(urlFor(baseURL!, 'is', '/thjonusta/vefsidugerd'));
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('data-brand-fonts', 'loaded');
    const inUse = await page.evaluate(() => ({
      heading: document.fonts.check('700 32px "Bricolage Grotesque Variable"', 'Þjónusta'),
      body: document.fonts.check('400 16px "Instrument Sans Variable"', 'Vefsíðugerð'),
      headingFamily: getComputedStyle(document.querySelector('h1')!).fontFamily,
    }));
    expect(inUse.heading).toBe(true);
    expect(inUse.body).toBe(true);
    expect(inUse.headingFamily).toMatch(/^"?Bricolage Grotesque Variable/);
    expect(fontFiles.sort()).toEqual(['bricolage-grotesque-latin-wght-normal', 'instrument-sans-latin-wght-normal']);
  });

  test('the site icon is written into the page: an SVG data URL that renders under the CSP, and no icon request', async ({ page, baseURL }) => {
    const iconRequests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/favicon\./.test(path)) iconRequests.push(path);
    });
    await page.goto(urlFor(baseURL!, 'en', '/verdskra'));
    await page.waitForLoadState('load');
    const icon = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      const image = new Image();
      image.src = link?.href ?? '';
      await image.decode();
      return { href: link?.getAttribute('href') ?? '', type: link?.type, width: image.naturalWidth };
    });
    expect(icon.href).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(icon.type).toBe('image/svg+xml');
    expect(icon.width).toBeGreaterThan(0);
    // The file itself is still served, for what links it from outside (structured data's logo is its PNG).
    const direct = await page.request.get(new URL('/favicon.svg', baseURL).href);
    expect(direct.status()).toBe(200);
    expect(direct.headers()['content-type']).toBe('image/svg+xml');
    // Chromium asks for no icon at all, not even /favicon.ico.
    expect(iconRequests).toEqual([]);
  });

  for (const width of [1280, 1680, 390]) {
    test(`the header, breadcrumbs, hero, sections and footer share one content column at ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(urlFor(baseURL!, 'is', '/thjonusta/vefsidugerd'));
      await settle(page);
      const left = async (locator: ReturnType<typeof page.locator>) => Math.round((await locator.boundingBox())!.x);
      const logo = await left(page.getByRole('banner').getByRole('link', { name: 'Hraun', exact: true }));
      expect(await left(page.getByRole('navigation', { name: is.site.breadcrumbLabel }).getByRole('list'))).toBe(logo);
      expect(await left(page.getByRole('heading', { level: 1 }))).toBe(logo);
      expect(await left(page.locator('main h2').first())).toBe(logo);
      expect(await left(page.getByRole('contentinfo').getByRole('link', { name: 'Hraun', exact: true }))).toBe(logo);
    });
  }
});

test.describe('header', () => {
  test('the services dropdown works with the keyboard and returns focus', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/'));
    await settle(page);
    const trigger = page.getByRole('button', { name: is.nav.services, exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.press('Enter');
    await page.getByRole('menuitem').nth(1).press('Enter');
    await expect(page).toHaveURL(/\/thjonusta\/vefhonnun$/);
    await expect(trigger).toBeVisible();
  });

  test('Tab leaves an open dropdown for the next item of the bar, and Shift+Tab for its trigger', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/'));
    await settle(page);
    const trigger = page.getByRole('button', { name: is.nav.services, exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByRole('button', { name: is.nav.solutions, exact: true })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the active route is highlighted, and not by colour alone', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/verkefni'));
    const current = page.getByRole('navigation', { name: is.nav.label }).getByRole('link', { name: is.nav.projects });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveCSS('text-decoration-line', 'underline');
    // The section of a page inside a menu, and the page's language, are marked the same way.
    await page.goto(urlFor(baseURL!, 'is', '/thjonusta/vefhonnun'));
    await expect(page.getByRole('button', { name: is.nav.services, exact: true })).toHaveCSS('text-decoration-line', 'underline');
    const language = page.locator('header [aria-current="true"]').first();
    await expect(language).toHaveCSS('text-decoration-line', 'underline');
  });

  // Home's header takes its hero band's dark scheme (issue 35), and its menus with it: the ring is the dark scheme's.
  for (const [path, scheme] of [['/verdskra', 'light'], ['/', 'dark']] as const) {
    test(`a menu item reached by the keyboard shows the focus ring, not only a pale fill (WCAG 1.4.11): ${path}, ${scheme} header`, async ({ page, baseURL }) => {
      await page.goto(urlFor(baseURL!, 'da', path));
      await settle(page);
      await page.getByRole('button', { name: strings.da.nav.services, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      const item = page.getByRole('menu').getByRole('menuitem').nth(1);
      await expect(item).toBeFocused();
      await expect(item).toHaveCSS('outline-style', 'solid');
      await expect(item).toHaveCSS('outline-width', '3px');
      await expect(item).toHaveCSS('outline-color', rgbOf(lavaTokens[scheme].color.focus));
    });
  }

  for (const width of [1280, 1440]) {
    test(`at ${width} px the bar holds the whole navigation on one line in every language`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const locale of ['is', 'en', 'es', 'da'] as const) {
        await page.goto(urlFor(baseURL!, locale, '/'));
        const bar = page.locator('header > div').first();
        await expect(page.getByRole('button', { name: strings[locale].nav.openMenu })).toBeHidden();
        const layout = await bar.evaluate((element) => {
          const controls = [...element.querySelectorAll<HTMLElement>('a, button')].filter((control) => control.offsetParent !== null);
          const lines = new Set(controls.map((control) => Math.round(control.getBoundingClientRect().top + control.getBoundingClientRect().height / 2)));
          const box = element.getBoundingClientRect();
          const contentRight = box.right - parseFloat(getComputedStyle(element).paddingRight);
          return {
            height: box.height,
            overflow: element.scrollWidth - element.clientWidth,
            // Past the bar's padding, or squeezed: a flex row that is too full shrinks its icons to nothing first.
            pastPadding: controls.filter((control) => control.getBoundingClientRect().right > contentRight + 0.5).map((control) => control.textContent),
            squeezedIcons: [...element.querySelectorAll('svg')].filter((icon) => icon.getClientRects().length > 0 && icon.getBoundingClientRect().width < 8).length,
            wrapped: controls.filter((control) => control.getClientRects().length > 1 || control.getBoundingClientRect().height > 56).map((control) => control.textContent),
            centres: lines.size,
          };
        });
        expect(layout, locale).toMatchObject({ overflow: 0, wrapped: [], centres: 1, pastPadding: [], squeezedIcons: 0 });
        expect(layout.height, locale).toBeLessThanOrEqual(80);
      }
    });
  }

  test('below 1280 px the menu button takes over, so the bar never wraps', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(urlFor(baseURL!, 'es', '/'));
    await expect(page.getByRole('button', { name: strings.es.nav.openMenu })).toBeVisible();
    await expect(page.locator('header > div').first()).toHaveJSProperty('offsetHeight', 72);
  });

  test('the bar turns solid after 20 px of scroll', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/'));
    await settle(page);
    const header = page.locator('header').first();
    await expect(header).not.toHaveAttribute('data-scrolled', 'true');
    await page.mouse.wheel(0, 19);
    await page.waitForTimeout(100);
    await expect(header).not.toHaveAttribute('data-scrolled', 'true');
    await page.mouse.wheel(0, 40);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('toggles, opens its submenus and closes on a link click', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/'));
    await settle(page);
    const toggle = page.getByRole('button', { name: is.nav.openMenu });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: is.nav.closeMenu });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const mobile = page.locator('#mobile-menu');
    const servicesToggle = mobile.getByRole('button', { name: is.nav.services });
    await expect(servicesToggle).toHaveAttribute('aria-expanded', 'false');
    await servicesToggle.click();
    await expect(servicesToggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await mobile.getByRole('link').filter({ hasText: /./ }).nth(1).click();
    await expect(page.getByRole('button', { name: is.nav.openMenu })).toHaveAttribute('aria-expanded', 'false');
  });

  // The home page's next control (the hero's button) sits right under the bar, where a menu in the page's flow
  // once left it hidden when it closed; 640x400 is a 1280x800 screen at 200% zoom.
  for (const { path, viewport } of [
    { path: '/', viewport: { width: 390, height: 844 } },
    { path: '/', viewport: { width: 640, height: 400 } },
    { path: '/verdskra', viewport: { width: 390, height: 844 } },
  ]) {
    test(`tabbing past its last link closes it, and what is focused next is on screen, uncovered (${path}, ${viewport.width}x${viewport.height})`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      await page.goto(urlFor(baseURL!, 'is', path));
      await settle(page);
      const toggle = page.getByRole('button', { name: is.nav.openMenu });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('#mobile-menu')).toBeVisible();
      let left = false;
      for (let press = 0; press < 60 && !left; press += 1) {
        await page.keyboard.press('Tab');
        left = await page.evaluate(() => !document.querySelector('header')?.contains(document.activeElement));
      }
      expect(left).toBe(true);
      await expect(page.locator('#mobile-menu')).toBeHidden();
      await expect(page.getByRole('button', { name: is.nav.openMenu })).toHaveAttribute('aria-expanded', 'false');
      // What has focus now is on screen, below the bar, and uncovered: the point at its centre belongs to it.
      const place = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const box = focused.getBoundingClientRect();
        const bar = document.querySelector('header')!.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { top: box.top, bottom: box.bottom, barBottom: bar.bottom, height: window.innerHeight, own: !!hit && (focused === hit || focused.contains(hit)) };
      });
      expect(place.top).toBeGreaterThanOrEqual(place.barBottom);
      expect(place.bottom).toBeLessThanOrEqual(place.height);
      expect(place.own).toBe(true);
    });
  }

  test('opening and closing the menu does not move the page under it', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/'));
    await settle(page);
    const heading = page.getByRole('heading', { level: 1 });
    const before = (await heading.boundingBox())!.y;
    await page.getByRole('button', { name: is.nav.openMenu }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    expect((await heading.boundingBox())!.y).toBe(before);
    await page.getByRole('button', { name: is.nav.closeMenu }).click();
    expect((await heading.boundingBox())!.y).toBe(before);
  });
});

test.describe('language', () => {
  test('choosing a language goes to the same path on that language’s host', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/verdskra'));
    await settle(page);
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(new RegExp(`^http://en\\.localhost:\\d+/verdskra$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await settle(page);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  });

  test('a stored language never outranks the host', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'da', '/'));
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'es'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await settle(page);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('da');
  });

  test('other namespaces load from /locales/{lng}/{ns}.json after a client-side navigation', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'en', '/'));
    await settle(page);
    const loaded = page.waitForResponse((response) => /\/locales\/en\/services\.json$/.test(response.url()));
    await page.evaluate(() => window.history.pushState({}, '', '/thjonusta/vefsidugerd'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect((await loaded).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Loading...');
  });
});

test('on the dark footer, focus rings are light: the brand link and the scroll-to-top button (WCAG 1.4.11)', async ({ page, baseURL }) => {
  await page.goto(urlFor(baseURL!, 'is', '/verdskra'));
  await settle(page);
  const brand = page.locator('footer a').first();
  await brand.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(brand).toBeFocused();
  await expect(brand).toHaveCSS('outline-color', rgbOf(lavaTokens.light.color.onInverse));
  await expect(brand).toHaveCSS('outline-style', 'solid');
  // The round button floats over light sections and the footer: a light band inside its coloured ring.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const toTop = page.getByRole('button', { name: is.site.scrollToTop });
  await expect(toTop).toBeVisible();
  await toTop.focus();
  await expect(toTop).toHaveCSS('box-shadow', /rgb\(255, 255, 255\) 0px 0px 0px 3px/);
});

test.describe("a visitor's own text spacing (WCAG 1.4.12)", () => {
  const spacing = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

  test('the header keeps every control on screen and every menu arrow, in all four languages at 1280 px', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const locale of ['is', 'en', 'es', 'da'] as const) {
      await page.goto(urlFor(baseURL!, locale, '/'));
      await page.addStyleTag({ content: spacing });
      const layout = await page.evaluate(() => {
        const bar = document.querySelector('header > div')!;
        const controls = [...bar.querySelectorAll<HTMLElement>('a, button')].filter((control) => control.offsetParent !== null);
        return {
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          offScreen: controls.filter((control) => control.getBoundingClientRect().right > window.innerWidth).map((control) => control.textContent),
          squeezedIcons: [...bar.querySelectorAll('svg')].filter((icon) => icon.getClientRects().length > 0 && icon.getBoundingClientRect().width < 8).length,
        };
      });
      expect(layout, locale).toEqual({ sideways: 0, offScreen: [], squeezedIcons: 0 });
    }
  });

  test('an order page keeps each price inside its card', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const locale of ['is', 'en', 'da'] as const) {
      await page.goto(urlFor(baseURL!, locale, '/lausnir/vefhysing/panta'));
      await settle(page);
      await page.addStyleTag({ content: spacing });
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('fieldset label')].flatMap((card) =>
          [...card.querySelectorAll<HTMLElement>('*')]
            .filter((part) => part.children.length === 0 && part.getBoundingClientRect().right > card.getBoundingClientRect().right + 1)
            .map((part) => part.textContent),
        ),
      );
      expect(overflowing, locale).toEqual([]);
    }
  });
});

test.describe('cookie bar', () => {
  test('accept stores the flag and the bar stays away', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/'));
    const bar = page.getByRole('region', { name: is.cookies.title });
    await expect(bar).toBeVisible();
    await expectNoAxeViolations(page);
    await bar.getByRole('button', { name: is.cookies.accept }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true');
    await page.reload();
    await settle(page);
    await expect(page.getByRole('region', { name: is.cookies.title })).toHaveCount(0);
  });

  test('reject weighs the same as accept, is stored as false under cookiesAccepted, and the bar stays away', async ({ page, baseURL }) => {
    // Nothing that needs consent runs before a choice: no request leaves the site's own origin, no cookie is set.
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.hostname.endsWith('localhost') && url.protocol !== 'data:') foreign.push(request.url());
    });
    for (const width of [390, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(urlFor(baseURL!, 'is', '/'));
      await settle(page);
      const bar = page.getByRole('region', { name: is.cookies.title });
      const reject = bar.getByRole('button', { name: is.cookies.reject });
      const accept = bar.getByRole('button', { name: is.cookies.accept });
      const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
      expect(rejectBox!.height, `${width}`).toBe(acceptBox!.height);
      expect(Math.abs(rejectBox!.y - acceptBox!.y), `${width}: on one line`).toBeLessThanOrEqual(1);
      const look = (button: typeof reject) => button.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.borderColor].join(' ');
      });
      expect(await look(reject), `${width}`).toBe(await look(accept));
    }
    expect(await page.context().cookies()).toEqual([]);
    expect(foreign).toEqual([]);
    const bar = page.getByRole('region', { name: is.cookies.title });
    await bar.getByRole('button', { name: is.cookies.reject }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('false');
    await page.reload();
    await settle(page);
    await expect(page.getByRole('region', { name: is.cookies.title })).toHaveCount(0);
    expect(await page.context().cookies()).toEqual([]);
  });

  test('the cookie policy says what accept and reject each do, in every language', async ({ page, baseURL }) => {
    for (const locale of ['is', 'en', 'es', 'da'] as const) {
      await page.goto(urlFor(baseURL!, locale, '/vafrakokur'));
      const policy = page.getByRole('main');
      await expect(policy.getByText(strings[locale].cookies.accept, { exact: false }).first(), locale).toBeVisible();
      await expect(policy.getByText(strings[locale].cookies.reject, { exact: false }).first(), locale).toBeVisible();
    }
  });

  test('dismissed from the keyboard, focus goes back to where it was, not to the start of the page', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/verdskra'));
    await settle(page);
    const bar = page.getByRole('region', { name: is.cookies.title });
    // The bar comes last in the page: the footer's last link is where focus enters it from.
    const lastFooterLink = page.locator('footer a').last();
    await lastFooterLink.focus();
    let inBar = false;
    for (let press = 0; press < 5 && !inBar; press += 1) {
      await page.keyboard.press('Tab');
      inBar = await bar.getByRole('button', { name: is.cookies.accept }).evaluate((button) => button === document.activeElement);
    }
    expect(inBar).toBe(true);
    await page.keyboard.press('Enter');
    await expect(bar).toBeHidden();
    await expect(lastFooterLink).toBeFocused();
  });

  test('close hides it for this view only', async ({ page, baseURL }) => {
    await page.goto(urlFor(baseURL!, 'is', '/'));
    const bar = page.getByRole('region', { name: is.cookies.title });
    await bar.getByRole('button', { name: is.cookies.close }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('region', { name: is.cookies.title })).toBeVisible();
  });
});

test.describe('scrolling', () => {
  test('scroll-to-top appears after 300 px and goes back up', async ({ page, baseURL }) => {
    // Reduced motion makes the jump instant (smooth scrolling crawls in headless Chromium without a GPU).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(urlFor(baseURL!, 'is', '/thjonusta/vefsidugerd'));
    await settle(page);
    const button = page.getByRole('button', { name: is.site.scrollToTop });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 290));
    await page.waitForTimeout(150);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 320));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('with smooth scrolling, from the foot of a long page on a phone, it reaches the top and Tab carries on from there', async ({ page, baseURL }) => {
    // The button hides itself on the way up; while it held focus, Chromium stopped the scroll some 250 px short.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(urlFor(baseURL!, 'is', '/verdskra'));
    await settle(page);
    const button = page.getByRole('button', { name: is.site.scrollToTop });
    for (const press of ['click', 'keyboard'] as const) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(button).toBeVisible();
      if (press === 'click') {
        await button.click();
      } else {
        await button.focus();
        await page.keyboard.press('Enter');
      }
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
      await expect(button).toBeHidden();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: is.site.skipToContent })).toBeFocused();
    }
  });

  test('while the cookie bar shows, scroll-to-top sits above it and clear of its buttons, on a phone too', async ({ page, baseURL }) => {
    for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      await page.goto(urlFor(baseURL!, 'is', '/thjonusta/vefsidugerd'));
      await settle(page);
      const bar = page.getByRole('region', { name: is.cookies.title });
      await expect(bar).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 600));
      const button = page.getByRole('button', { name: is.site.scrollToTop });
      await expect(button).toBeVisible();
      const [barBox, buttonBox] = [await bar.boundingBox(), await button.boundingBox()];
      expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(barBox!.y);
      // Once the bar is closed the button goes back down to the corner.
      await bar.getByRole('button', { name: is.cookies.close }).click();
      await expect(bar).toBeHidden();
      await expect.poll(async () => (await button.boundingBox())!.y).toBeGreaterThan(barBox!.y);
    }
  });

  test('tabbing down a page on a phone, the cookie bar never covers the element that has focus', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(urlFor(baseURL!, 'is', '/thjonusta/vefsidugerd'));
    await settle(page);
    const bar = page.getByRole('region', { name: is.cookies.title });
    await expect(bar).toBeVisible();
    // The page's own work is read after the page has started (its chunk, then the projects) and comes in above the
    // closing call to action: 1,993 px of it at 390 px. settle() ends once the prerendered page is hydrated, which
    // can be before that. Then the third Tab reached the closing "Fá tilboð" (scrolled into view, bottom at 394 px),
    // the section came in above it, and pushed it to 2,386 px (the flake's figure; the scroll anchor sits above the
    // section, so the browser keeps the anchor still, not the link). That is the section arriving, not the cookie bar
    // covering anything: tab once the page is whole.
    await expect(page.getByRole('heading', { name: is.common.labels.related.title })).toBeVisible();
    await page.locator('main').getByRole('link').first().focus();
    const barTop = (await bar.boundingBox())!.y;
    let checked = 0;
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      if (await bar.evaluate((element) => element.contains(document.activeElement))) continue;
      // After the last control, focus leaves the page (the body), then starts again from the top.
      const bottom = await page.evaluate(() => (document.activeElement === document.body ? null : document.activeElement?.getBoundingClientRect().bottom));
      if (bottom == null) continue;
      expect(bottom, `focused element ${step + 1} sits under the cookie bar`).toBeLessThanOrEqual(barTop + 1);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });

  test('every route change starts at the top', async ({ page, baseURL }) => {
    // With cookies accepted the bar does not cover the footer link.
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
    await page.goto(urlFor(baseURL!, 'is', '/'));
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: /Skilmálar/ }).click();
    await expect(page).toHaveURL(/\/skilmalar$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('breadcrumbs in the hero', () => {
  // A service page, a form page and a news article: each opens with a hero, which carries the page's one trail.
  for (const path of ['/thjonusta/vefsidugerd', '/fa-tilbod', `/frettir/${sampleNews.is[0]!.slug}`]) {
    test(`${path} has one trail, at the top of its hero above the heading`, async ({ page, baseURL }) => {
      await page.goto(urlFor(baseURL!, 'is', path));
      await settle(page);
      const trails = page.getByRole('navigation', { name: is.site.breadcrumbLabel });
      await expect(trails).toHaveCount(1);
      const heading = page.getByRole('heading', { level: 1 });
      const hero = page.getByRole('region', { name: (await heading.textContent())!, exact: true });
      const trail = hero.getByRole('navigation', { name: is.site.breadcrumbLabel });
      await expect(trail).toBeVisible();
      await expect(trail.getByRole('link', { name: is.nav.home })).toHaveAttribute('href', '/');
      const [trailBox, headingBox] = [await trail.boundingBox(), await heading.boundingBox()];
      expect(trailBox!.y + trailBox!.height).toBeLessThanOrEqual(headingBox!.y);
      await expectNoAxeViolations(page);
    });
  }
});

test('breadcrumbs follow the path and name the project by its title', async ({ page, baseURL }) => {
  await page.goto(urlFor(baseURL!, 'is', '/verkefni'));
  // The app is in (its strings and chunks loaded), so the click is the app's navigation, not the browser's.
  await settle(page);
  const heading = page.getByRole('heading', { level: 1 });
  const listHeading = await heading.textContent();
  const first = page.getByRole('link', { name: is.common.portfolio.projects.readMore }).first();
  await first.click();
  await expect(page).toHaveURL(/\/verkefni\/[^/]+$/);
  // The URL changes at once; the list stays on screen until the project page's chunk is in.
  await expect(heading).not.toHaveText(listHeading!);
  const trail = page.getByRole('navigation', { name: is.site.breadcrumbLabel });
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await expect(trail.getByRole('link', { name: is.nav.home })).toHaveAttribute('href', '/');
  await expect(trail.getByRole('link', { name: is.nav.projects })).toHaveAttribute('href', '/verkefni');
  await expect(trail.getByText(title!, { exact: true })).toHaveAttribute('aria-current', 'page');
});

/** A theme colour (`#rrggbb`) as the browser reports it. */
function rgbOf(hex: string): string {
  return `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
}
