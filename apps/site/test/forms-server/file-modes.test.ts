// Issue 32, defect 13: the files that hold submissions are readable by their owner only, on real files: the SQLite
// database with its -wal and -shm files, whichever driver opens it, and an export written over an existing file.
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../scripts/submissions';
import { hasNodeSqlite, openSqlite } from '../../server/forms/sqlite-driver';
import { SqliteStore } from '../../server/forms/sqlite-store';
import { tempDir } from './helpers';

const dir = tempDir();
afterAll(() => dir.cleanup());

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** better-sqlite3's native build loads only on the Node it was installed for (the Node 22 and 24 reruns use node:sqlite). */
function betterSqliteLoads(): boolean {
  try {
    openSqlite(':memory:', 'better-sqlite3').close();
    return true;
  } catch {
    return false;
  }
}

const submission = () => ({
  id: randomUUID(),
  formName: 'contact',
  locale: 'is' as const,
  fields: { name: 'Jón', email: 'jon@example.is', phone: '', company: '', subject: 'Vefur', message: 'Halló' },
  createdAt: new Date('2026-01-01T10:00:00Z'),
  clientIpHash: null,
});

describe('file modes', () => {
  async function expectPrivateDatabase(driver: 'better-sqlite3' | 'node:sqlite') {
    const previous = process.env.FORMS_SQLITE_DRIVER;
    process.env.FORMS_SQLITE_DRIVER = driver;
    const path = join(dir.dir, `${driver.replace(':', '-')}.sqlite`);
    let store: SqliteStore | undefined;
    try {
      store = new SqliteStore(path);
      await store.migrate();
      await store.insert(submission(), []);
      for (const file of [path, `${path}-wal`, `${path}-shm`]) {
        expect(existsSync(file), file).toBe(true);
        expect(modeOf(file).toString(8), file).toBe('600');
      }
    } finally {
      await store?.close();
      if (previous === undefined) delete process.env.FORMS_SQLITE_DRIVER;
      else process.env.FORMS_SQLITE_DRIVER = previous;
    }
  }

  it.skipIf(!betterSqliteLoads())('a new SQLite database opened by better-sqlite3, its -wal and -shm are created 0600', () => expectPrivateDatabase('better-sqlite3'));

  // Node 22.5 and later only (the Node 20 of CI has no built-in driver).
  it.skipIf(!hasNodeSqlite())('a new SQLite database opened by node:sqlite, its -wal and -shm are created 0600', () => expectPrivateDatabase('node:sqlite'));

  it('an export written over an existing file readable by others leaves it 0600', async () => {
    const db = join(dir.dir, 'export-source.sqlite');
    const store = new SqliteStore(db);
    await store.migrate();
    await store.insert(submission(), []);
    await store.close();
    for (const format of ['csv', 'json']) {
      const out = join(dir.dir, `existing.${format}`);
      writeFileSync(out, 'old contents');
      chmodSync(out, 0o644);
      await main(['export', '--format', format, '--out', out, '--db', db], () => undefined);
      expect(modeOf(out).toString(8), format).toBe('600');
    }
  });
});
