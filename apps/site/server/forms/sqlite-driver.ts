/**
 * The SQLite connection under the form store, from whichever driver this Node has: better-sqlite3 where its native
 * build loads (Node 20, which has no built-in SQLite), else Node's own `node:sqlite` (Node 22.5 and later). A native
 * module is built for one Node version, so an install made with Node 20 cannot load it under Node 24, and building it
 * anew needs a network; the built-in driver keeps the server storing submissions there.
 */
import { closeSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';

export type SqlValue = string | number | bigint | null | Uint8Array;

interface SqliteStatement {
  run(...params: SqlValue[]): unknown;
  get(...params: SqlValue[]): unknown;
  all(...params: SqlValue[]): unknown[];
}

export interface SqliteDatabase {
  /** Which driver opened the file. */
  readonly driver: SqliteDriverName;
  exec(sql: string): void;
  prepare(sql: string): SqliteStatement;
  /** Runs `work` between BEGIN IMMEDIATE and COMMIT (the write lock first), rolled back if it throws. */
  immediate<T>(work: () => T): T;
  /** A pragma's single value (`journal_mode` → 'wal'). */
  pragma(name: string): unknown;
  close(): void;
}

export type SqliteDriverName = 'better-sqlite3' | 'node:sqlite';

const require = createRequire(import.meta.url);

interface BetterSqlite {
  exec(sql: string): void;
  prepare(sql: string): SqliteStatement;
  transaction<T>(work: () => T): { immediate(): T };
  pragma(source: string, options: { simple: true }): unknown;
  close(): void;
}

interface NodeSqlite {
  exec(sql: string): void;
  prepare(sql: string): SqliteStatement;
  close(): void;
}

function openBetterSqlite(path: string): SqliteDatabase {
  const Database = require('better-sqlite3') as new (path: string) => BetterSqlite;
  const db = new Database(path);
  return {
    driver: 'better-sqlite3',
    exec: (sql) => db.exec(sql),
    prepare: (sql) => db.prepare(sql),
    immediate: (work) => db.transaction(work).immediate(),
    pragma: (name) => db.pragma(name, { simple: true }),
    close: () => db.close(),
  };
}

function openNodeSqlite(path: string): SqliteDatabase {
  const { DatabaseSync } = require('node:sqlite') as { DatabaseSync: new (path: string) => NodeSqlite };
  const db = new DatabaseSync(path);
  return {
    driver: 'node:sqlite',
    exec: (sql) => db.exec(sql),
    prepare: (sql) => db.prepare(sql),
    immediate: (work) => {
      db.exec('begin immediate');
      try {
        const result = work();
        db.exec('commit');
        return result;
      } catch (error) {
        db.exec('rollback');
        throw error;
      }
    },
    pragma: (name) => Object.values((db.prepare(`pragma ${name}`).get() ?? {}) as Record<string, unknown>)[0],
    close: () => db.close(),
  };
}

/**
 * Opens `path` with better-sqlite3, or with `node:sqlite` when that cannot load. `FORMS_SQLITE_DRIVER` names one
 * driver to use and no other (the tests run the store on each).
 */
export function openSqlite(path: string, wanted: string | undefined = process.env.FORMS_SQLITE_DRIVER): SqliteDatabase {
  createPrivately(path);
  if (wanted === 'node:sqlite') return openNodeSqlite(path);
  if (wanted === 'better-sqlite3') return openBetterSqlite(path);
  if (wanted) throw new Error(`FORMS_SQLITE_DRIVER must be better-sqlite3 or node:sqlite, not ${wanted}`);
  try {
    return openBetterSqlite(path);
  } catch (nativeError) {
    try {
      return openNodeSqlite(path);
    } catch {
      throw new Error(
        `no SQLite driver: better-sqlite3 did not load (${(nativeError as Error).message.split('\n')[0]}) and this Node (${process.version}) has no node:sqlite (Node 22.5 or later)`,
      );
    }
  }
}

/**
 * Creates the database file readable and writable by its owner only (0600) when it does not exist yet: it holds
 * personal data, and SQLite gives the -wal and -shm files the mode of the database file (SQLite would otherwise
 * create all three 0644 under the usual umask). An existing file keeps the mode its owner gave it.
 */
function createPrivately(path: string): void {
  if (path === ':memory:' || path === '' || path.startsWith('file:')) return;
  // 'a' creates without truncating; the mode applies only when the file is created.
  closeSync(openSync(path, 'a', 0o600));
}

/** True when this Node has the built-in driver. */
export function hasNodeSqlite(): boolean {
  try {
    require('node:sqlite');
    return true;
  } catch {
    return false;
  }
}
