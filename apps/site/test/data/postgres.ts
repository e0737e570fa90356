// A throwaway database on the machine's PostgreSQL 15, driven through psql: the cluster authenticates
// local connections by OS user (peer), so as root the commands run as the postgres user.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const asPostgres = typeof process.getuid === 'function' && process.getuid() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];

function run(command: string[], input?: string) {
  const [file, ...args] = [...asPostgres, ...command];
  return spawnSync(file as string, args, { input, encoding: 'utf8', timeout: 60_000 });
}

export interface PsqlResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/** Starts the cluster if it is down; throws (never skips) when it cannot. */
export function ensurePostgresRunning(): void {
  const probe = run(['pg_isready', '-q']);
  if (probe.status === 0) return;
  const start = spawnSync('pg_ctlcluster', ['15', 'main', 'start'], { encoding: 'utf8', timeout: 60_000 });
  if (start.status !== 0 && !/already running/.test(start.stderr)) {
    throw new Error(`PostgreSQL 15 could not be started: ${start.stderr || start.stdout}`);
  }
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (run(['pg_isready', '-q']).status === 0) return;
    execFileSync('sleep', ['0.2']);
  }
  throw new Error('PostgreSQL 15 was started but does not accept connections');
}

export class ThrowawayDatabase {
  readonly name = `hraun_data_test_${process.pid}_${randomBytes(4).toString('hex')}`;

  create(): void {
    this.admin(`create database ${this.name}`);
  }

  drop(): void {
    this.admin(`drop database if exists ${this.name} with (force)`);
  }

  private admin(sql: string): void {
    const result = run(['psql', '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', 'postgres', '-c', sql]);
    if (result.status !== 0) throw new Error(`${sql}: ${result.stderr}`);
  }

  /** Runs a script in one session; stops at the first error. */
  psql(sql: string): PsqlResult {
    const result = run(['psql', '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', this.name, '-f', '-'], sql);
    return { ok: result.status === 0, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
  }

  /** Runs a script that must succeed and returns what it printed. */
  exec(sql: string): string {
    const result = this.psql(sql);
    if (!result.ok) throw new Error(result.stderr);
    return result.stdout;
  }

  /** The rows of one query as JSON, as PostgREST would encode them. */
  rows(sql: string, setup = ''): unknown {
    return this.rowsOfEach([sql], setup)[0];
  }

  /**
   * The rows of several queries, run in one session after `setup` (which may open a transaction and
   * change the role); `teardown` runs last. jsonb prints on one line, so each query is one line.
   */
  rowsOfEach(queries: string[], setup = '', teardown = ''): unknown[] {
    const selects = queries.map((sql) => `select coalesce(jsonb_agg(q), '[]'::jsonb) from (${sql}) q;`);
    const output = this.exec([setup, ...selects, teardown].join('\n'));
    const lines = output.split('\n').filter((line) => line.startsWith('['));
    if (lines.length !== queries.length) throw new Error(`expected ${queries.length} results, got: ${output}`);
    return lines.map((line) => JSON.parse(line) as unknown);
  }
}
