import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { builtSiteRequirement, describeWith } from '../require';
import { distDir } from './built-site';

const appDir = join(import.meta.dirname, '../..');

describeWith(builtSiteRequirement(distDir), 'the Netlify layout of one language (scripts/netlify-layout.ts)', () => {
  const output = execFileSync('pnpm', ['exec', 'tsx', 'scripts/netlify-layout.ts'], {
    cwd: appDir,
    encoding: 'utf8',
    env: { ...process.env, SITE_LOCALE: 'es', SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'anon' },
  });
  const out = join(distDir, 'netlify');

  it('publishes the language at the root, with its not-found page where Netlify looks for it', () => {
    expect(output).toContain('Netlify output for es');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toMatch(/<html lang="es"/);
    expect(existsSync(join(out, '404.html'))).toBe(true);
  });

  it('names the honeypot on the five forms for Netlify’s detection, and ships no stale precompressed pages', () => {
    const forms = ['hafa-samband', 'fa-tilbod', 'thjonustubord', 'lausnir/wordpress-express/panta', 'lausnir/vefhysing/panta'].map(
      (path) => /<form netlify-honeypot="bot-field" name="[^"]+" data-netlify="true"/.test(readFileSync(join(out, path, 'index.html'), 'utf8')),
    );
    expect(forms).toEqual([true, true, true, true, true]);
    const stale = readdirSync(out, { recursive: true }).filter((file) => /\.html\.(br|gz)$/.test(String(file)));
    expect(stale).toEqual([]);
  });

  it('writes the security headers with the Supabase project the build read', () => {
    const headers = readFileSync(join(out, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/\*\n {2}content-security-policy: [^\n]*connect-src 'self' https:\/\/abcd\.supabase\.co/);
    expect(headers).toContain('strict-transport-security: max-age=63072000; includeSubDomains; preload');
  });
});
