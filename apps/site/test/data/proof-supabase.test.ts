// The Supabase source's proof reads against a local stand-in for PostgREST: clients and testimonials are each one
// GET in their order, joined in the site; bad rows are skipped with a log line; a failed read rejects (the page then
// hides the quotes) rather than crashing.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentReadError } from '../../src/data/source';
import { createSupabaseSource } from '../../src/data/supabase-source';
import { json, startStubServer, type StubServer } from './stub-server';

let stub: StubServer;
let source: ReturnType<typeof createSupabaseSource>;

const clients = [
  { id: 'fjallalind', name: 'Fjallalind', country: 'IS', logo: '/images/clients/fjallalind.svg', logo_width: 32, logo_height: 32, position: 1 },
  { id: 'broken', name: null },
];
const testimonials = [
  { id: 'q1', client_id: 'fjallalind', project_id: 'fjallalind-vefverslun', quote: { en: 'Great.' }, role: { en: 'Founder' }, position: 1 },
  { id: 'q2', client_id: 'broken', quote: { en: 'Lost.' }, position: 2 },
];

beforeAll(async () => {
  stub = await startStubServer();
  source = createSupabaseSource('en', { url: stub.url, anonKey: 'anon-key-for-tests', timeoutMs: 1_000, cooldownMs: 0 });
});
afterEach(() => {
  stub.requests.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => stub.close());

describe('the proof reads', () => {
  it('testimonials: one GET of each table, ordered by position; a quote of a bad client is skipped with a log line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stub.answer((request, response) => json(response, 200, request.path.endsWith('/clients') ? clients : testimonials));
    const items = await source.testimonials();
    expect(items.map((item) => [item.id, item.quote, item.role, item.client.name, item.client.logo?.src])).toEqual([
      ['q1', 'Great.', 'Founder', 'Fjallalind', '/images/clients/fjallalind.svg'],
    ]);
    expect(stub.requests.map((request) => [request.path, request.query.get('order')]).sort()).toEqual([
      ['/rest/v1/clients', 'position.asc,id.asc'],
      ['/rest/v1/testimonials', 'position.asc,id.asc'],
    ]);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '[content] clients row 1 skipped: no valid id or name',
      '[content] testimonials row 1 skipped: unknown client broken',
    ]);
  });

  it('a server error rejects with a ContentReadError; an answer that is not a list is no rows', async () => {
    stub.answer((_, response) => json(response, 500, { message: 'boom' }));
    await expect(source.testimonials()).rejects.toBeInstanceOf(ContentReadError);
    await expect(source.clients()).rejects.toBeInstanceOf(ContentReadError);
    stub.answer((_, response) => json(response, 200, { not: 'a list' }));
    await expect(source.clients()).resolves.toEqual([]);
  });
});
