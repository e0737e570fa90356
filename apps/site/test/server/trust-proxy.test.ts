// TRUST_PROXY: off by default, so a client cannot pick its own address with X-Forwarded-For and escape the form
// rate limit; set, it names the proxies (addresses, ranges or a hop count) whose X-Forwarded-For is believed. The
// server runs as in production (server/main.ts, configured by its environment) and is reached over loopback.
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from '../../server/trust-proxy';
import { emptyDist, formBody, tempDir } from '../forms-server/helpers';
import { failingMain, killAll, startMain } from '../forms-server/main-process';
import { formServer } from '../forms-server/server';
import { httpExchange } from './sockets';

const dir = tempDir();
const distDir = emptyDist(dir.dir);
const children: ChildProcess[] = [];
afterAll(() => {
  killAll(children);
  dir.cleanup();
});

let databases = 0;
/** server/main.ts with a rate limit of 3 posts a minute, a database of its own, and `env`. */
function startWithLimit(env: Record<string, string>) {
  databases += 1;
  return startMain({ DIST_DIR: distDir, FORMS_DB_PATH: join(dir.dir, `trust-${databases}.sqlite`), FORMS_RATE_LIMIT: '3/60', ...env }, children);
}

function post(port: number, forwardedFor?: string) {
  return httpExchange(port, {
    method: 'POST',
    headers: {
      host: 'hraun.is',
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    body: formBody('contact'),
  });
}

describe('TRUST_PROXY over a real socket', () => {
  it('unset: a direct client sending a new X-Forwarded-For on every post still gets 429 after the limit', async () => {
    const server = await startWithLimit({});
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) statuses.push((await post(server.port, `198.51.100.${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    // Nor does a whole forged chain help.
    expect((await post(server.port, '203.0.113.1, 198.51.100.77')).status).toBe(429);
    server.child.kill('SIGKILL');
  });

  it('TRUST_PROXY=127.0.0.1: the address the proxy forwards is the client, each with a limit of its own', async () => {
    const server = await startWithLimit({ TRUST_PROXY: '127.0.0.1' });
    const first: number[] = [];
    for (let i = 0; i < 4; i += 1) first.push((await post(server.port, '198.51.100.10')).status);
    expect(first).toEqual([200, 200, 200, 429]);
    // Another visitor behind the same proxy is not held back by the first one.
    expect((await post(server.port, '198.51.100.11')).status).toBe(200);
    // What a client wrote before the proxy appended its peer is not believed: the proxy's own entry decides.
    expect((await post(server.port, '192.0.2.99, 198.51.100.10')).status).toBe(429);
    // Without the header the proxy itself is the client.
    const direct: number[] = [];
    for (let i = 0; i < 4; i += 1) direct.push((await post(server.port)).status);
    expect(direct).toEqual([200, 200, 200, 429]);
    server.child.kill('SIGKILL');
  });

  it('IPv6 visitors are limited by their /48 at four times the limit: fresh /64s from one block do not reset it', async () => {
    const server = await startWithLimit({ TRUST_PROXY: '127.0.0.1' });
    // 3 posts a minute: a /48 gets 12, however many of its 65,536 /64s the posts come from.
    const sameBlock: number[] = [];
    for (let i = 1; i <= 14; i += 1) sameBlock.push((await post(server.port, `2001:db8:5:${i.toString(16)}::${i.toString(16)}`)).status);
    expect(sameBlock).toEqual([...Array<number>(12).fill(200), 429, 429]);
    // The neighbouring /48 is another site, with a limit of its own.
    expect((await post(server.port, '2001:db8:6::1')).status).toBe(200);
    server.child.kill('SIGKILL');
  });

  it('FORMS_IPV6_PREFIX=56 counts IPv6 clients by their /56 instead', async () => {
    const server = await startWithLimit({ TRUST_PROXY: '127.0.0.1', FORMS_IPV6_PREFIX: '56' });
    const sameBlock: number[] = [];
    for (let i = 0; i < 13; i += 1) sameBlock.push((await post(server.port, `2001:db8:5:${(0x100 + i).toString(16)}::1`)).status);
    expect(sameBlock).toEqual([...Array<number>(12).fill(200), 429]);
    expect((await post(server.port, '2001:db8:5:200::1')).status).toBe(200);
    server.child.kill('SIGKILL');
  });

  it('TRUST_PROXY=1: one hop, the last forwarded address is the client', async () => {
    const server = await startWithLimit({ TRUST_PROXY: '1' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(server.port, `192.0.2.${i}, 198.51.100.20`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await post(server.port, '198.51.100.21')).status).toBe(200);
    server.child.kill('SIGKILL');
  });

  it('keeps the client address hash of the forwarded address', async () => {
    const server = await formServer({ server: { trustProxy: { addresses: ['127.0.0.1'] } } });
    const port = await server.listen();
    const ids: string[] = [];
    for (const forwarded of ['198.51.100.30', '198.51.100.31', '198.51.100.30']) {
      ids.push((JSON.parse((await post(port, forwarded)).body) as { id: string }).id);
    }
    const rows = await server.store.list({ order: 'asc' });
    const hashOf = (id: string) => rows.find((row) => row.id === id)?.clientIpHash;
    expect(hashOf(ids[0]!)).toBe(hashOf(ids[2]!));
    expect(hashOf(ids[0]!)).not.toBe(hashOf(ids[1]!));
    await server.close();
  });
});

describe('TRUST_PROXY values', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['off', false],
    ['false', false],
    ['0', false],
    ['1', { hops: 1 }],
    [' 2 ', { hops: 2 }],
    ['10.0.0.5', { addresses: ['10.0.0.5'] }],
    ['10.0.0.0/8, 2001:db8::/32', { addresses: ['10.0.0.0/8', '2001:db8::/32'] }],
    ['::1,127.0.0.1', { addresses: ['::1', '127.0.0.1'] }],
    ['loopback,uniquelocal', { addresses: ['loopback', 'uniquelocal'] }],
  ])('%j is read as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each([
    ['true', /trusting every sender/],
    ['*', /trusting every sender/],
    ['11', /more than 10 proxies/],
    ['10.0.0.256', /not an IP address or CIDR range/],
    ['10.0.0.0/33', /prefix length outside 0-32/],
    ['2001:db8::/129', /prefix length outside 0-128/],
    ['10.0.0.0/8/1', /not an IP address/],
    ['10.0.0.5,', /empty/],
    ['proxy.example.com', /not an IP address/],
    ['1.5', /not an IP address/],
  ])('%j is refused with the reason', (value, reason) => {
    expect(() => parseTrustProxy(value)).toThrow(reason);
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY=1/);
  });

  it('gives Fastify a hop count as a function (Fastify would ignore a bare number)', () => {
    const trust = fastifyTrustProxy({ hops: 2 });
    expect(typeof trust).toBe('function');
    const hops = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('198.51.100.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy({ addresses: ['10.0.0.5'] })).toEqual(['10.0.0.5']);
    expect(() => fastifyTrustProxy({ addresses: ['nope'] })).toThrow(/not an IP address/);
  });

  it.each(['true', '10.0.0.0/33', 'proxy.example.com'])('server/main.ts refuses to start with TRUST_PROXY=%s, saying why', async (value) => {
    const { code, stderr } = await failingMain({ DIST_DIR: distDir, FORMS_DB_PATH: join(dir.dir, 'refused.sqlite'), TRUST_PROXY: value });
    expect(code).toBe(1);
    expect(stderr).toMatch(new RegExp(`^Cannot start: TRUST_PROXY="${value.replace(/[.*/]/g, '\\$&')}": `));
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it.each([
    [{ SUPABASE_URL: 'abcd.supabase.co', SUPABASE_ANON_KEY: 'anon' }, 'SUPABASE_URL is not a URL: abcd.supabase.co'],
    [{ SUPABASE_URL: 'https://abcd.supabase.co' }, 'SUPABASE_URL is set but SUPABASE_ANON_KEY is not'],
  ])('server/main.ts refuses a Supabase setting it cannot use (%j), saying why', async (supabase, reason) => {
    const { code, stderr } = await failingMain({ DIST_DIR: distDir, FORMS_DB_PATH: join(dir.dir, 'refused.sqlite'), ...supabase });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`Cannot start: ${reason}`);
  });
});
