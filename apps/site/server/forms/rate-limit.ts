/**
 * A sliding-window rate limit per key (the client address): at most `max` hits in any `windowMs`. Each key
 * keeps the times of its hits inside the window (never more than `max`), so memory stays bounded by
 * `max` per active key and `maxKeys` keys.
 */
export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Keys tracked at most; beyond it the least recently seen key is forgotten. */
  maxKeys?: number;
  now?: () => number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Where hits are counted: this process (`RateLimiter`), or a database several instances share. */
export interface RateLimitCounter {
  /** Counts a hit for `key` when fewer than `max` fall inside the window; a refused hit is not counted. */
  hit(key: string, max: number): RateLimitDecision | Promise<RateLimitDecision>;
}

/** The rate limit of form posts (`FORMS_RATE_LIMIT`, `FORMS_IPV6_PREFIX`). */
export interface RateLimitSettings {
  max: number;
  windowMs: number;
  /** IPv6 clients are counted by this prefix (default 48), together. */
  ipv6Prefix?: number;
  /** Posts per window of one IPv6 prefix (default `IPV6_BLOCK_FACTOR` times `max`). */
  ipv6Max?: number;
  /** Where the counts live (default: in this process). */
  counter?: RateLimitCounter;
}

/** `FORMS_IPV6_PREFIX` unset: a /48, the block one site (a home, an office, a customer) is given at most. */
const DEFAULT_IPV6_PREFIX = 48;
/**
 * A /48 may hold several households (an ISP handing out /56s, a mobile network's /64s), so it gets four times the
 * limit of one IPv4 address: one visitor who owns the block cannot multiply the limit by taking fresh addresses.
 */
const IPV6_BLOCK_FACTOR = 4;

/** The key and limit of a client address under `settings`. */
export function clientLimit(address: string, settings: RateLimitSettings): { key: string; max: number } {
  const key = rateLimitKey(address, settings.ipv6Prefix ?? DEFAULT_IPV6_PREFIX);
  const ipv6 = key.includes('/');
  return { key, max: ipv6 ? (settings.ipv6Max ?? settings.max * IPV6_BLOCK_FACTOR) : settings.max };
}

/** Reads `FORMS_IPV6_PREFIX`: 32 to 64 bits, default 48. */
export function parseIpv6Prefix(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_IPV6_PREFIX;
  const prefix = Number(value.trim().replace(/^\//, ''));
  if (!Number.isInteger(prefix) || prefix < 32 || prefix > 64) throw new Error(`FORMS_IPV6_PREFIX: expected a prefix length from 32 to 64, got "${value}"`);
  return prefix;
}

export class RateLimiter implements RateLimitCounter {
  readonly max: number;
  readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(options: RateLimitOptions) {
    if (!(options.max >= 1) || !(options.windowMs >= 1)) throw new Error('rate limit: max and windowMs must be positive');
    this.max = Math.floor(options.max);
    this.windowMs = options.windowMs;
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** Counts a hit for `key` when it is allowed (`max` of them in the window); a refused hit is not counted. */
  hit(key: string, max = this.max): RateLimitDecision {
    const now = this.now();
    this.sweep(now);
    const since = now - this.windowMs;
    let times = this.hits.get(key);
    if (times) {
      let drop = 0;
      while (drop < times.length && (times[drop] as number) <= since) drop += 1;
      if (drop > 0) times.splice(0, drop);
      // Most recently seen last, for eviction.
      this.hits.delete(key);
      this.hits.set(key, times);
    } else {
      times = [];
      this.hits.set(key, times);
      if (this.hits.size > this.maxKeys) {
        const oldest = this.hits.keys().next().value;
        if (oldest !== undefined) this.hits.delete(oldest);
      }
    }
    if (times.length >= max) {
      return { allowed: false, retryAfterMs: Math.max(1, (times[0] as number) + this.windowMs - now) };
    }
    times.push(now);
    return { allowed: true };
  }

  /** Forgets keys with no hit inside the window, at most once per window. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    const since = now - this.windowMs;
    for (const [key, times] of this.hits) {
      const last = times[times.length - 1];
      if (last === undefined || last <= since) this.hits.delete(key);
    }
  }
}

/**
 * Reads `FORMS_RATE_LIMIT`: `10` (per minute), `10/60` (per 60 seconds), or `off`/`0` (no limit).
 * Unset means the default, 10 per minute.
 */
export function parseRateLimit(value: string | undefined): { max: number; windowMs: number } | false {
  if (value === undefined || value.trim() === '') return { max: 10, windowMs: 60_000 };
  const text = value.trim().toLowerCase();
  if (text === 'off' || text === '0' || text === 'false') return false;
  const match = /^(\d+)(?:\s*\/\s*(\d+(?:\.\d+)?)\s*s?)?$/.exec(text);
  if (!match) throw new Error(`FORMS_RATE_LIMIT: expected "10", "10/60" or "off", got "${value}"`);
  const max = Number(match[1]);
  const seconds = match[2] === undefined ? 60 : Number(match[2]);
  if (max < 1 || seconds <= 0) throw new Error(`FORMS_RATE_LIMIT: expected positive numbers, got "${value}"`);
  return { max, windowMs: seconds * 1000 };
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 read), or null if it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/**
 * The rate limit's key for a client address. An IPv6 client is counted by its prefix (/48 by default): keyed by the
 * full address, or even by its /64, one visitor could take a new address from their own block for every post. An IPv4
 * address stays as it is, also when it arrives mapped into IPv6 (`::ffff:192.0.2.1`).
 */
export function rateLimitKey(address: string, prefix = DEFAULT_IPV6_PREFIX): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const isMappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIPv4) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  const kept = groups.slice(0, Math.ceil(prefix / 16)).map((group, index) => {
    const bits = Math.min(16, prefix - index * 16);
    return group & ((0xffff << (16 - bits)) & 0xffff);
  });
  return `${kept.map((group) => group.toString(16)).join(':')}::/${prefix}`;
}
