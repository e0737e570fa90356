// Assembles one language's static site for Netlify (one Netlify site per domain): the shared client
// files plus that language's prerendered pages, with its 404 page at the root where Netlify looks for it.
import { isLocale } from '@hraun/content';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSupabaseEnv } from '../shared/supabase-env';
import { readInlineScriptSources } from '../server/security';
import { netlifyHeadersFile } from './netlify-headers';
import { withNetlifyHoneypot } from './netlify-forms';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const locale = process.env.SITE_LOCALE ?? 'is';
if (!isLocale(locale)) {
  console.error(`SITE_LOCALE must be one of is, en, es, da (got "${locale}")`);
  process.exit(1);
}
const dist = join(appDir, 'dist');
const out = join(dist, 'netlify');
if (!existsSync(join(dist, 'site', locale))) {
  console.error('Build the site first: pnpm --filter @hraun/site run build');
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
cpSync(join(dist, 'client'), out, { recursive: true });
cpSync(join(dist, 'site', locale), out, { recursive: true });
// The forms' honeypot attribute for Netlify's detection; the pages' precompressed copies would be stale, and Netlify
// compresses what it serves itself.
let forms = 0;
for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
  const file = join(entry.parentPath, entry.name);
  if (!entry.isFile()) continue;
  if (/\.html\.(br|gz)$/.test(entry.name)) rmSync(file);
  else if (entry.name.endsWith('.html')) {
    const html = readFileSync(file, 'utf8');
    const marked = withNetlifyHoneypot(html);
    if (marked !== html) {
      writeFileSync(file, marked);
      forms += 1;
    }
  }
}
console.log(`netlify-honeypot written into the forms of ${forms} pages`);
// The server's security headers, with the Supabase project the build read (the same settings) as an origin the
// pages may use.
const supabase = readSupabaseEnv(process.env);
writeFileSync(join(out, '_headers'), netlifyHeadersFile(supabase.kind === 'configured' ? [new URL(supabase.config.url).origin] : [], readInlineScriptSources(dist)));
console.log(`Netlify output for ${locale}: ${out}`);
