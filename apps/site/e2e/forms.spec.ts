import { formDefinitions, strings, type FormName, type Locale } from '@hraun/content';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, settle, test, urlFor } from './fixtures';
import { FORMS_DB_PATH } from './paths';

// The served build stores submissions in a SQLite file (FORMS_DB_PATH, set by playwright.config.ts):
// each test reads the row its submission wrote.
function storedRows(formName: FormName): { fields: Record<string, string>; locale: string }[] {
  const db = new Database(FORMS_DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('select fields, locale from submissions where form_name = ? order by created_at').all(formName) as {
      fields: string;
      locale: string;
    }[];
    return rows.map((row) => ({ fields: JSON.parse(row.fields) as Record<string, string>, locale: row.locale }));
  } finally {
    db.close();
  }
}

/**
 * A slow phone: the page's JavaScript is held back until the returned function is called, so a test can act on the
 * prerendered page before it comes to life.
 */
async function holdPageCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/** A unique marker per test so rows from other tests (and runs) never match. */
const marker = (name: string) => `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const forms = (locale: Locale) => strings[locale].forms;

/** A field of the page's form by its label; a required field's label text ends with its '*' marker. */
const field = (page: Page, label: string) =>
  page.locator('main').getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

test.describe('contact form', () => {
  for (const locale of ['is', 'en'] as const) {
    test(`sends, thanks in ${locale}, clears itself and stores exactly what was sent`, async ({ page, baseURL }) => {
      const t = forms(locale);
      await page.goto(urlFor(baseURL!, locale, '/hafa-samband'));
      await settle(page);
      const name = marker('Anna Jónsdóttir');
      await field(page, t.labels.name).fill(name);
      await field(page, t.labels.email).fill('anna@example.is');
      await field(page, t.labels.phone).fill('+354 555 0000');
      await field(page, t.labels.company).fill('Fjallalind ehf.');
      await field(page, t.labels.subject).fill('Nýr vefur');
      await field(page, t.labels.message).fill('Við viljum nýjan vef.\nSem fyrst.');
      await page.getByRole('button', { name: t.labels.submit }).click();

      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t.success.title);
      await expect(dialog).toContainText(t.success.contact);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: t.success.close }).click();
      await expect(dialog).toBeHidden();
      await expect(field(page, t.labels.name)).toHaveValue('');

      const row = storedRows('contact').find((stored) => stored.fields.name === name);
      expect(row?.locale).toBe(locale);
      expect(row?.fields).toEqual({
        name,
        email: 'anna@example.is',
        phone: '+354 555 0000',
        company: 'Fjallalind ehf.',
        subject: 'Nýr vefur',
        message: 'Við viljum nýjan vef.\nSem fyrst.',
      });
    });
  }
});

test.describe("the thank-you dialog's code", () => {
  const dialogChunk = /\/assets\/Dialog-[^/]+\.js$/;

  test('is not in the first load: it is fetched when the visitor starts on the form', async ({ page, baseURL }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (dialogChunk.test(request.url())) fetched.push(request.url());
    });
    await page.goto(urlFor(baseURL!, 'is', '/hafa-samband'));
    await settle(page);
    expect(fetched).toEqual([]);
    const request = page.waitForRequest(dialogChunk);
    await field(page, forms('is').labels.name).focus();
    await request;
  });

  test('cannot be fetched: the thanks show on the page as a status message, and the submission is stored', async ({ page, baseURL, consoleLog }) => {
    consoleLog.expected.push(/Failed to load resource/i);
    await page.route(dialogChunk, (route) => route.abort());
    const t = forms('en');
    await page.goto(urlFor(baseURL!, 'en', '/hafa-samband'));
    await settle(page);
    const name = marker('Offline Olsen');
    await field(page, t.labels.name).fill(name);
    await field(page, t.labels.email).fill('olsen@example.dk');
    await field(page, t.labels.subject).fill('Offline');
    await field(page, t.labels.message).fill('Sent while the connection dropped.');
    await page.getByRole('button', { name: t.labels.submit }).click();

    const status = page.locator('main').getByRole('status');
    await expect(status).toContainText(t.success.title);
    await expect(status).toContainText(t.success.contact);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(field(page, t.labels.name)).toHaveValue('');
    await expectNoAxeViolations(page);
    expect(storedRows('contact').some((row) => row.fields.name === name)).toBe(true);
  });
});

test.describe('quote form', () => {
  for (const locale of ['en', 'da'] as const) {
    test(`sends toggled services and solutions joined by ", " in ${locale}`, async ({ page, baseURL }) => {
      const t = forms(locale);
      await page.goto(urlFor(baseURL!, locale, '/fa-tilbod'));
      await settle(page);
      const name = marker('Jens Hansen');
      await field(page, t.labels.name).fill(name);
      await field(page, t.labels.email).fill('jens@example.dk');
      await field(page, t.labels.projectDescription).fill('A new web shop.');
      await field(page, t.labels.budget).selectOption('1000-2000');
      await field(page, t.labels.timeline).selectOption('2-3');
      const services = page.getByRole('group', { name: t.labels.services });
      await services.getByText(t.options.services.seo).click();
      await services.getByText(t.options.services.webDesign).click();
      // Toggling twice removes a choice again.
      await services.getByText(t.options.services.marketing).click();
      await services.getByText(t.options.services.marketing).click();
      const solutions = page.getByRole('group', { name: t.labels.solutions });
      // Each list in sub-groups under headings: the services under the form's own, the solutions under the menu's.
      await expect(services.getByRole('group', { name: t.groups.services.grow }).getByRole('checkbox', { name: t.options.services.seo })).toBeVisible();
      await expect(solutions.getByRole('group', { name: strings[locale].nav.menu.groups.commerce }).getByRole('checkbox', { name: t.options.solutions.ecommerce })).toBeVisible();
      await solutions.getByText(t.options.solutions.ecommerce).click();
      await page.getByRole('button', { name: t.labels.submit }).click();
      // The thank-you says when the reply comes.
      await expect(page.getByRole('dialog')).toContainText(`${t.success.quote} ${t.success.reply.quote}`);

      const row = storedRows('quote').find((stored) => stored.fields.name === name);
      expect(row?.fields.selected_services?.split(', ').sort()).toEqual(['seo', 'web-design']);
      expect(row?.fields.selected_solutions).toBe('ecommerce');
      expect(row?.fields.budget).toBe('1000-2000');
      expect(row?.fields.timeline).toBe('2-3');
      await page.getByRole('dialog').getByRole('button', { name: t.success.close }).click();
      // Cleared, selections included.
      await expect(services.getByRole('checkbox', { checked: true })).toHaveCount(0);
    });
  }
});

test.describe('service desk', () => {
  for (const locale of ['is', 'es'] as const) {
    test(`one request type at a time, urgency placeholder, sends in ${locale}`, async ({ page, baseURL }) => {
      const t = forms(locale);
      await page.goto(urlFor(baseURL!, locale, '/thjonustubord'));
      await settle(page);
      const urgency = field(page, t.labels.urgency);
      await expect(urgency.locator('option').first()).toHaveText(t.placeholders.urgency);
      const name = marker('Carmen Ruiz');
      await field(page, t.labels.name).fill(name);
      await field(page, t.labels.email).fill('carmen@example.es');
      await field(page, t.labels.website).fill('https://example.es');
      await field(page, t.labels.problem).fill('La web no carga.');
      await urgency.selectOption('high');
      const types = page.getByRole('group', { name: t.labels.type });
      await types.getByText(t.options.type.error).click();
      await types.getByText(t.options.type.update).click();
      await expect(types.getByRole('radio', { checked: true })).toHaveCount(1);
      await page.getByRole('button', { name: t.labels.submit }).click();
      await expect(page.getByRole('dialog')).toContainText(t.success.serviceDesk);
      const row = storedRows('servicedesk').find((stored) => stored.fields.name === name);
      expect(row?.fields.type).toBe('uppfærsla');
      expect(row?.fields.urgency).toBe('high');
      expect(row?.fields.website).toBe('https://example.es');
    });
  }
});

test.describe('order pages', () => {
  const cases = [
    { path: '/lausnir/wordpress-express/panta', form: 'wordpress-express-order', defaultId: 'wordpress-express', other: 'woocommerce-express', locale: 'is' },
    { path: '/lausnir/vefhysing/panta', form: 'hosting-order', defaultId: 'basic', other: 'business', locale: 'en' },
  ] as const;
  for (const order of cases) {
    test(`${order.path} defaults to ${order.defaultId}, switches with its side panel and sends (${order.locale})`, async ({ page, baseURL }) => {
      const t = forms(order.locale);
      await page.goto(urlFor(baseURL!, order.locale, order.path));
      await settle(page);
      const picker = page.getByRole('group', { name: t.labels.package });
      await expect(picker.locator(`input[value="${order.defaultId}"]`)).toBeChecked();
      await picker.locator(`label:has(input[value="${order.other}"])`).click();
      await expect(picker.locator(`input[value="${order.other}"]`)).toBeChecked();
      const panel = page.getByRole('complementary');
      await expect(panel).toBeVisible();
      const name = marker('Sigga Jóns');
      await field(page, t.labels.name).fill(name);
      await field(page, t.labels.email).fill('sigga@example.is');
      await field(page, t.labels.domain).fill('sigga.is');
      await page.getByRole('button', { name: t.labels.submit }).click();
      await expect(page.getByRole('dialog')).toContainText(t.success.order);
      const row = storedRows(order.form).find((stored) => stored.fields.name === name);
      expect(row?.fields.selected_package).toBe(order.other);
      expect(row?.fields.domain).toBe('sigga.is');
      await page.getByRole('dialog').getByRole('button', { name: t.success.close }).click();
      await expect(picker.locator(`input[value="${order.defaultId}"]`)).toBeChecked();
    });
  }
});

test.describe('a package card opens its order page with that package selected', () => {
  // The hosting page's package names are the order page's (written once, in `solutions:order.packages`).
  const hosting = strings.en.solutions.order.packages;

  test('each hosting card selects its own package; the side panel and the stored order follow (en)', async ({ page, baseURL }) => {
    const t = forms('en');
    for (const [id, name] of [['basic', hosting.hostingBasic.name], ['business', hosting.hostingBusiness.name], ['enterprise', hosting.hostingEnterprise.name]] as const) {
      await page.goto(urlFor(baseURL!, 'en', '/lausnir/vefhysing'));
      await settle(page);
      const card = page.locator('main article').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await card.getByRole('link', { name: strings.en.common.labels.cta.orderNow }).click();
      await expect(page).toHaveURL(new RegExp(`/lausnir/vefhysing/panta\\?pakki=${id}$`));
      const picker = page.getByRole('group', { name: t.labels.package });
      await expect(picker.locator(`input[value="${id}"]`)).toBeChecked();
      await expect(page.getByRole('complementary')).toContainText(strings.en.solutions.order.packages[`hosting${id[0]!.toUpperCase()}${id.slice(1)}` as 'hostingBasic'].name);
    }
    await expectNoAxeViolations(page);
    const name = marker('Card Chooser');
    await field(page, t.labels.name).fill(name);
    await field(page, t.labels.email).fill('card@example.com');
    await field(page, t.labels.domain).fill('card.example');
    await page.getByRole('button', { name: t.labels.submit }).click();
    await expect(page.getByRole('dialog')).toContainText(t.success.order);
    expect(storedRows('hosting-order').find((stored) => stored.fields.name === name)?.fields.selected_package).toBe('enterprise');
  });

  test('on a full page load too, and from the pricing page for WooCommerce Express (is)', async ({ page, baseURL }) => {
    const t = forms('is');
    await page.goto(urlFor(baseURL!, 'is', '/lausnir/wordpress-express/panta?pakki=woocommerce-express'));
    await settle(page);
    const picker = page.getByRole('group', { name: t.labels.package });
    await expect(picker.locator('input[value="woocommerce-express"]')).toBeChecked();
    await expect(picker.locator('input[value="wordpress-express"]')).not.toBeChecked();
    // Another language keeps the address whole, the package with it (spec section 4: "the same address").
    await expect(page.locator('header a[hreflang="en"]').first()).toHaveAttribute(
      'href',
      urlFor(baseURL!, 'en', '/lausnir/wordpress-express/panta?pakki=woocommerce-express'),
    );

    await page.goto(urlFor(baseURL!, 'is', '/verdskra'));
    await settle(page);
    const links = page.locator('main a[href="/lausnir/wordpress-express/panta?pakki=woocommerce-express"]');
    await expect(links).toHaveCount(1);
    await links.click();
    await expect(picker.locator('input[value="woocommerce-express"]')).toBeChecked();
  });

  test('a package the link does not offer leaves the default, and a choice made before the code ran is kept', async ({ page, baseURL }) => {
    const t = forms('en');
    await page.goto(urlFor(baseURL!, 'en', '/lausnir/vefhysing/panta?pakki=%3Cscript%3E'));
    await settle(page);
    const picker = page.getByRole('group', { name: t.labels.package });
    await expect(picker.locator('input[value="basic"]')).toBeChecked();

    const releaseCode = await holdPageCode(page);
    await page.goto(urlFor(baseURL!, 'en', '/lausnir/vefhysing/panta?pakki=business'), { waitUntil: 'commit' });
    await picker.locator('label:has(input[value="enterprise"])').click();
    releaseCode();
    await settle(page);
    await field(page, t.labels.name).fill('Changed my mind');
    await expect(picker.locator('input[value="enterprise"]')).toBeChecked();
  });
});

/** The Icelandic contact form, filled in, on a page whose submissions the server answers with 500. */
async function filledContactThatFails(page: Page, baseURL: string) {
  await page.route('**/', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500 }) : route.fallback()));
  const t = forms('is');
  await page.goto(urlFor(baseURL, 'is', '/hafa-samband'));
  await settle(page);
  await field(page, t.labels.name).fill('Jón');
  await field(page, t.labels.email).fill('jon@example.is');
  await field(page, t.labels.subject).fill('Efni');
  await field(page, t.labels.message).fill('Skilaboð');
  return t;
}

test.describe('failures keep every value', () => {
  for (const failure of ['an error status', 'a network error'] as const) {
    test(`${failure} shows the alert in the page's language`, async ({ page, baseURL, consoleLog }) => {
      consoleLog.expected.push(/Failed to load resource/);
      const t = forms('en');
      await page.route('**/', (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        return failure === 'an error status' ? route.fulfill({ status: 503, body: 'down' }) : route.abort('connectionreset');
      });
      await page.goto(urlFor(baseURL!, 'en', '/hafa-samband'));
      await settle(page);
      const name = marker('Kept Value');
      await field(page, t.labels.name).fill(name);
      await field(page, t.labels.email).fill('kept@example.com');
      await field(page, t.labels.subject).fill('Kept subject');
      await field(page, t.labels.message).fill('Kept message');
      await page.getByRole('button', { name: t.labels.submit }).click();
      await expect(page.getByRole('alert')).toHaveText(t.error);
      await expect(field(page, t.labels.name)).toHaveValue(name);
      await expect(field(page, t.labels.message)).toHaveValue('Kept message');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(storedRows('contact').some((stored) => stored.fields.name === name)).toBe(false);
    });
  }

  test('the Icelandic alert is the spec text', async ({ page, baseURL, consoleLog }) => {
    consoleLog.expected.push(/Failed to load resource/);
    const t = await filledContactThatFails(page, baseURL!);
    await page.getByRole('button', { name: t.labels.submit }).click();
    await expect(page.getByRole('alert')).toHaveText('Villa kom upp við að senda form. Vinsamlegast reyndu aftur.');
  });

  test('sent from the keyboard on a phone, the send button stays on screen when the alert opens above it', async ({ page, baseURL, consoleLog }) => {
    consoleLog.expected.push(/Failed to load resource/);
    await page.setViewportSize({ width: 390, height: 844 });
    const t = await filledContactThatFails(page, baseURL!);
    const submit = page.getByRole('button', { name: t.labels.submit });
    await submit.focus();
    // The button at the bottom edge of the screen, where the alert's height would push it off.
    await submit.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 2));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(submit).toBeFocused();
    await expect.poll(() => submit.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    })).toBe(true);
  });
});

const pattern = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test("an empty or malformed field is named in the page's language, not in the browser's bubble, and nothing is sent", async ({ page, baseURL }) => {
  const t = forms('es');
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  await page.goto(urlFor(baseURL!, 'es', '/hafa-samband'));
  await settle(page);
  const name = field(page, t.labels.name);
  const email = field(page, t.labels.email);
  await email.fill('no-es-un-correo');
  await page.getByRole('button', { name: t.labels.submit }).click();
  // Each field in its own words, in the summary at the top (which takes focus) and at the field.
  const summary = page.getByRole('alert', { name: t.summaryTitle });
  await expect(summary).toBeFocused();
  const { fields } = t.fieldErrors;
  await expect(summary.getByRole('link')).toHaveText([fields.name.required, fields.email.email, fields.subject.required, fields.message.required]);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(pattern(t.fieldErrors.fields.name.required));
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(pattern(t.fieldErrors.fields.email.email));
  await expectNoAxeViolations(page);
  expect(posts).toEqual([]);
  await summary.getByRole('link', { name: t.fieldErrors.fields.email.email }).click();
  await expect(email).toBeFocused();
  // The message goes once the field is changed, at the field and in the summary.
  await name.fill('Lucía');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(summary.getByRole('link')).toHaveCount(3);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
});

test.describe('the error summary of the quote form', () => {
  for (const locale of ['is', 'en'] as const) {
    test(`after a failed send in ${locale}: focused, read as an alert, and each link leads into its field`, async ({ page, baseURL }) => {
      const t = forms(locale);
      await page.goto(urlFor(baseURL!, locale, '/fa-tilbod'));
      await settle(page);
      // What happens next and when the reply comes, beside the form.
      const panel = page.getByTestId('hero-aside');
      await expect(panel.getByRole('heading', { name: strings[locale].contact.quote.next.title })).toBeVisible();
      await expect(panel).toContainText(strings[locale].contact.quote.next.reply);

      await page.getByRole('button', { name: t.labels.submit }).click();
      const summary = page.getByRole('alert', { name: t.summaryTitle });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('heading', { level: 2 })).toHaveText(t.summaryTitle);
      const messages = [t.fieldErrors.fields.name.required, t.fieldErrors.fields.email.required, t.fieldErrors.fields.projectDescription.required];
      await expect(summary.getByRole('link')).toHaveText(messages);
      await expectNoAxeViolations(page);

      // From the keyboard: Tab reaches the first link, Enter puts the caret in the field.
      await page.keyboard.press('Tab');
      await expect(summary.getByRole('link', { name: messages[0] })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(field(page, t.labels.name)).toBeFocused();
      await summary.getByRole('link', { name: messages[2] }).click();
      const description = field(page, t.labels.projectDescription);
      await expect(description).toBeFocused();
      await expect(description).toHaveAccessibleDescription(pattern(messages[2]!));
      await expect(description).toBeInViewport();

      // A second failed send focuses the summary again.
      await field(page, t.labels.name).fill('Jón');
      await page.getByRole('button', { name: t.labels.submit }).click();
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText(messages.slice(1));
    });
  }
});

test('a value the browser let through but the server refuses is named in the summary and at its field, and then sent', async ({ page, baseURL, consoleLog }) => {
  // The browser reports the 422 answer in the console.
  consoleLog.expected.push(/Failed to load resource/);
  const t = forms('en');
  await page.goto(urlFor(baseURL!, 'en', '/thjonustubord'));
  await settle(page);
  const name = marker('Ftp Visitor');
  await field(page, t.labels.name).fill(name);
  await field(page, t.labels.email).fill('ftp@example.com');
  // type="url" accepts any scheme; the site only links to http and https (spec section 5: "website must be a URL").
  const website = field(page, t.labels.website);
  await website.fill('ftp://example.com');
  await field(page, t.labels.problem).fill('Our site is down.');
  await field(page, t.labels.urgency).selectOption('high');
  await page.getByRole('button', { name: t.labels.submit }).click();

  // The server's answer maps to the same field message as the browser's checks would give.
  const summary = page.getByRole('alert', { name: t.summaryTitle });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([t.fieldErrors.fields.website.url]);
  await summary.getByRole('link').click();
  await expect(website).toBeFocused();
  await expect(website).toHaveAttribute('aria-invalid', 'true');
  await expect(website).toHaveAccessibleDescription(pattern(t.fieldErrors.fields.website.url));
  await expect(field(page, t.labels.problem)).toHaveValue('Our site is down.');
  await expectNoAxeViolations(page);
  expect(storedRows('servicedesk').some((stored) => stored.fields.name === name)).toBe(false);

  await website.fill('https://example.com');
  await expect(website).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: t.labels.submit }).click();
  await expect(page.getByRole('dialog')).toContainText(t.success.serviceDesk);
  expect(storedRows('servicedesk').find((stored) => stored.fields.name === name)?.fields.website).toBe('https://example.com');
});

test('what a visitor enters before the page comes to life is kept and sent', async ({ page, baseURL }) => {
  // A slow phone: the page is on screen and the visitor starts on the form while its code is still on the way.
  const t = forms('en');
  const releaseCode = await holdPageCode(page);
  await page.goto(urlFor(baseURL!, 'en', '/thjonustubord'), { waitUntil: 'commit' });
  const name = marker('Early Bird');
  await field(page, t.labels.name).fill(name);
  await field(page, t.labels.email).fill('early@example.com');
  await field(page, t.labels.urgency).selectOption('urgent');
  await page.getByRole('group', { name: t.labels.type }).getByText(t.options.type.enquiry).click();

  releaseCode();
  await settle(page);
  // The first change after the page came to life re-renders the form: what came before must survive it.
  await field(page, t.labels.problem).fill('Typed after the code arrived.');
  await expect(field(page, t.labels.name)).toHaveValue(name);
  await expect(field(page, t.labels.email)).toHaveValue('early@example.com');
  await expect(field(page, t.labels.urgency)).toHaveValue('urgent');
  await expect(page.getByRole('radio', { name: t.options.type.enquiry })).toBeChecked();

  await page.getByRole('button', { name: t.labels.submit }).click();
  await expect(page.getByRole('dialog')).toContainText(t.success.serviceDesk);
  const row = storedRows('servicedesk').find((stored) => stored.fields.name === name);
  expect(row?.fields).toMatchObject({ email: 'early@example.com', urgency: 'urgent', type: 'fyrirspurn', problem: 'Typed after the code arrived.' });
});

test.describe('a send whose answer is lost (issue 32, defect 14)', () => {
  test('sent again, it is stored once: both sends carry one submission id; the next submission gets another', async ({ page, baseURL, consoleLog }) => {
    consoleLog.expected.push(/Failed to load resource/);
    const t = forms('is');
    const ids: string[] = [];
    let dropped = false;
    await page.route('**/', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      ids.push(new URLSearchParams(route.request().postData() ?? '').get('submission-id') ?? '');
      if (dropped) return route.fallback();
      // The server stores it and answers 200; the answer never reaches the page (a dropped connection).
      dropped = true;
      // Sent from the test runner, which cannot resolve the `*.localhost` preview hosts: to the same server by address.
      const url = new URL(route.request().url());
      url.hostname = '127.0.0.1';
      const answer = await route.fetch({ url: url.href });
      expect(answer.status()).toBe(200);
      return route.abort('connectionreset');
    });
    await page.goto(urlFor(baseURL!, 'is', '/hafa-samband'));
    await settle(page);
    const name = marker('Lost Answer');
    await field(page, t.labels.name).fill(name);
    await field(page, t.labels.email).fill('lost@example.com');
    await field(page, t.labels.subject).fill('Lost');
    await field(page, t.labels.message).fill('Sent twice, stored once.');
    await page.getByRole('button', { name: t.labels.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(t.error);
    expect(storedRows('contact').filter((stored) => stored.fields.name === name)).toHaveLength(1);

    await page.getByRole('button', { name: t.labels.submit }).click();
    await expect(page.getByRole('dialog')).toContainText(t.success.contact);
    expect(storedRows('contact').filter((stored) => stored.fields.name === name)).toHaveLength(1);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).toBe(ids[0]);

    // A new submission after it is a submission of its own.
    await page.getByRole('button', { name: t.success.close }).click();
    await field(page, t.labels.name).fill(`${name} again`);
    await field(page, t.labels.email).fill('lost@example.com');
    await field(page, t.labels.subject).fill('Lost');
    await field(page, t.labels.message).fill('Sent twice, stored once.');
    await page.getByRole('button', { name: t.labels.submit }).click();
    await expect(page.getByRole('dialog')).toContainText(t.success.contact);
    expect(ids).toHaveLength(3);
    expect(ids[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[2]).not.toBe(ids[0]);
  });
});

test.describe('internationalized e-mail addresses (issue 32, defect 10)', () => {
  test('jón@dæmi.is is refused in the browser with the a–z-before-the-@ message; jon@dæmi.is is stored in ASCII', async ({ page, baseURL }) => {
    const t = forms('is');
    await page.goto(urlFor(baseURL!, 'is', '/hafa-samband'));
    await settle(page);
    const name = marker('Jón IDN');
    const email = field(page, t.labels.email);
    await field(page, t.labels.name).fill(name);
    await email.fill('jón@dæmi.is');
    await field(page, t.labels.subject).fill('Netfang');
    await field(page, t.labels.message).fill('Með íslenskum stöfum.');
    await page.getByRole('button', { name: t.labels.submit }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(t.fieldErrors.emailLocalPart);
    expect(storedRows('contact').some((stored) => stored.fields.name === name)).toBe(false);

    await email.fill('jon@dæmi.is');
    await page.getByRole('button', { name: t.labels.submit }).click();
    await expect(page.getByRole('dialog')).toContainText(t.success.contact);
    expect(storedRows('contact').find((stored) => stored.fields.name === name)?.fields.email).toBe('jon@xn--dmi-yla.is');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the contact form posts and the server answers a thank-you page', async ({ page, baseURL }) => {
    const t = forms('is');
    await page.goto(urlFor(baseURL!, 'is', '/hafa-samband'));
    const name = marker('Án JS');
    await field(page, t.labels.name).fill(name);
    await field(page, t.labels.email).fill('anjs@example.is');
    await field(page, t.labels.subject).fill('Efni');
    await field(page, t.labels.message).fill('Virkar án JavaScript.');
    await page.getByRole('button', { name: t.labels.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.noscript.thanksTitle);
    expect(storedRows('contact').some((stored) => stored.fields.name === name)).toBe(true);
  });

  test('the prerendered forms carry what Netlify detects', async ({ page, baseURL }) => {
    for (const [path, name] of [
      ['/hafa-samband', 'contact'],
      ['/fa-tilbod', 'quote'],
      ['/thjonustubord', 'servicedesk'],
      ['/lausnir/wordpress-express/panta', 'wordpress-express-order'],
      ['/lausnir/vefhysing/panta', 'hosting-order'],
    ] as const) {
      await page.goto(urlFor(baseURL!, 'is', path));
      const form = page.locator(`form[name="${name}"]`);
      await expect(form).toHaveAttribute('data-netlify', 'true');
      // Added only in the Netlify layout (scripts/netlify-forms.ts): it is no HTML attribute.
      await expect(form).not.toHaveAttribute('netlify-honeypot');
      await expect(form.locator('input[name="form-name"]')).toHaveValue(name);
      await expect(form.locator('input[name="bot-field"]')).toHaveCount(1);
      // The submission id: empty in the prerendered page (the server keys a post without one by its content).
      await expect(form.locator('input[type="hidden"][name="submission-id"]')).toHaveValue('');
      for (const field of formDefinitions[name].fields) {
        expect(await form.locator(`[name="${field.name}"]`).count(), `${name} ${field.name}`).toBeGreaterThan(0);
      }
    }
  });
});
