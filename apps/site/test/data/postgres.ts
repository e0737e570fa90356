// A throwaway database on the machine's PostgreSQL 15, driven through psql: the cluster authenticates
// local connections by OS user (peer), so as root the commands run as the postgres user.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** A port nothing listens on now (the system picks it; released at once for the caller to use). */
function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL 15 cluster of its own (initdb in a temp dir, its own port, trust authentication on loopback), for
 * tests that stop and start the server under a client: stopping the machine's shared cluster would break the
 * other suites running beside them.
 */
export class PrivateCluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  /** Initialises and starts a cluster on a free loopback port; throws (never skips) when it cannot. */
  static async create(): Promise<PrivateCluster> {
    const port = await freeLoopbackPort();
    const dir = mkdtempSync(join(tmpdir(), 'hraun-pg-'));
    if (asPostgres.length > 0) {
      const user = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      chownSync(dir, Number(user.stdout.trim()), Number(group.stdout.trim()));
    }
    const cluster = new PrivateCluster(dir, port);
    cluster.pg('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '--no-sync', '--no-instructions']);
    cluster.start();
    return cluster;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.pg('pg_ctl', ['-D', join(this.dir, 'data'), '-l', join(this.dir, 'server.log'), '-o', options, '-w', 'start']);
  }

  /** Stops the server at once (`immediate`: open connections are cut, as in a crash). */
  stop(): void {
    this.pg('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  }

  /** Stops the server if it runs, and removes its files. */
  destroy(): void {
    run([join(PG_BIN, 'pg_ctl'), '-D', join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    rmSync(this.dir, { recursive: true, force: true });
  }

  private pg(program: string, args: string[]): void {
    const result = run([join(PG_BIN, program), ...args]);
    if (result.status !== 0) throw new Error(`${program} ${args.join(' ')}: ${result.stderr || result.stdout}`);
  }
}
