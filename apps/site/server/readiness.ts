/**
 * `/readyz`: whether this instance can take a submission now, by writing a probe row to the submission store the
 * way a submission is written. A load balancer stops sending traffic while it answers 503; `/healthz` only says
 * the process is alive. Concurrent checks share one probe, a probe that hangs counts as a failure, and the log
 * gets one line when the store stops and one when it comes back (not one per check), with the reason: the public
 * answer says only whether, not why (a reason names the storage behind the site).
 *
 * `/readyz` is public and the probe is an fsync'd write: the red team drove 6,097 probes a second. A probe's
 * answer therefore stands for a second (`intervalMs`), and every check in that time gets it without writing.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { StoreReadiness, SubmissionStore } from './forms/store';

const DEFAULT_PROBE_TIMEOUT_MS = 5_000;
const DEFAULT_INTERVAL_MS = 1_000;

export class ReadinessCheck {
  private inFlight: Promise<StoreReadiness> | undefined;
  private last: { startedAt: number; result: StoreReadiness } | undefined;
  private wasReady = true;

  constructor(
    private readonly store: SubmissionStore | undefined,
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs = DEFAULT_PROBE_TIMEOUT_MS,
    private readonly intervalMs = DEFAULT_INTERVAL_MS,
  ) {}

  check(): Promise<StoreReadiness> {
    const now = performance.now();
    // Probes start at most once per interval, counted from the last one's start.
    if (this.last && now - this.last.startedAt < this.intervalMs) return Promise.resolve(this.last.result);
    this.inFlight ??= this.probe()
      .then((result) => {
        this.last = { startedAt: now, result };
        return result;
      })
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }

  private async probe(): Promise<StoreReadiness> {
    // Without forms there is nothing to write: serving pages needs only the process.
    if (!this.store) return { ready: true };
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<StoreReadiness>((resolve) => {
      timer = setTimeout(
        () => resolve({ ready: false, reason: 'the submission store did not answer in time', detail: `no answer within ${this.timeoutMs} ms` }),
        this.timeoutMs,
      );
    });
    const result = await Promise.race([
      this.store.ready().catch((error: unknown): StoreReadiness => ({ ready: false, reason: 'the submission store failed', detail: String(error) })),
      timedOut,
    ]);
    clearTimeout(timer);
    if (!result.ready && this.wasReady) {
      this.log.error({ reason: result.reason, error: result.detail }, 'readiness: the submission store cannot be written');
    } else if (result.ready && !this.wasReady) {
      this.log.warn('readiness: the submission store can be written again');
    }
    this.wasReady = result.ready;
    return result;
  }
}
