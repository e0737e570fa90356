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
