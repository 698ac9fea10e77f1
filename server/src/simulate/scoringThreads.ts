/**
 * The scoring threads kept warm between Simulates: starting one costs about half a second (tsx and the scoring
 * rules loaded anew), more than a short run itself. At most as many as run at once (one per running Simulate), and
 * each ends after SCORING_THREAD_IDLE_MS without a run, so that an idle server gives their memory back.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** How long a thread without a run is kept. */
export const SCORING_THREAD_IDLE_MS = 15_000;

/**
 * A scoring thread's nice value. Linux keeps one per thread, so a thread can lower its own priority without the
 * server's: when Simulates, requests and the database want the same CPUs, the scheduler gives a thread at nice 0
 * about nine times a nice-10 thread's share, and a Simulate takes what the API leaves (issue 26).
 */
export const SCORING_THREAD_NICENESS = 10;

export class ScoringThreads {
  private readonly idle = new Map<Worker, NodeJS.Timeout>();

  /** heapMb: each thread's heap (SIMULATE_HEAP_MB), V8's old generation, where a run's board lives. */
  constructor(private readonly heapMb: number) {}

  /** An idle thread, or a new one; the caller ends it (terminate) or gives it back. */
  take(): Worker {
    const [warm] = this.idle;
    if (!warm) return this.started();
    const [worker, timer] = warm;
    clearTimeout(timer);
    this.idle.delete(worker);
    worker.ref();
    return worker;
  }

  private started(): Worker {
    const worker = new Worker(path.join(__dirname, 'scoringWorker.cjs'), { resourceLimits: { maxOldGenerationSizeMb: this.heapMb } });
    // A run listens for its own thread's failure (ScoringThread); an idle thread that fails is only dropped.
    worker.on('error', () => {});
    worker.on('exit', () => {
      clearTimeout(this.idle.get(worker));
      this.idle.delete(worker);
    });
    return worker;
  }

  /** A thread whose run answered: kept for the next run, ended after SCORING_THREAD_IDLE_MS. It does not keep the process alive. */
  giveBack(worker: Worker): void {
    worker.unref();
    const timer = setTimeout(() => this.end(worker), SCORING_THREAD_IDLE_MS);
    timer.unref();
    this.idle.set(worker, timer);
  }

  private end(worker: Worker): Promise<number> {
    clearTimeout(this.idle.get(worker));
    this.idle.delete(worker);
    return worker.terminate();
  }

  /** Ends the idle threads (the server stops; running ones end with their requests). */
  async stop(): Promise<void> {
    await Promise.all([...this.idle.keys()].map((worker) => this.end(worker)));
  }
}
