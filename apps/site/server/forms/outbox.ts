/**
 * The outbox worker: delivers each stored submission to the configured channels (e-mail, webhook) after
 * the visitor has had their answer. Pending deliveries are rows in the database, so they survive restarts;
 * failures are retried with exponential backoff (with jitter) up to a number of attempts, then given up
 * (the row keeps its last error, and the submission itself is never touched).
 */
import { errorText, type Channel, type OutboxJob, type StoredSubmission, type SubmissionStore } from './store';

/** Sends one submission through one channel; throws (or rejects) when the delivery failed. */
export type Deliver = (submission: StoredSubmission) => Promise<void>;

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
  /** How long a claimed row stays reserved for the worker delivering it (ms). */
  leaseMs?: number;
  /** Rows claimed per round. */
  batchSize?: number;
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

export class OutboxWorker {
  readonly channels: readonly Channel[];
  private readonly options: Required<Omit<OutboxOptions, 'logger'>>;
  private logger: OutboxLogger | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly store: SubmissionStore,
    private readonly deliverers: Partial<Record<Channel, Deliver>>,
    options: OutboxOptions = {},
  ) {
    this.channels = (Object.keys(deliverers) as Channel[]).filter((channel) => deliverers[channel]);
    this.options = {
      pollMs: 5_000,
      baseDelayMs: 10_000,
      maxDelayMs: 60 * 60_000,
      maxAttempts: 20,
      leaseMs: 2 * 60_000,
      batchSize: 20,
      now: () => new Date(),
      random: Math.random,
      ...options,
    };
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
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // The first database call waits for the next turn of the event loop, after the answer has gone.
    this.running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.drain())
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Stops polling and waits for the deliveries in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Delivers due rows until none is left (or the worker stops). */
  private async drain(): Promise<void> {
    try {
      for (;;) {
        if (this.stopped) return;
        const now = this.options.now();
        const jobs = await this.store.claimDue(
          this.channels,
          now,
          new Date(now.getTime() + this.options.leaseMs),
          this.options.batchSize,
        );
        if (jobs.length === 0) return;
        await Promise.all(jobs.map((job) => this.deliver(job)));
        if (jobs.length < this.options.batchSize) return;
      }
    } catch (error) {
      // The database is unreachable: the rows stay pending and the next poll tries again.
      this.logger?.error({ error: errorText(error) }, 'outbox: cannot read or update pending deliveries');
    }
  }

  private async deliver(job: OutboxJob): Promise<void> {
    const deliver = this.deliverers[job.channel];
    if (!deliver) return;
    try {
      await deliver(job.submission);
    } catch (error) {
      const attempts = job.attempts + 1;
      const next = nextAttemptAt(this.options, attempts, this.options.now(), this.options.random);
      const details = { channel: job.channel, submission: job.submission.id, attempts, error: errorText(error) };
      if (next) this.logger?.warn({ ...details, nextAttemptAt: next.toISOString() }, 'outbox: delivery failed, will retry');
      else this.logger?.error(details, 'outbox: delivery failed, giving up');
      await this.store.markFailed(job.id, errorText(error), next);
      return;
    }
    try {
      await this.store.markDelivered(job.id, this.options.now());
    } catch (error) {
      // Sent, but not recorded: once the lease runs out it is sent again (the same Message-ID or idempotency key).
      this.logger?.error(
        { channel: job.channel, submission: job.submission.id, error: errorText(error) },
        'outbox: delivered, but the delivery could not be recorded; it will be sent again',
      );
    }
  }
}
