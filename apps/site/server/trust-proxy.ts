/**
 * Which proxies may tell the server a client's address (`X-Forwarded-For`). Off by default: the client address
 * is the socket's, because anyone can send the header, and the form rate limit keys on that address. `TRUST_PROXY`
 * names the proxies in front: the addresses or CIDR ranges that connect to this server (a load balancer, a CDN's
 * published ranges), or a number of hops when the server cannot be reached except through that many proxies.
 */
import { isIP } from 'node:net';

/** Off, a hop count, or the addresses and ranges of the trusted proxies. */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** Names @fastify/proxy-addr knows for whole private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function invalid(value: string, why: string): Error {
  return new Error(
    `TRUST_PROXY="${value}": ${why}. Set it to the number of proxies in front (TRUST_PROXY=1), or to their addresses or ranges (TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/8,2001:db8::/32); leave it unset when clients connect directly.`,
  );
}

/** One address, range or range name, or why it is none. */
function checkEntry(entry: string): string | null {
  if (RANGE_NAMES.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return null;
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return `"${entry}" has a prefix length outside 0-${bits}`;
  return null;
}

/**
 * Reads `TRUST_PROXY`: unset, empty, `false`, `off` or `0` is off; a whole number is a hop count; otherwise a
 * comma-separated list of addresses and CIDR ranges (and proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
 * `true` is refused: it would believe any client that sends the header. Throws with the reason on anything else.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || /^(false|off|0)$/i.test(text)) return false;
  if (/^(true|on|yes|\*)$/i.test(text)) throw invalid(text, 'trusting every sender lets any client choose its own address (and so escape the rate limit)');
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw invalid(text, `more than ${MAX_HOPS} proxies in a row is surely a mistake`);
    return { hops };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) throw invalid(text, 'an entry of the list is empty');
  for (const entry of entries) {
    const problem = checkEntry(entry);
    if (problem) throw invalid(text, problem);
  }
  return { addresses: entries };
}

/** The value of Fastify's `trustProxy` option for a setting (validated again, for settings built in code). */
export function fastifyTrustProxy(setting: TrustProxy | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  if (!setting) return false;
  if ('hops' in setting) {
    if (!Number.isInteger(setting.hops) || setting.hops < 0 || setting.hops > MAX_HOPS) throw invalid(String(setting.hops), 'not a hop count');
    // Fastify refuses a bare number (it cannot check the peer); as a function it is the documented hop count:
    // the socket's peer and the next hops-1 addresses of X-Forwarded-For are proxies, the one before them the client.
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  for (const entry of setting.addresses) {
    const problem = checkEntry(entry);
    if (problem) throw invalid(setting.addresses.join(','), problem);
  }
  return setting.addresses.length > 0 ? [...setting.addresses] : false;
}
