// Lists and exports the stored form submissions (the store the server writes: the SQLite file of
// FORMS_DB_PATH, default data/submissions.sqlite relative to the working directory, or PostgreSQL when
// DATABASE_URL is set).
//
//   tsx apps/site/scripts/submissions.ts list [--form contact] [--limit 20] [--db file.sqlite]
//   tsx apps/site/scripts/submissions.ts export --format csv|json [--out file] [--form contact] [--excel]
//
// CSV: RFC 4180 (every cell quoted, CRLF), a header row, and cells that a spreadsheet would run as a
// formula (starting with = + - @, tab or carriage return) prefixed with an apostrophe. `--excel` adds a
// UTF-8 byte order mark so Excel reads the letters right.
import { formDefinitions } from '@hraun/content/forms/definitions';
import { closeSync, existsSync, fchmodSync, openSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { submissionPayload } from '../server/forms/channels';
import { DEFAULT_DB_PATH, storeFromEnv } from '../server/forms/config';
import type { StoredSubmission, SubmissionStore } from '../server/forms/store';

const USAGE = `Usage:
  submissions list [--form NAME] [--limit N] [--db FILE]
  submissions export --format csv|json [--out FILE] [--form NAME] [--excel] [--db FILE]
The store: DATABASE_URL (PostgreSQL) when set, else the SQLite file --db, FORMS_DB_PATH or ${DEFAULT_DB_PATH}.`;

class UsageError extends Error {}

/** A cell a spreadsheet would evaluate gets a leading apostrophe. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: string): string {
  return `"${neutraliseFormula(value).replaceAll('"', '""')}"`;
}

/** The field columns: the known forms' fields in their order, then any other stored name. */
function fieldColumns(rows: readonly StoredSubmission[]): string[] {
  const columns: string[] = [];
  const add = (name: string) => {
    if (!columns.includes(name)) columns.push(name);
  };
  const forms = new Set(rows.map((row) => row.formName));
  for (const definition of Object.values(formDefinitions)) {
    if (forms.has(definition.name)) for (const field of definition.fields) add(field.name);
  }
  for (const row of rows) for (const name of Object.keys(row.fields)) add(name);
  return columns;
}

export function toCsv(rows: readonly StoredSubmission[]): string {
  const columns = fieldColumns(rows);
  const header = ['id', 'created_at', 'form_name', 'locale', ...columns];
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) {
    const cells = [row.id, row.createdAt, row.formName, row.locale, ...columns.map((name) => row.fields[name] ?? '')];
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

function toJson(rows: readonly StoredSubmission[]): string {
  return `${JSON.stringify(rows.map(submissionPayload), null, 2)}\n`;
}

/** Control characters (a terminal escape, a line break) never reach the terminal from `list`. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const printable = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');

function listLines(rows: readonly StoredSubmission[]): string[] {
  return rows.map((row) => {
    const who = [row.fields.name, row.fields.email ? `<${row.fields.email}>` : ''].filter(Boolean).join(' ');
    return printable(`${row.createdAt}  ${row.formName.padEnd(23)}  ${row.locale}  ${row.id}  ${who}`);
  });
}

function openStore(dbOption: string | undefined): SubmissionStore {
  const env = { ...process.env };
  if (dbOption) {
    delete env.DATABASE_URL;
    env.FORMS_DB_PATH = dbOption;
  }
  if (!env.DATABASE_URL) {
    const path = resolve(env.FORMS_DB_PATH || DEFAULT_DB_PATH);
    // Reading must not create an empty database where the real one was expected.
    if (!existsSync(path)) throw new UsageError(`No submissions database at ${path} (set FORMS_DB_PATH, --db or DATABASE_URL).`);
  }
  return storeFromEnv(env);
}

export async function main(argv: string[], out: (text: string) => void = (text) => process.stdout.write(text)): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      form: { type: 'string' },
      limit: { type: 'string' },
      format: { type: 'string' },
      out: { type: 'string' },
      db: { type: 'string' },
      excel: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    out(`${USAGE}\n`);
    return;
  }
  if (command !== 'list' && command !== 'export') throw new UsageError(`Unknown command "${command}".`);
  let limit: number | undefined;
  if (values.limit !== undefined) {
    limit = Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit takes a positive whole number.');
  }
  if (command === 'export' && values.format !== 'csv' && values.format !== 'json') throw new UsageError('export needs --format csv or --format json.');

  const store = openStore(values.db);
  try {
    await store.migrate();
    if (command === 'list') {
      const rows = await store.list({ form: values.form, limit: limit ?? 50 });
      const total = await store.count(values.form);
      out(`${[...listLines(rows), `${rows.length} of ${total} submission(s)${values.form ? ` of form ${values.form}` : ''}, newest first.`].join('\n')}\n`);
      return;
    }
    const rows = await store.list({ form: values.form, limit, order: 'asc' });
    const body = values.format === 'csv' ? `${values.excel ? '\uFEFF' : ''}${toCsv(rows)}` : toJson(rows);
    if (values.out) {
      // Personal data: readable by the owner only, also when the file existed (the mode option applies only to a new
      // file). The mode is set before anything is written into it.
      const fd = openSync(values.out, 'w', 0o600);
      try {
        fchmodSync(fd, 0o600);
        writeFileSync(fd, body);
      } finally {
        closeSync(fd);
      }
      out(`${rows.length} submission(s) written to ${values.out}\n`);
    } else {
      out(body);
    }
  } finally {
    await store.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(error as Error).message}\n${USAGE}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  });
}
