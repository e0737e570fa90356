// Shared pieces of the form server tests: temp SQLite files, a throwaway PostgreSQL database reachable
// through `pg` (a login role with a password over TCP, since the cluster authenticates local sockets by
// OS user), a built-site fixture, and bodies of valid submissions.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePostgresRunning, ThrowawayDatabase } from '../data/postgres';

export interface TempDir {
  dir: string;
  cleanup: () => void;
}

export function tempDir(prefix = 'hraun-forms-'): TempDir {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** An empty build (`client/`, `site/`): enough for the server to start. */
export function emptyDist(root: string): string {
  const distDir = join(root, 'dist');
  mkdirSync(join(distDir, 'client'), { recursive: true });
  mkdirSync(join(distDir, 'site'), { recursive: true });
  return distDir;
}

export interface PgDatabase {
  url: string;
  drop: () => void;
}

/**
 * A fresh database owned by a fresh login role, or the reason PostgreSQL is unavailable (the data
 * tests' helper could not start the cluster).
 */
export function createPgDatabase(): PgDatabase | { unavailable: string } {
  try {
    ensurePostgresRunning();
  } catch (error) {
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
  const db = new ThrowawayDatabase();
  const role = `hraun_forms_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  db.create();
  db.exec(`create role ${role} login password '${password}'; alter database ${db.name} owner to ${role};`);
  return {
    url: `postgres://${role}:${password}@127.0.0.1:5432/${db.name}`,
    drop: () => {
      db.drop();
      new ThrowawayDatabase().psql(`drop role if exists ${role}`);
    },
  };
}

/** A valid body of each form (values as a browser would send them). */
export const validForms: Record<string, Record<string, string>> = {
  contact: { name: 'Jón Jónsson', email: 'jon@example.is', phone: '+354 555 1234', company: 'Hraun ehf.', subject: 'Vefur', message: 'Halló!\nNý lína.' },
  quote: {
    name: 'Anna',
    email: 'anna@example.com',
    message: 'A new shop',
    budget: '500-1000',
    timeline: '1-2',
    selected_services: 'web-design, seo',
    selected_solutions: 'ecommerce',
  },
  servicedesk: {
    name: 'Kári',
    email: 'kari@example.is',
    website: 'https://example.is',
    problem: 'Síðan liggur niðri',
    urgency: 'urgent',
    type: 'villa',
  },
  'wordpress-express-order': { name: 'Sara', email: 'sara@example.dk', domain: 'example.dk', selected_package: 'woocommerce-express' },
  'hosting-order': { name: 'Luis', email: 'luis@example.es', message: 'Hola', selected_package: 'business' },
};

/** The urlencoded body of a form: `form-name`, an empty honeypot and the fields. */
export function formBody(formName: string, fields: Record<string, string> = validForms[formName] ?? {}, extra: Array<[string, string]> = []): string {
  const params = new URLSearchParams({ 'form-name': formName, 'bot-field': '', ...fields });
  for (const [key, value] of extra) params.append(key, value);
  return params.toString();
}
