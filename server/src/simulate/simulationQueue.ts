/**
 * How many Simulates run at once, server-wide and per staff member, and how many wait for their turn (issue 26,
 * "Heavy work is bounded"): a run past the running limits waits in line, first come first served; one past the
 * waiting limits is refused at once (429 with Retry-After), so that neither a crowd nor one member's script can
 * pile up work or memory.
 */

export interface SimulationLimits {
  /** Runs at once on this server (SIMULATE_RUNNING). */
  running: number;
  /** Runs at once per staff member (SIMULATE_RUNNING_PER_STAFF); their others wait. */
  runningPerStaff: number;
  /** Runs waiting for their turn on this server (SIMULATE_WAITING). */
  waiting: number;
  /** Runs waiting per staff member (SIMULATE_WAITING_PER_STAFF). */
  waitingPerStaff: number;
}

/** The line is full: come back in about retryAfterSeconds. */
export class SimulationsBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many simulations are running or waiting');
    this.name = 'SimulationsBusy';
  }
}

interface Waiter {
  staffId: string;
  admit(): void;
}

/** A run's own ending: frees its place for the next in line (idempotent). */
export type Release = () => void;

/** What a run's wait is guessed from until runs have been timed: figure 14's 7 days take about 0.3 s, 35 days a few. */
const FIRST_GUESS_MS = 3_000;
/** Weight of the newest run in the running average of run times. */
const NEWEST_WEIGHT = 0.2;

export class SimulationQueue {
  private running = 0;
  private readonly runningBy = new Map<string, number>();
  private readonly line: Waiter[] = [];
  private averageRunMs = FIRST_GUESS_MS;

  constructor(private readonly limits: SimulationLimits) {}

  /** Runs now, and runs waiting their turn. */
  get counts(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.line.length };
  }

  private runningOf(staffId: string): number {
    return this.runningBy.get(staffId) ?? 0;
  }

  private waitingOf(staffId: string): number {
    return this.line.filter((waiter) => waiter.staffId === staffId).length;
  }

  private mayRun(staffId: string): boolean {
    return this.running < this.limits.running && this.runningOf(staffId) < this.limits.runningPerStaff;
  }

  /** Seconds until the line has moved by one more place than it holds now, by the average run. */
  private retryAfterSeconds(): number {
    const turns = Math.ceil((this.line.length + 1) / this.limits.running);
    return Math.max(1, Math.ceil((turns * this.averageRunMs) / 1000));
  }

  private start(staffId: string): Release {
    this.running += 1;
    this.runningBy.set(staffId, this.runningOf(staffId) + 1);
    const started = Date.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.averageRunMs += NEWEST_WEIGHT * (Date.now() - started - this.averageRunMs);
      this.running -= 1;
      const left = this.runningOf(staffId) - 1;
      if (left === 0) this.runningBy.delete(staffId);
      else this.runningBy.set(staffId, left);
      this.admitWaiting();
    };
  }

  /** The first in line whose staff member may run, as long as the server may run more. */
  private admitWaiting(): void {
    for (let i = 0; i < this.line.length && this.running < this.limits.running; ) {
      if (this.mayRun(this.line[i].staffId)) this.line.splice(i, 1)[0].admit();
      else i += 1;
    }
  }

  /**
   * A place to run for `staffId`: at once when the limits allow, else after waiting in line. Throws SimulationsBusy
   * when the line is full (for everyone or for this staff member); rejects with the signal's reason when it is
   * aborted while waiting, leaving the line.
   */
  async admit(staffId: string, signal: AbortSignal): Promise<Release> {
    signal.throwIfAborted();
    if (this.mayRun(staffId)) return this.start(staffId);
    if (this.line.length >= this.limits.waiting || this.waitingOf(staffId) >= this.limits.waitingPerStaff) throw new SimulationsBusy(this.retryAfterSeconds());
    return new Promise<Release>((resolve, reject) => {
      const leave = () => {
        this.line.splice(this.line.indexOf(waiter), 1);
        reject(signal.reason);
      };
      const waiter: Waiter = {
        staffId,
        admit: () => {
          signal.removeEventListener('abort', leave);
          resolve(this.start(staffId));
        },
      };
      this.line.push(waiter);
      signal.addEventListener('abort', leave, { once: true });
    });
  }
}
