// The submissions command: list and export (CSV, JSON) from a real SQLite file, run in process and as
// the real command through tsx.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, main, neutraliseFormula, toCsv } from '../../scripts/submissions';
import { SqliteStore } from '../../server/forms/sqlite-store';
import type { NewSubmission } from '../../server/forms/store';
import { tempDir } from './helpers';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const dir = tempDir();
const dbPath = join(dir.dir, 'cli.sqlite');

const rows: NewSubmission[] = [
  {
    id: randomUUID(),
    formName: 'contact',
    locale: 'is',
    fields: { name: 'Jón "Nonni" Jónsson', email: 'jon@example.is', phone: '+354 555 1234', company: '', subject: '=HYPERLINK("http://evil")', message: 'Lína 1\nLína 2, með kommu' },
    createdAt: new Date('2025-03-01T10:00:00Z'),
    clientIpHash: null,
  },
  {
    id: randomUUID(),
    formName: 'quote',
    locale: 'en',
    fields: { name: '@SUM(A1)', email: 'ann@example.com', phone: '', company: '-2+3', message: '\u001b[31mred', budget: '', timeline: '', selected_services: 'seo, analytics', selected_solutions: '' },
    createdAt: new Date('2025-03-02T10:00:00Z'),
    clientIpHash: null,
  },
];

/** An RFC 4180 reader, for checking the export. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return records;
}

async function run(args: string[]): Promise<string> {
  let output = '';
  await main([...args, '--db', dbPath], (text) => {
    output += text;
  });
  return output;
}

beforeAll(async () => {
  const store = new SqliteStore(dbPath);
  await store.migrate();
  for (const row of rows) await store.insert(row, []);
  await store.close();
});
afterAll(() => dir.cleanup());

describe('submissions list', () => {
  it('prints newest first with a count, and filters by form', async () => {
    const all = (await run(['list'])).trim().split('\n');
    expect(all).toHaveLength(3);
    expect(all[0]).toContain(rows[1]!.id);
    expect(all[1]).toContain(rows[0]!.id);
    expect(all[1]).toContain('Jón "Nonni" Jónsson <jon@example.is>');
    expect(all[2]).toBe('2 of 2 submission(s), newest first.');
    const quotes = (await run(['list', '--form', 'quote', '--limit', '5'])).trim().split('\n');
    expect(quotes).toHaveLength(2);
    expect(quotes[1]).toBe('1 of 1 submission(s) of form quote, newest first.');
    expect((await run(['list', '--limit', '1'])).trim().split('\n')[1]).toBe('1 of 2 submission(s), newest first.');
  });

  it('refuses a bad limit and an unknown command', async () => {
    await expect(run(['list', '--limit', '0'])).rejects.toThrow(/--limit/);
    await expect(run(['drop'])).rejects.toThrow(/Unknown command/);
    await expect(run(['export'])).rejects.toThrow(/--format/);
  });
});

describe('submissions export', () => {
  it('writes CSV with a header, quoting, and formulas neutralised', async () => {
    const records = parseCsv(await run(['export', '--format', 'csv']));
    const [header, first, second] = records;
    expect(header).toEqual([
      'id', 'created_at', 'form_name', 'locale',
      'name', 'email', 'phone', 'company', 'subject', 'message', 'budget', 'timeline', 'selected_services', 'selected_solutions',
    ]);
    expect(records).toHaveLength(3);
    const cell = (record: string[] | undefined, column: string) => record?.[header!.indexOf(column)];
    // Oldest first.
    expect(cell(first, 'id')).toBe(rows[0]!.id);
    expect(cell(first, 'name')).toBe('Jón "Nonni" Jónsson');
    expect(cell(first, 'phone')).toBe("'+354 555 1234");
    expect(cell(first, 'subject')).toBe('\'=HYPERLINK("http://evil")');
    expect(cell(first, 'message')).toBe('Lína 1\nLína 2, með kommu');
    expect(cell(first, 'budget')).toBe('');
    expect(cell(second, 'name')).toBe("'@SUM(A1)");
    expect(cell(second, 'company')).toBe("'-2+3");
    expect(cell(second, 'selected_services')).toBe('seo, analytics');
    expect(cell(second, 'subject')).toBe('');
  });

  it('writes JSON with every field verbatim, to a file readable by its owner only', async () => {
    const out = join(dir.dir, 'export.json');
    expect(await run(['export', '--format', 'json', '--out', out])).toBe(`2 submission(s) written to ${out}\n`);
    const exported = JSON.parse(readFileSync(out, 'utf8')) as unknown[];
    expect(exported).toEqual(rows.map((row) => ({ id: row.id, form: row.formName, locale: row.locale, createdAt: row.createdAt.toISOString(), fields: row.fields })));
    expect(statSync(out).mode & 0o777).toBe(0o600);
  });

  it('adds a byte order mark for Excel only when asked', async () => {
    expect((await run(['export', '--format', 'csv'])).startsWith('"id"')).toBe(true);
    expect((await run(['export', '--format', 'csv', '--excel'])).startsWith('\uFEFF"id"')).toBe(true);
  });

  it('neutralises every formula trigger and quotes each cell', () => {
    expect(['=1', '+1', '-1', '@a', '\tx', '\rx', 'a=1', '1-2'].map(neutraliseFormula)).toEqual(["'=1", "'+1", "'-1", "'@a", "'\tx", "'\rx", 'a=1', '1-2']);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(toCsv([])).toBe('"id","created_at","form_name","locale"\r\n');
  });
});

describe('the real command', () => {
  const tsx = join(repoRoot, 'node_modules/.bin/tsx');
  const script = 'apps/site/scripts/submissions.ts';

  it('lists from FORMS_DB_PATH, and says so when the database is missing (exit 2)', () => {
    const env = { ...process.env, DATABASE_URL: '', FORMS_DB_PATH: dbPath };
    const ok = spawnSync(tsx, [script, 'list'], { cwd: repoRoot, env, encoding: 'utf8', timeout: 60_000 });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('2 of 2 submission(s)');
    // Escape sequences never reach the terminal.
    expect(ok.stdout).not.toContain('\u001b');
    const missing = spawnSync(tsx, [script, 'list'], { cwd: repoRoot, env: { ...env, FORMS_DB_PATH: join(dir.dir, 'none.sqlite') }, encoding: 'utf8', timeout: 60_000 });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('No submissions database at');
  });
});
