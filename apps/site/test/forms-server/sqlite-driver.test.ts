import { describe, expect, it } from 'vitest';
import { hasNodeSqlite, openSqlite, type SqliteDriverName } from '../../server/forms/sqlite-driver';

const drivers: SqliteDriverName[] = hasNodeSqlite() ? ['better-sqlite3', 'node:sqlite'] : ['better-sqlite3'];

/** better-sqlite3 loads only under the Node it was installed for (20 here); elsewhere its test is skipped. */
function loads(driver: SqliteDriverName): boolean {
  try {
    openSqlite(':memory:', driver).close();
    return true;
  } catch {
    return false;
  }
}

describe('openSqlite', () => {
  it('opens with whichever driver this Node can load, and says which', () => {
    const db = openSqlite(':memory:', undefined);
    expect(db.driver).toBe(loads('better-sqlite3') ? 'better-sqlite3' : 'node:sqlite');
    db.close();
  });

  it('refuses a driver name it does not know', () => {
    expect(() => openSqlite(':memory:', 'sqlite3')).toThrow(/FORMS_SQLITE_DRIVER must be better-sqlite3 or node:sqlite, not sqlite3/);
  });

  for (const driver of drivers) {
    it.runIf(loads(driver))(`${driver}: a transaction commits, or rolls back whole when its work throws`, () => {
      const db = openSqlite(':memory:', driver);
      db.exec('create table t (n integer not null)');
      const insert = db.prepare('insert into t (n) values (?)');
      expect(db.immediate(() => (insert.run(1), insert.run(2), 'done'))).toBe('done');
      expect(() =>
        db.immediate(() => {
          insert.run(3);
          throw new Error('half way');
        }),
      ).toThrow('half way');
      expect(db.prepare('select n from t order by n').all()).toEqual([{ n: 1 }, { n: 2 }]);
      expect(db.prepare('select count(*) as c from t where n = ?').get(2)).toEqual({ c: 1 });
      db.exec('pragma user_version = 7');
      expect(db.pragma('user_version')).toBe(7);
      db.close();
    });
  }
});
