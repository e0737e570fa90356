// The clients and testimonials tables on a real PostgreSQL 15, as the projects and news tables are tested: anon may
// read and nothing else (grants and row level security), the tables refuse unsafe rows, and the seeded rows read as
// anon validate into exactly what the bundled sample data shows.
import { locales } from '@hraun/content';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toClients, toTestimonials } from '../../src/data/rows';
import { createSampleSource } from '../../src/data/sample-source';
import { describeWith, postgresRequirement } from '../require';
import { ensurePostgresRunning, ThrowawayDatabase } from './postgres';

const supabaseDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../supabase');
const migrations = readdirSync(join(supabaseDir, 'migrations'))
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => readFileSync(join(supabaseDir, 'migrations', file), 'utf8'));
const seed = readFileSync(join(supabaseDir, 'seed.sql'), 'utf8');

const db = new ThrowawayDatabase();

function postgresUnavailable(): string | null {
  try {
    ensurePostgresRunning();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const quote = `'{"is":"Gott.","en":"Good."}'`;

describeWith(postgresRequirement(postgresUnavailable()), 'the clients and testimonials tables on PostgreSQL', () => {
  beforeAll(() => {
    db.create();
    for (const migration of migrations) db.exec(migration);
    db.exec(seed);
  });

  afterAll(() => db.drop());

  it('the migration applies twice (idempotent), with row level security on both tables', () => {
    for (const migration of migrations) db.exec(migration);
    expect(db.exec(`select string_agg(relname || '=' || relrowsecurity, ',' order by relname) from pg_class
      where relname in ('clients', 'testimonials') and relnamespace = 'public'::regnamespace`)).toBe('clients=true,testimonials=true');
  });

  describe('permissions', () => {
    const writes: Record<string, Record<string, string>> = {
      insert: {
        clients: `insert into public.clients (id, name) values ('anon-was-here', 'x')`,
        testimonials: `insert into public.testimonials (id, client_id, quote) values ('anon-was-here', 'fjallalind', ${quote})`,
      },
      update: {
        clients: `update public.clients set name = 'defaced'`,
        testimonials: `update public.testimonials set quote = '{"en":"defaced"}'`,
      },
      delete: { clients: `delete from public.clients`, testimonials: `delete from public.testimonials` },
    };

    for (const role of ['anon', 'authenticated']) {
      it(`${role} may select every row of both tables`, () => {
        const [clientsAll, quotesAll, clientsSeen, quotesSeen] = db
          .exec(`begin;
            select count(*) from public.clients;
            select count(*) from public.testimonials;
            set local role ${role};
            select count(*) from public.clients;
            select count(*) from public.testimonials;
            rollback;`)
          .split('\n');
        expect(Number(clientsAll)).toBeGreaterThan(0);
        expect(Number(quotesAll)).toBeGreaterThan(0);
        expect([clientsSeen, quotesSeen]).toEqual([clientsAll, quotesAll]);
      });

      for (const [verb, statements] of Object.entries(writes)) {
        for (const [table, statement] of Object.entries(statements)) {
          it(`${role} may not ${verb} ${table}`, () => {
            const result = db.psql(`set role ${role}; ${statement};`);
            expect(result.ok).toBe(false);
            expect(result.stderr).toContain(`permission denied for table ${table}`);
          });
        }
      }

      it(`${role} may not truncate or change the tables`, () => {
        expect(db.psql(`set role ${role}; truncate public.testimonials;`).stderr).toContain('permission denied');
        expect(db.psql(`set role ${role}; alter table public.clients add column x int;`).stderr).toMatch(/must be owner/);
      });
    }

    it('row level security refuses anon writes even if a grant were added by mistake', () => {
      const inserted = db.psql(`begin;
        grant insert on public.clients to anon;
        set local role anon;
        insert into public.clients (id, name) values ('leak', 'x');
        rollback;`);
      expect(inserted.ok).toBe(false);
      expect(inserted.stderr).toContain('new row violates row-level security policy');
      const changed = db.exec(`begin;
        grant update, delete on public.testimonials, public.clients to anon;
        set local role anon;
        with a as (update public.testimonials set position = 99 returning 1),
          b as (delete from public.clients returning 1)
        select (select count(*) from a) + (select count(*) from b);
        rollback;`);
      expect(changed).toBe('0');
    });

    describe('the person’s name (issue 35: quotes signed by a named person)', () => {
      for (const role of ['anon', 'authenticated']) {
        it(`${role} reads every seeded quote with its person’s name`, () => {
          expect(db.exec(`begin; set local role ${role};
            select count(*) from public.testimonials where person_name is null;
            select person_name from public.testimonials where id = 'fjallalind-stofnandi';
            rollback;`)).toBe('0\nHildur Ragnarsdóttir');
        });

        it(`${role} may not set, change or clear a name, even with an update grant added by mistake`, () => {
          for (const statement of [
            `update public.testimonials set person_name = 'Someone Else'`,
            `update public.testimonials set person_name = null where id = 'fjallalind-stofnandi'`,
            `insert into public.testimonials (id, client_id, quote, person_name) values ('anon-named', 'fjallalind', ${quote}, 'Anon')`,
          ]) {
            const result = db.psql(`set role ${role}; ${statement};`);
            expect(result.ok, statement).toBe(false);
            expect(result.stderr).toContain('permission denied for table testimonials');
          }
          expect(db.exec(`begin;
            grant update (person_name) on public.testimonials to ${role};
            set local role ${role};
            with changed as (update public.testimonials set person_name = 'Defaced' returning 1) select count(*) from changed;
            rollback;`)).toBe('0');
          expect(db.exec(`select count(*) from public.testimonials where person_name in ('Someone Else', 'Anon', 'Defaced') or person_name is null`)).toBe('0');
        });
      }

      it('an older row without a name is valid and reads as unnamed; a blank or overlong name is refused', () => {
        expect(db.exec(`begin;
          insert into public.testimonials (id, client_id, quote) values ('unnamed', 'fjallalind', ${quote});
          set local role anon;
          select coalesce(person_name, '(none)') from public.testimonials where id = 'unnamed';
          rollback;`)).toBe('(none)');
        for (const name of [`'   '`, `repeat('a', 201)`]) {
          const result = db.psql(`begin; insert into public.testimonials (id, client_id, quote, person_name) values ('t-name', 'fjallalind', ${quote}, ${name}); rollback;`);
          expect(result.ok, name).toBe(false);
          expect(result.stderr).toContain('testimonials_person_name_length');
        }
      });
    });

    it('the data is untouched after all those attempts', () => {
      expect(db.exec(`select count(*) from public.clients where id in ('anon-was-here', 'leak') or name = 'defaced'`)).toBe('0');
      expect(db.exec(`select count(*) from public.testimonials where id = 'anon-was-here' or quote ->> 'en' = 'defaced'`)).toBe('0');
    });

    it('the service role may write, for whoever manages the content', () => {
      expect(
        db.exec(`begin; set local role service_role;
          insert into public.clients (id, name) values ('service-client', 'Service') returning id;
          rollback;`),
      ).toBe('service-client');
    });
  });

  describe('the tables refuse unsafe rows', () => {
    it.each([
      ['a javascript: logo', `insert into public.clients (id, name, logo) values ('c1', 'x', 'javascript:alert(1)')`],
      ['a logo that is not an SVG', `insert into public.clients (id, name, logo) values ('c2', 'x', '/images/a.png')`],
      ['a logo over plain http', `insert into public.clients (id, name, logo) values ('c3', 'x', 'http://cdn.example.com/a.svg')`],
      ['a protocol-relative logo', `insert into public.clients (id, name, logo) values ('c4', 'x', '//evil.example/a.svg')`],
      ['a blank client name', `insert into public.clients (id, name) values ('c5', '  ')`],
      ['a country that is not a code', `insert into public.clients (id, name, country) values ('c6', 'x', 'Iceland')`],
      ['a client id with a slash', `insert into public.clients (id, name) values ('a/b', 'x')`],
      ['a quote in an unknown language', `insert into public.testimonials (id, client_id, quote) values ('t1', 'fjallalind', '{"fr":"Bien."}')`],
      ['a quote with no language', `insert into public.testimonials (id, client_id, quote) values ('t2', 'fjallalind', '{}')`],
      ['a blank quote', `insert into public.testimonials (id, client_id, quote) values ('t3', 'fjallalind', '{"en":"  "}')`],
      ['a quote that is a number', `insert into public.testimonials (id, client_id, quote) values ('t4', 'fjallalind', '{"en":1}')`],
      ['a quote that is a list', `insert into public.testimonials (id, client_id, quote) values ('t5', 'fjallalind', '["Good."]')`],
      ['a quote over 1000 characters', `insert into public.testimonials (id, client_id, quote) values ('t6', 'fjallalind', jsonb_build_object('en', repeat('a', 1001)))`],
      ['a role over 200 characters', `insert into public.testimonials (id, client_id, quote, role) values ('t7', 'fjallalind', ${quote}, jsonb_build_object('en', repeat('a', 201)))`],
      ['a data: photo', `insert into public.testimonials (id, client_id, quote, photo) values ('t8', 'fjallalind', ${quote}, 'data:image/png;base64,AA')`],
      ['a project id with a space', `insert into public.testimonials (id, client_id, quote, project_id) values ('t9', 'fjallalind', ${quote}, 'a b')`],
      ['a blank platform', `insert into public.projects (id, title, platform) values ('p1', 'x', ' ')`],
    ])('%s', (_, statement) => {
      const result = db.psql(`begin; ${statement}; rollback;`);
      expect(result.ok).toBe(false);
      expect(result.stderr).toMatch(/violates check constraint/);
    });

    it('a quote of an unknown client, or a project of one, is refused', () => {
      for (const statement of [
        `insert into public.testimonials (id, client_id, quote) values ('t10', 'nobody', ${quote})`,
        `insert into public.projects (id, title, client_id) values ('p2', 'x', 'nobody')`,
      ]) {
        const result = db.psql(`begin; ${statement}; rollback;`);
        expect(result.ok).toBe(false);
        expect(result.stderr).toMatch(/violates foreign key constraint/);
      }
    });

    it('accepts a same-origin or https SVG logo and a quote in some of the languages', () => {
      db.exec(`begin;
        insert into public.clients (id, name, country, logo) values ('ok1', 'A', 'DK', '/images/clients/a.svg'),
          ('ok2', 'B', null, 'https://cdn.example.com/b.svg?v=2');
        insert into public.testimonials (id, client_id, quote, role, photo) values ('ok3', 'ok1', '{"da":"Godt."}', '{"da":"Ejer"}', '/images/p.jpg');
        rollback;`);
    });

    it('removing a client removes its quotes and leaves its projects without a client', () => {
      const [quotes, projects] = db
        .exec(`begin;
          delete from public.clients where id = 'fjallalind';
          select count(*) from public.testimonials where client_id = 'fjallalind';
          select count(*) from public.projects where id = 'fjallalind-vefverslun' and client_id is null;
          rollback;`)
        .split('\n');
      expect(quotes).toBe('0');
      expect(Number(projects)).toBe(locales.length);
    });
  });

  describe('the seed, read as anon', () => {
    it.each(locales)('validates into the sample source’s clients and testimonials (%s)', async (locale) => {
      const [clientRows, quoteRows] = db.rowsOfEach(
        ['select * from public.clients order by position, id', 'select * from public.testimonials order by position, id'],
        'set role anon;',
      );
      const skipped: string[] = [];
      const clients = toClients(clientRows, (table, row, reason) => skipped.push(`${table} ${row}: ${reason}`));
      const testimonials = toTestimonials(quoteRows, clients, locale, (table, row, reason) => skipped.push(`${table} ${row}: ${reason}`));
      const sample = createSampleSource(locale);
      expect(skipped).toEqual([]);
      expect(clients).toEqual(await sample.clients());
      expect(testimonials).toEqual(await sample.testimonials());
      expect(testimonials.length).toBeGreaterThanOrEqual(3);
      expect(testimonials.filter((item) => item.client.logo).length).toBeGreaterThanOrEqual(3);
    });

    it('every seeded project names a client and a platform', () => {
      expect(db.exec(`select count(*) from public.projects where client_id is null or platform is null`)).toBe('0');
    });
  });
});
