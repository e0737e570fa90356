/**
 * The outbox worker: delivers each stored submission to the configured channels (e-mail, webhook) after
 * the visitor has had their answer. Pending deliveries are rows in the database, so they survive restarts;
 * failures are retried with exponential backoff (with jitter) up to a number of attempts, then given up
 * (the row keeps its last error, and the submission itself is never touched).
 */
import { errorText, type Channel, type OutboxJob, type StoredSubmission, type SubmissionStore } from './store';

/**
 * Sends one submission through one channel; throws (or rejects) when the delivery failed. `signal` aborts when the
 * outbox ends the attempt (its deadline, or a shutdown): the channel closes its connection then.
 */
export type Deliver = (submission: StoredSubmission, signal?: AbortSignal) => Promise<void>;

/** Where failures are reported: the server's logger (pino's `(details, message)` order). */
export interface OutboxLogger {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface OutboxOptions {
  /** How often due rows are looked for when nothing kicks the worker (ms). */
  pollMs?: number;
  /** Delay before the first retry; doubles with each further failure (ms). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Attempts before a row is given up. */
  maxAttempts?: number;
  /** The longest one delivery may take, then it is cut off and counted as failed (ms; default 60 s). */
  attemptTimeoutMs?: number;
  /**
   * How long a claimed row stays reserved for the worker delivering it (ms; default twice the attempt timeout). It
   * must outlast the longest attempt, or another instance would send a message still in flight.
   */
  leaseMs?: number;
  /** Deliveries in flight at once per channel (default 4): a slow one holds one slot, not the channel. */
  concurrency?: number;
  /** How long `stop()` lets deliveries in flight finish before cutting them off (ms; default 5 s). */
  stopTimeoutMs?: number;
  now?: () => Date;
  /** Random factor in [0, 1) spreading retries; 0.5 means no change. */
  random?: () => number;
  /** Failures: a retry at warn level, giving up and an unreachable store at error level. */
  logger?: OutboxLogger;
}

export interface RetryPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

/** When the next attempt is due after `attempts` failed ones, or null to give up. */
export function nextAttemptAt(policy: RetryPolicy, attempts: number, now: Date, random = Math.random): Date | null {
  if (attempts >= policy.maxAttempts) return null;
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  // ±20 % so many rows failing together do not retry in lockstep.
  const jittered = exponential * (0.8 + 0.4 * random());
  return new Date(now.getTime() + Math.round(jittered));
}

/** Why an attempt was cut off. */
type Cut = 'deadline' | 'shutdown';

interface Attempt {
  job: OutboxJob;
  controller: AbortController;
  done: Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Each channel is its own lane with a few slots: a free slot claims the next due row of that channel, so a message
 * stuck on a silent server holds one slot and delays no other message or channel (waiting for a whole batch did).
 */
export class OutboxWorker {
  readonly channels: readonly Channel[];
  private readonly options: Required<Omit<OutboxOptions, 'logger'>>;
  private logger: OutboxLogger | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private readonly attempts = new Set<Attempt>();
  private readonly claims = new Map<Channel, Promise<void>>();
  /** Channels kicked while a claim of theirs was running: they look again once it ends. */
  private readonly again = new Set<Channel>();

  constructor(
    private readonly store: SubmissionStore,
    private readonly deliverers: Partial<Record<Channel, Deliver>>,
    options: OutboxOptions = {},
  ) {
    this.channels = (Object.keys(deliverers) as Channel[]).filter((channel) => deliverers[channel]);
    const attemptTimeoutMs = options.attemptTimeoutMs ?? 60_000;
    this.options = {
      pollMs: 5_000,
      baseDelayMs: 10_000,
      maxDelayMs: 60 * 60_000,
      maxAttempts: 20,
      attemptTimeoutMs,
      leaseMs: 2 * attemptTimeoutMs,
      concurrency: 4,
      stopTimeoutMs: 5_000,
      now: () => new Date(),
      random: Math.random,
      ...options,
    };
    // The attempt is cut off at its deadline, and its result is recorded after: the lease must leave room for both.
    if (!(this.options.leaseMs > this.options.attemptTimeoutMs)) {
      throw new Error(`outbox: the lease (${this.options.leaseMs} ms) must outlast the longest attempt (${this.options.attemptTimeoutMs} ms)`);
    }
    if (!(this.options.concurrency >= 1)) throw new Error('outbox: concurrency must be at least 1');
    this.logger = options.logger;
  }

  /**
   * Starts polling (rows left pending by an earlier run are picked up at once). `logger` replaces the one given at
   * construction: the server starts its outbox once its own logger exists.
   */
  start(logger?: OutboxLogger): void {
    if (logger) this.logger = logger;
    if (!this.stopped || this.channels.length === 0) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Looks for due rows now (after a new submission); never throws, never waits. */
  kick(): void {
    for (const channel of this.channels) this.fill(channel);
  }

  /**
   * Stops claiming, lets the deliveries in flight finish for up to `timeoutMs`, then cuts the rest off and gives their
   * rows back (due at once, attempt not counted) for the next start or another instance. Bounded: a silent server
   * cannot hold a shutdown.
   */
  async stop(timeoutMs = this.options.stopTimeoutMs): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    const settled = Promise.all([...this.claims.values(), ...[...this.attempts].map((attempt) => attempt.done)]).then(() => true);
    if (await Promise.race([settled, sleep(timeoutMs).then(() => false)])) return;
    for (const attempt of this.attempts) attempt.controller.abort('shutdown' satisfies Cut);
    // Giving the rows back is one quick write each; a store that does not answer leaves them to their lease.
    await Promise.race([Promise.all([...this.attempts].map((attempt) => attempt.done)), sleep(2_000)]);
  }

  /** Claims as many due rows of `channel` as it has free slots, and starts delivering them. */
  private fill(channel: Channel): void {
    if (this.stopped) return;
    if (this.claims.has(channel)) {
      this.again.add(channel);
      return;
    }
    const free = this.options.concurrency - [...this.attempts].filter((attempt) => attempt.job.channel === channel).length;
    if (free <= 0) return; // a slot that frees up looks again
    const claim = (async () => {
      try {
        // The first database call waits for the next turn of the event loop, after the answer has gone.
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (this.stopped) return;
        const now = this.options.now();
        const jobs = await this.store.claimDue([channel], now, new Date(now.getTime() + this.options.leaseMs), free);
        if (this.stopped) {
          // Stopped while claiming: give the rows back rather than start what the shutdown would cut off.
          await Promise.all(jobs.map((job) => this.store.release(job.id, now)));
          return;
        }
        for (const job of jobs) this.begin(job);
      } catch (error) {
        // The database is unreachable: the rows stay pending and the next poll tries again.
        this.logger?.error({ channel, error: errorText(error) }, 'outbox: cannot read or update pending deliveries');
      } finally {
        this.claims.delete(channel);
        // Kicked meanwhile (a new submission, a slot freed): look again; more than the free slots waits for a slot.
        if (this.again.delete(channel)) this.fill(channel);
      }
    })();
    this.claims.set(channel, claim);
  }

  private begin(job: OutboxJob): void {
    const controller = new AbortController();
    const attempt: Attempt = { job, controller, done: Promise.resolve() };
    attempt.done = this.attempt(job, controller).finally(() => {
      this.attempts.delete(attempt);
      this.fill(job.channel);
    });
    this.attempts.add(attempt);
  }

  private async attempt(job: OutboxJob, controller: AbortController): Promise<void> {
    const deliver = this.deliverers[job.channel];
    if (!deliver) return;
    const { signal } = controller;
    const deadline = setTimeout(() => controller.abort('deadline' satisfies Cut), this.options.attemptTimeoutMs);
    // A channel that ignores the signal still loses the race: the worker never waits past the deadline.
    const cut = new Promise<never>((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(new Error(`no answer within ${this.options.attemptTimeoutMs} ms`)), { once: true }),
    );
    cut.catch(() => undefined);
    let failure: unknown;
    let sent = false;
    try {
      await Promise.race([deliver(job.submission, signal), cut]);
      sent = true;
    } catch (error) {
      failure = error;
    } finally {
      clearTimeout(deadline);
    }
    const details = { channel: job.channel, submission: job.submission.id };
    try {
      if (sent) {
        await this.store.markDelivered(job.id, this.options.now());
        return;
      }
      if (signal.aborted && signal.reason === 'shutdown') {
        // Not a failure of the channel: the next start (or another instance) sends it, without waiting for the lease.
        await this.store.release(job.id, this.options.now());
        return;
      }
      const error = signal.aborted ? new Error(`no answer within ${this.options.attemptTimeoutMs} ms`) : failure;
      const attempts = job.attempts + 1;
      const next = nextAttemptAt(this.options, attempts, this.options.now(), this.options.random);
      const logged = { ...details, attempts, error: errorText(error) };
      if (next) this.logger?.warn({ ...logged, nextAttemptAt: next.toISOString() }, 'outbox: delivery failed, will retry');
      else this.logger?.error(logged, 'outbox: delivery failed, giving up');
      await this.store.markFailed(job.id, errorText(error), next);
    } catch (error) {
      if (sent) {
        // Sent, but not recorded: once the lease runs out it is sent again (the same Message-ID or idempotency key).
        this.logger?.error(
          { ...details, error: errorText(error) },
          'outbox: delivered, but the delivery could not be recorded; it will be sent again',
        );
      } else {
        this.logger?.error({ ...details, error: errorText(error) }, 'outbox: cannot record a delivery attempt; retried once its lease runs out');
      }
    }
  }
}
