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

export class RateLimiter {
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

  /** Counts a hit for `key` when it is allowed; a refused hit is not counted. */
  hit(key: string): RateLimitDecision {
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
    if (times.length >= this.max) {
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
 * The rate limit's key for a client address. An IPv6 client is counted by its /64, the block a home or office line
 * is given whole: keyed by the full address, one visitor could take a new address from their own block for every
 * post. An IPv4 address stays as it is, also when it arrives mapped into IPv6 (`::ffff:192.0.2.1`).
 */
export function rateLimitKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const isMappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIPv4) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
