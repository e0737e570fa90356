// The Next.js App Router cell: an app whose page is a server component (no 'use client' in it) rendering the
// header with its menus, a dialog with its trigger, a form (a client component of the app, as its fields are
// controlled) and three cards; `next build`, `next start` on 127.0.0.1, then the server's HTML and Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demo } from './content.mjs';
import { check, cleanEnv, freePort, launchChromium, waitForHttp, watchPage, writeFiles } from './lib.mjs';

const appFiles = {
  // The packages are installed one folder up (shared with the other cells of React 19).
  'next.config.mjs': `import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
export default { turbopack: { root }, outputFileTracingRoot: root };
`,
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'es2022',
        lib: ['dom', 'dom.iterable', 'esnext'],
        allowJs: false,
        skipLibCheck: false,
        strict: true,
        noEmit: true,
        esModuleInterop: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'react-jsx',
        incremental: false,
        plugins: [{ name: 'next' }],
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
      exclude: ['node_modules'],
    },
    null,
    2,
  ),
  // The one place the app names the package's theme API. No styles.css: the components (server components among
  // them) bring their own CSS and the theme's base rules (the --hraun-* variables on :root); `themeClass`, if set,
  // goes on <body>. With the optional reset.css, as the README suggests.
  'app/theme.ts': `import '@hraun/ui/reset.css';
import { vars } from '@hraun/ui';

export const theme = { primaryVar: vars.color.primary, themeClass: undefined as string | undefined };
`,
  'app/layout.tsx': `import type { ReactNode } from 'react';
import { theme } from './theme';

// An icon of its own, so the browser asks the server for no /favicon.ico.
export const metadata = { title: '@hraun/ui in the Next.js App Router', icons: { icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="is">
      <body className={theme.themeClass} data-primary-var={theme.primaryVar}>
        {children}
      </body>
    </html>
  );
}
`,
  // A server component: no 'use client'. Everything it passes to the package's client components is data,
  // elements, or a client reference (AppLink). The header takes next/link itself, imported here with no wrapper of
  // the app's own, as an element: in a server component next/link is a server function, which cannot be passed.
  'app/page.tsx': `import { Button, Dialog, NewsCard, PackageCard, ProjectCard, SiteHeader } from '@hraun/ui';
import Link from 'next/link';
import { AppLink } from './AppLink';
import { ContactForm } from './ContactForm';

const demo = ${JSON.stringify(demo, null, 2)};

export default function Page() {
  return (
    <>
      <SiteHeader brand={demo.brand} navLabel={demo.navLabel} items={[...demo.groups, ...demo.links]} menuLabels={demo.menuLabels} linkComponent={<Link href="" prefetch={false} data-next-link="" />} />
      <main style={{ maxWidth: '48rem', margin: '0 auto', padding: '6rem 1rem 2rem' }}>
        <h1>@hraun/ui</h1>
        <Dialog
          trigger={<Button variant="secondary">{demo.dialog.trigger}</Button>}
          title={demo.dialog.title}
          description={demo.dialog.description}
          closeLabel={demo.dialog.close}
        />
        <ContactForm form={demo.form} />
        <ProjectCard {...demo.project} fallbackImage={demo.image} linkComponent={AppLink} />
        <NewsCard {...demo.news} linkComponent={AppLink} />
        <PackageCard {...demo.package} popular action={<Button>{demo.package.action}</Button>} />
      </main>
    </>
  );
}
`,
  // The app's router link, a client component passed by reference from the server page.
  'app/AppLink.tsx': `'use client';

import type { LinkProps } from '@hraun/ui';
import Link from 'next/link';
import { forwardRef } from 'react';

export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink({ href, ...rest }, ref) {
  return <Link ref={ref} href={href} prefetch={false} data-app-link="" {...rest} />;
});
`,
  'app/ContactForm.tsx': `'use client';

import { FormGrid, SelectField, SubmitButton, TextArea, TextField, type SelectOption } from '@hraun/ui';
import { useEffect, useState, version } from 'react';

interface Field { label: string; name: string }
interface FormText {
  name: Field;
  email: Field;
  message: Field;
  topic: Field & { placeholder: string; options: SelectOption[] };
  submit: string;
  pending: string;
}

export function ContactForm({ form }: { form: FormText }) {
  const [values, setValues] = useState({ name: '', email: '', message: '', topic: '' });
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((was) => ({ ...was, [key]: value }));
  // Marks the page as hydrated, and says which React runs it, for the test.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    document.documentElement.dataset.react = version;
  }, []);
  return (
    <form action="/senda" method="post" onSubmit={(event) => { event.preventDefault(); setPending(true); }}>
      <FormGrid>
        <TextField {...form.name} required value={values.name} onChange={set('name')} />
        <TextField {...form.email} type="email" value={values.email} onChange={set('email')} />
        <SelectField {...form.topic} value={values.topic} onChange={set('topic')} />
        <TextArea {...form.message} value={values.message} onChange={set('message')} />
      </FormGrid>
      <SubmitButton pending={pending} pendingLabel={form.pending}>{form.submit}</SubmitButton>
    </form>
  );
}
`,
};

/** True when `version` (x.y.z) satisfies a simple `>=a.b.c` range. */
function satisfiesAtLeast(version, range) {
  const floor = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(range?.trim() ?? '');
  if (!floor) return null;
  const have = version.replace(/^v/, '').split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    const want = Number(floor[index + 1]);
    if (have[index] !== want) return have[index] > want;
  }
  return true;
}

/** Resolves with a note on the React the page runs in the browser. */
export async function nextCell(cell, dir) {
  const app = join(dir, 'next');
  writeFiles(app, appFiles);
  check(!/^\s*['"]use client['"]/.test(appFiles['app/page.tsx']), 'the page must be a server component');
  const nextManifest = JSON.parse(readFileSync(join(dir, 'node_modules/next/package.json'), 'utf8'));
  const engines = nextManifest.engines?.node;
  const accepts = satisfiesAtLeast(process.version, engines);
  check(accepts !== false, `next ${nextManifest.version} needs Node ${engines}; this is ${process.version}`);
  check(satisfiesAtLeast('20.19.0', engines) !== false, `next ${nextManifest.version} needs Node ${engines}, above the package's own floor of 20.19`);
  cell.log(`  next ${nextManifest.version} (engines: node ${engines}) on Node ${process.version}`);

  const env = { ...cleanEnv, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const nextBin = join(dir, 'node_modules/next/dist/bin/next');
  const buildOutput = await cell.step('next build', () => cell.run(process.execPath, [nextBin, 'build'], { cwd: app, env }));
  const route = buildOutput.split('\n').find((line) => /\s\/\s*$|[○●ƒ]\s+\/(\s|$)/.test(line));
  if (route) cell.log(`  route: ${route.trim()}`);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const server = cell.start(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], { cwd: app, env });
  cell.onCleanUp(() => server.stop());
  await cell.step(`next start on ${url}`, () => waitForHttp(url, server, 30));

  await cell.step('the server HTML holds the header, the dialog trigger, the form and the cards', async () => {
    const html = await (await fetch(url)).text();
    check(/<header\b/.test(html), 'no <header> in the server HTML');
    check(html.includes(`aria-label="${demo.navLabel}"`), 'no labelled navigation in the server HTML');
    for (const group of demo.groups) check(new RegExp(`aria-haspopup="menu"[^>]*>${group.label}`).test(html), `no menu button "${group.label}" in the server HTML`);
    check(html.includes(`>${demo.dialog.trigger}</button>`), 'no dialog trigger in the server HTML');
    check(!html.includes('role="dialog"'), 'the closed dialog is in the server HTML');
    for (const field of [demo.form.name, demo.form.email, demo.form.message, demo.form.topic]) check(html.includes(`>${field.label}`), `no label "${field.label}" in the server HTML`);
    const articles = (html.match(/<article\b/g) ?? []).length;
    check(articles === 3, `${articles} <article> elements in the server HTML, expected 3 cards`);
    for (const title of [demo.project.title, demo.news.title, demo.package.name]) check(html.includes(title), `no card "${title}" in the server HTML`);
    cell.log(`  ${html.length} characters: header with ${demo.groups.length} menu buttons, dialog trigger, 4 labels, 3 cards`);
  });

  let browserReact;
  await cell.step('Chromium: hydration, menu, dialog, form labels, theme', async () => {
    const browser = await launchChromium(cell);
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const problems = watchPage(page);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 }).catch(() => {
      throw new Error(`the page did not hydrate; problems: ${problems.join('; ') || 'none'}`);
    });
    browserReact = await page.getAttribute('html', 'data-react');
    cell.log(`  the page runs React ${browserReact} in the browser (the App Router's React is the one Next ships with)`);
    check(Number(browserReact?.split('.')[0]) >= 19, `the page runs React ${browserReact}, not 19`);
    check((await page.locator('header a[data-next-link]').count()) > 0, "the header's links were not rendered by next/link, passed as an element from the server page");
    check((await page.locator('article a[data-app-link]').count()) > 0, "the cards' links were not rendered by the app's link component");

    // A menu of the header opens on click and shows its items.
    const group = demo.groups[0];
    await page.getByRole('navigation', { name: demo.navLabel }).getByRole('button', { name: group.label }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {
      throw new Error(`the "${group.label}" menu did not open; problems: ${problems.join('; ') || 'none'}`);
    });
    for (const item of group.items) {
      const entry = menu.getByRole('menuitem', { name: item.label });
      check(await entry.isVisible(), `the open menu does not show "${item.label}"`);
      check((await entry.getAttribute('href')) === item.href, `the menu item "${item.label}" does not link to ${item.href}`);
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden', timeout: 5_000 });

    // The dialog opens from its trigger, closes on Escape, and focus returns to the trigger.
    const trigger = page.getByRole('button', { name: demo.dialog.trigger });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: demo.dialog.title });
    await dialog.waitFor({ state: 'visible', timeout: 5_000 });
    check(await dialog.getByText(demo.dialog.description).isVisible(), 'the dialog does not show its description');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
    // Radix moves focus back as the dialog's focus scope unmounts, a moment after the dialog is gone from view.
    await page
      .waitForFunction((name) => globalThis.document.activeElement?.textContent?.trim() === name, demo.dialog.trigger, { timeout: 3_000 })
      .catch(() => {});
    const focused = await page.evaluate(() => globalThis.document.activeElement?.tagName + ' ' + (globalThis.document.activeElement?.textContent?.trim() ?? '').slice(0, 60));
    check(focused.endsWith(` ${demo.dialog.trigger}`), `after Escape focus is on ${focused}, not back on the trigger "${demo.dialog.trigger}"`);

    // Each label names its control, and the controlled fields take input once hydrated.
    for (const field of [demo.form.name, demo.form.email, demo.form.message, demo.form.topic]) {
      const wiring = await page.evaluate((text) => {
        const label = [...globalThis.document.querySelectorAll('label')].find((element) => element.textContent.replace('*', '').trim() === text);
        const control = label && globalThis.document.getElementById(label.htmlFor);
        return { found: !!label, htmlFor: label?.htmlFor, control: control?.tagName, labelled: control ? [...control.labels].includes(label) : false };
      }, field.label);
      check(wiring.found && wiring.htmlFor && wiring.labelled, `the label "${field.label}" is not associated with a control: ${JSON.stringify(wiring)}`);
    }
    await page.getByLabel(demo.form.email.label).fill('gudrun@hraun.is');
    check((await page.getByLabel(demo.form.email.label).inputValue()) === 'gudrun@hraun.is', 'the email field did not take the typed text');
    await page.getByLabel(demo.form.topic.label).selectOption(demo.form.topic.options[1].value);
    check((await page.getByLabel(demo.form.topic.label).inputValue()) === demo.form.topic.options[1].value, 'the select did not take the chosen option');

    // The theme's variables apply: the primary button is filled with --hraun-color-primary, the theme's primary.
    const seen = await page.evaluate((submitLabel) => {
      const { document, getComputedStyle } = globalThis;
      const computedColor = (value) => {
        const probe = document.createElement('i');
        probe.style.color = value;
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      };
      const submit = [...document.querySelectorAll('button[type="submit"]')].find((button) => button.textContent.trim() === submitLabel);
      return {
        primaryVar: document.body.dataset.primaryVar,
        rootPrimary: getComputedStyle(document.documentElement).getPropertyValue('--hraun-color-primary').trim(),
        expected: computedColor(getComputedStyle(document.documentElement).getPropertyValue('--hraun-color-primary').trim() || 'transparent'),
        button: submit && getComputedStyle(submit).backgroundColor,
      };
    }, demo.form.submit);
    check(seen.primaryVar === 'var(--hraun-color-primary)', `vars.color.primary is ${seen.primaryVar}, not var(--hraun-color-primary)`);
    check(seen.rootPrimary !== '', 'the theme is not applied: no --hraun-color-primary on :root');
    check(seen.button && seen.button !== 'rgba(0, 0, 0, 0)' && seen.button === seen.expected, `the submit button's background is ${seen.button}, not the theme primary ${seen.expected}`);

    await page.waitForTimeout(300);
    check(problems.length === 0, `the page reported problems (hydration, console, requests):\n    ${problems.join('\n    ')}`);
    cell.log(`  hydrated without warnings; "${group.label}" menu shows ${group.items.length} items; dialog opens, Escape closes it and focus returns; 4 labels tied to their controls; submit button ${seen.button} = --hraun-color-primary (${seen.rootPrimary})`);
  });
  return `the App Router renders with the React that Next ${nextManifest.version} ships (${browserReact} in the browser), whatever react the app installs`;
}
