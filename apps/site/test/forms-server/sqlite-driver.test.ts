import { describe, expect, it } from 'vitest';
import { hasNodeSqlite, openSqlite, type SqliteDriverName } from '../../server/forms/sqlite-driver';

/**
 * Why this Node cannot have a driver at all, or `null` when it can: node:sqlite exists from Node 22.5, and
 * better-sqlite3's native build loads only under the Node it was installed for (20 here; scripts/test-extra/
 * node-versions.sh runs these tests on 22 and 24 too). A platform's limit, not a missing service, so the driver is
 * left out of this run even under CI. Any other failure to open is no such reason: the driver's test runs and fails.
 */
function platformLacks(driver: SqliteDriverName): string | null {
  if (driver === 'node:sqlite') return hasNodeSqlite() ? null : 'no node:sqlite before Node 22.5';
  try {
    openSqlite(':memory:', driver).close();
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return /NODE_MODULE_VERSION/.test(message) ? 'its native build is for another Node' : null;
  }
}

const allDrivers: SqliteDriverName[] = ['better-sqlite3', 'node:sqlite'];
// Asked once per driver: a native module that failed to load once answers every later load with "Module did not
// self-register", which would hide the first, telling error.
const lacks = new Map(allDrivers.map((driver) => [driver, platformLacks(driver)] as const));
const lacked = allDrivers.flatMap((driver) => {
  const reason = lacks.get(driver);
  return reason ? [`${driver} (${reason})`] : [];
});
const drivers = allDrivers.filter((driver) => lacks.get(driver) === null);

describe('openSqlite', () => {
  it('opens with whichever driver this Node can load, and says which', () => {
    const db = openSqlite(':memory:', undefined);
    expect(db.driver).toBe(lacks.get('better-sqlite3') === null ? 'better-sqlite3' : 'node:sqlite');
    db.close();
  });

  it('refuses a driver name it does not know', () => {
    expect(() => openSqlite(':memory:', 'sqlite3')).toThrow(/FORMS_SQLITE_DRIVER must be better-sqlite3 or node:sqlite, not sqlite3/);
  });

  it(`has a driver on Node ${process.version}: ${drivers.join(' and ')}${lacked.length > 0 ? `; without ${lacked.join(', ')}` : ''}`, () => {
    expect(drivers.length).toBeGreaterThan(0);
  });

  for (const driver of drivers) {
    it(`${driver}: a transaction commits, or rolls back whole when its work throws`, () => {
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
