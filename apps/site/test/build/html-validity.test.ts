import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { builtSiteRequirement, describeWith } from '../require';
import { builtPages, distDir } from './built-site';
import { nuAllowList } from './nu-allow-list';

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/** The W3C Nu HTML Checker (npm vnu-jar, on Java) over every HTML file under `dir`, in one process (about 30 s). */
function runNu(dir: string): NuMessage[] {
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const java = process.env.JAVA ?? 'java';
  // The report goes to stderr; --exit-zero-always keeps findings apart from a checker that could not run.
  const run = spawnSync(java, ['-jar', jar, '--format', 'json', '--exit-zero-always', '--skip-non-html', dir], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || run.status !== 0) {
    throw new Error(`The Nu HTML Checker did not run (${java} -jar ${jar}): ${run.error?.message ?? run.stderr}. Java comes from Debian's default-jre-headless (scripts/bootstrap.sh --java).`);
  }
  return (JSON.parse(run.stderr) as { messages: NuMessage[] }).messages;
}

const pageOf = (message: NuMessage) => relative(join(distDir, 'site'), new URL(message.url).pathname);
const describeMessage = (message: NuMessage) => `${pageOf(message)}: ${message.message}${message.extract ? ` in ${JSON.stringify(message.extract)}` : ''}`;
const isWarning = (message: NuMessage) => message.type === 'info' && message.subType === 'warning';

describeWith(builtSiteRequirement(distDir), 'the W3C Nu HTML Checker on every prerendered page of every language', () => {
  const pages = builtPages();
  const messages = runNu(join(distDir, 'site'));
  const allowed = (message: NuMessage) => nuAllowList.some((entry) => entry.message === message.message);
  const errors = messages.filter((message) => message.type !== 'info');
  const warnings = messages.filter(isWarning);

  it('checked every page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(200);
    // A page the checker could not read would show as a non-document error, counted below.
    console.info(
      `Nu HTML Checker: ${pages.length} pages; ${errors.filter((m) => !allowed(m)).length} errors, ${warnings.filter((m) => !allowed(m)).length} warnings; ` +
        `${messages.filter(allowed).length} messages of ${nuAllowList.length} allow-listed kinds; ${messages.filter((m) => m.type === 'info' && !isWarning(m)).length} infos`,
    );
  });

  it('reports no error', () => {
    expect(errors.filter((message) => !allowed(message)).map(describeMessage)).toEqual([]);
  });

  it('reports no warning', () => {
    expect(warnings.filter((message) => !allowed(message)).map(describeMessage)).toEqual([]);
  });

  it('needs every entry of the allow-list', () => {
    const unused = nuAllowList.filter((entry) => !messages.some((message) => message.message === entry.message));
    expect(unused.map((entry) => entry.message)).toEqual([]);
  });

  it('gives every page one h1, first, and headings that never skip a level', () => {
    const outlines = pages.flatMap(({ locale, path, file }) => {
      const levels = [...readFileSync(file, 'utf8').matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
      const problems: string[] = [];
      if (levels.filter((level) => level === 1).length !== 1) problems.push(`${levels.filter((level) => level === 1).length} h1`);
      if (levels[0] !== 1) problems.push(`first heading h${levels[0]}`);
      levels.forEach((level, index) => {
        const before = levels[index - 1];
        if (before !== undefined && level > before + 1) problems.push(`h${before} then h${level}`);
      });
      return problems.map((problem) => `${locale}${path}: ${problem}`);
    });
    expect(outlines).toEqual([]);
  });
});
