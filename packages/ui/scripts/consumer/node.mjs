// The two cells that need no bundler: require() from CommonJS code, and server rendering with
// react-dom/server's renderToString, each run by plain Node in the install of one React version.
import { demo } from './content.mjs';
import { check, writeFiles } from './lib.mjs';

/**
 * CommonJS code of a consumer (Node >= 20.19, the package's engines, loads an ES module through require()):
 * every JavaScript entry of the published exports, the main one with its components.
 */
export async function requireCell(cell, dir, manifest) {
  const entries = Object.entries(manifest.exports ?? {})
    .filter(([, target]) => {
      const file = typeof target === 'string' ? target : (target.require ?? target.default ?? target.import);
      return typeof file === 'string' && /\.[cm]?js$/.test(file);
    })
    .map(([entry]) => `@hraun/ui${entry.slice(1)}`);
  check(entries.includes('@hraun/ui'), `the published exports have no JavaScript main entry: ${JSON.stringify(manifest.exports)}`);
  writeFiles(dir, {
    'require-check.cjs': `// Run by the consumer matrix: require() of each JavaScript entry of @hraun/ui.
const counts = {};
for (const name of ${JSON.stringify(entries)}) counts[name] = Object.keys(require(name)).length;
const ui = require('@hraun/ui');
for (const name of ['Button', 'SiteHeader', 'Dialog', 'TextField', 'ProjectCard']) {
  if (typeof ui[name] !== 'function' && typeof ui[name] !== 'object') throw new Error('require("@hraun/ui").' + name + ' is ' + typeof ui[name]);
}
console.log(JSON.stringify(counts));
`,
  });
  const output = await cell.step(`require() ${entries.join(', ')}`, () => cell.run(process.execPath, ['require-check.cjs'], { cwd: dir }));
  const counts = JSON.parse(output.trim().split('\n').at(-1));
  cell.log(`  ${Object.entries(counts).map(([name, count]) => `${name}: ${count} exports`).join(', ')}`);
  for (const [name, count] of Object.entries(counts)) check(count > 0, `require('${name}') gave no exports`);
}

/** The renderToString tree, as an ES module for plain Node (no JSX). */
function ssrScript() {
  return `// Run by the consumer matrix: renders the header, a closed dialog, a form and cards with renderToString.
import { createElement as h, version } from 'react';
import { renderToString } from 'react-dom/server';
import { Button, Dialog, FormGrid, NewsCard, PackageCard, ProjectCard, SelectField, SiteHeader, SubmitButton, TextArea, TextField } from '@hraun/ui';

const demo = ${JSON.stringify(demo, null, 2)};
// React reports its warnings (a bad prop, a missing key, a hook misused) on the console: collect them.
const problems = [];
for (const level of ['error', 'warn']) console[level] = (...args) => problems.push(level + ': ' + args.map(String).join(' '));
const noop = () => {};
const { form } = demo;
const tree = h('div', null,
  h(SiteHeader, { brand: demo.brand, navLabel: demo.navLabel, items: [...demo.groups, ...demo.links], menuLabels: demo.menuLabels }),
  h('main', null,
    h(Dialog, { trigger: h(Button, { variant: 'secondary' }, demo.dialog.trigger), title: demo.dialog.title, description: demo.dialog.description, closeLabel: demo.dialog.close }),
    h('form', { action: '/senda', method: 'post' },
      h(FormGrid, null,
        h(TextField, { ...form.name, required: true, value: '', onChange: noop }),
        h(TextField, { ...form.email, type: 'email', value: '', onChange: noop }),
        h(SelectField, { ...form.topic, value: '', onChange: noop }),
        h(TextArea, { ...form.message, value: '', onChange: noop }),
      ),
      h(SubmitButton, { pending: false, pendingLabel: form.pending }, form.submit),
    ),
    h(ProjectCard, { ...demo.project, fallbackImage: demo.image }),
    h(NewsCard, demo.news),
    h(PackageCard, { ...demo.package, popular: true, action: h(Button, null, demo.package.action) }),
  ),
);
let html = '';
try {
  html = renderToString(tree);
} catch (error) {
  problems.push('renderToString threw: ' + (error && error.stack || error));
}
process.stdout.write(JSON.stringify({ react: version, html, problems }));
`;
}

const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The label `text` names a control by its id: `<label for=X>` and exactly one `<tag id=X>`. */
function labelledControl(html, text, tag) {
  const label = new RegExp(`<label[^>]*\\bfor="([^"]+)"[^>]*>${escapeRe(text)}`).exec(html);
  check(label, `no <label for=…> with the text "${text}"`);
  const id = label[1];
  const controls = html.match(new RegExp(`<${tag}\\b[^>]*\\bid="${escapeRe(id)}"`, 'g')) ?? [];
  check(controls.length === 1, `the label "${text}" points to id "${id}", held by ${controls.length} <${tag}> elements, not one`);
  return id;
}

/** Server rendering from plain Node: the markup of the header, a closed dialog, a form and three cards. */
export async function ssrCell(cell, dir, react) {
  writeFiles(dir, { 'ssr-check.mjs': ssrScript() });
  const output = await cell.step('renderToString (react-dom/server) of header, dialog, form and cards', () => cell.run(process.execPath, ['ssr-check.mjs'], { cwd: dir }));
  const { react: rendered, html, problems } = JSON.parse(output.slice(output.indexOf('{')));
  check(rendered === react, `rendered with React ${rendered}, expected ${react}`);
  check(problems.length === 0, `React reported problems while rendering:\n    ${problems.join('\n    ')}`);
  const count = (re) => (html.match(re) ?? []).length;
  // Header: brand link, the navigation, a menu button per group and the plain link.
  check(count(/<header\b/g) === 1, 'no <header> in the markup');
  check(new RegExp(`<a[^>]*href="/"[^>]*>${demo.brand.label}</a>`).test(html), 'the header has no brand link');
  check(html.includes(`<nav class="`) && html.includes(`aria-label="${demo.navLabel}"`), 'the header has no labelled <nav>');
  for (const group of demo.groups) {
    check(new RegExp(`<button[^>]*aria-haspopup="menu"[^>]*>${escapeRe(group.label)}`).test(html), `no menu button "${group.label}" in the header`);
  }
  check(html.includes(`href="${demo.links[0].href}"`), `the header lacks the link ${demo.links[0].href}`);
  // Dialog: its trigger only; the content renders when it opens.
  check(new RegExp(`<button[^>]*aria-haspopup="dialog"[^>]*aria-expanded="false"[^>]*>${escapeRe(demo.dialog.trigger)}</button>`).test(html), 'no closed dialog trigger (aria-haspopup="dialog", aria-expanded="false")');
  check(!html.includes('role="dialog"') && !html.includes(demo.dialog.title), 'the closed dialog rendered its content');
  // Form: each label names its control.
  labelledControl(html, demo.form.name.label, 'input');
  labelledControl(html, demo.form.email.label, 'input');
  labelledControl(html, demo.form.message.label, 'textarea');
  labelledControl(html, demo.form.topic.label, 'select');
  for (const option of demo.form.topic.options) check(html.includes(`<option value="${option.value}">${option.label}</option>`), `the select lacks the option ${option.value}`);
  check(new RegExp(`<button[^>]*type="submit"[^>]*>${escapeRe(demo.form.submit)}</button>`).test(html), 'no submit button');
  // Cards: three articles with their headings and links.
  check(count(/<article\b/g) === 3, `${count(/<article\b/g)} <article> elements, expected 3 cards`);
  for (const card of [demo.project, demo.news]) {
    check(new RegExp(`<h3[^>]*><a[^>]*href="${escapeRe(card.href)}"[^>]*>${escapeRe(card.title)}`).test(html), `no card heading linking "${card.title}" to ${card.href}`);
  }
  check(new RegExp(`<h3[^>]*>${escapeRe(demo.package.name)}</h3>`).test(html), `no package card "${demo.package.name}"`);
  cell.log(`  ${html.length} characters of HTML: header with ${demo.groups.length} menus, closed dialog, form with 4 labelled fields, 3 cards; no warnings`);
}
