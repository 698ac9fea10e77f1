/**
 * The main thread's side of a Simulate's scoring thread (a worker thread of ScoringThreads, its heap capped by
 * resourceLimits): feeds it the pages the main thread reads, a slice at a time with at most SLICES_IN_FLIGHT of them
 * waiting to be scored, and ends it on any failure or abort; a thread that answered is given back for the next run.
 */
import type { Worker } from 'node:worker_threads';
import type { ScoringSetup } from './scoringJob';
import type { FromScoring, ToScoring } from './scoringMessages';
import type { ReplayedBoard } from './simulateSchema';
import type { ScoringThreads } from './scoringThreads';
import type { EventRow } from './eventRows';

/**
 * Rows per message: posting copies the rows on the main thread (structured clone), and a whole page of 10,000 took
 * tens of milliseconds there on a busy machine; a slice is a few, with the event loop free between two.
 */
export const SLICE_ROWS = 1_000;

/**
 * Slices sent and not yet scored: while the thread scores them, the main thread reads and sends more; past this it
 * waits, which bounds what a run holds to these slices and the page being read.
 */
export const SLICES_IN_FLIGHT = 20;

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Why a run's scoring stopped short of an answer. */
export type ScoringRefusal = 'tooManyPlayers' | 'outOfMemory';

export class ScoringRefused extends Error {
  constructor(readonly reason: ScoringRefusal) {
    super(`The scoring thread stopped: ${reason}`);
    this.name = 'ScoringRefused';
  }
}

const isOutOfMemory = (error: unknown) => (error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';

export class ScoringThread {
  private readonly worker: Worker;
  /** Set once the thread failed, ended or was aborted: every later call rejects with it. */
  private failure: unknown;
  private waiting: Array<{ resolve: (message: FromScoring) => void; reject: (error: unknown) => void }> = [];
  /** Slices sent and not yet awaited, oldest first. */
  private readonly unscored: Array<Promise<unknown>> = [];
  private answer: Promise<ReplayedBoard> | undefined;
  /** Takes this run's listeners off the thread and the signal. */
  private readonly detach: () => void;

  /** Aborting `signal` ends the thread at once and rejects what waits with the signal's reason. */
  constructor(
    private readonly threads: ScoringThreads,
    setup: ScoringSetup,
    signal: AbortSignal,
  ) {
    this.worker = threads.take();
    const onMessage = (message: FromScoring) => {
      if (message.type === 'tooManyPlayers') return this.fail(new ScoringRefused('tooManyPlayers'));
      this.waiting.shift()?.resolve(message);
    };
    const onError = (error: Error) => this.fail(isOutOfMemory(error) ? new ScoringRefused('outOfMemory') : error);
    const onExit = () => this.fail(new Error('The scoring thread ended before its answer'));
    const onAbort = () => this.fail(signal.reason);
    this.worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    signal.addEventListener('abort', onAbort, { once: true });
    this.detach = () => {
      this.worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      signal.removeEventListener('abort', onAbort);
    };
    this.worker.postMessage({ type: 'start', setup } satisfies ToScoring);
    if (signal.aborted) onAbort();
  }

  private fail(error: unknown, { keepThread = false } = {}): void {
    if (this.failure !== undefined) return;
    this.failure = error;
    this.detach();
    for (const { reject } of this.waiting.splice(0)) reject(error);
    if (keepThread) this.threads.giveBack(this.worker);
    else void this.worker.terminate();
  }

  /** The next message of the thread (they answer in the order sent). */
  private next(): Promise<FromScoring> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private send(message: ToScoring): Promise<FromScoring> {
    const answered = this.next();
    if (this.failure === undefined) this.worker.postMessage(message);
    return answered;
  }

  /** Sends a page of rows to score; resolves once fewer than SLICES_IN_FLIGHT wait, so the caller may read the next. */
  async score(rows: readonly EventRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += SLICE_ROWS) {
      const scored = this.send({ type: 'rows', rows: rows.slice(start, start + SLICE_ROWS) });
      // A failure rejects every slice's promise: one awaited here, or the answer's, reports it.
      scored.catch(() => {});
      this.unscored.push(scored);
      while (this.unscored.length >= SLICES_IN_FLIGHT) await this.unscored.shift();
      await turn();
    }
  }

  /** The board's answer once every page sent is scored; the thread ends after it. */
  finish(): Promise<ReplayedBoard> {
    this.answer ??= this.finished();
    return this.answer;
  }

  private async finished(): Promise<ReplayedBoard> {
    const message = await this.send({ type: 'finish' });
    if (message.type !== 'answer') throw new Error(`The scoring thread answered ${message.type} to finish`);
    this.fail(new Error('The run has answered'), { keepThread: true });
    return message.simulation;
  }

  /** Ends the thread unless the run answered (idempotent): after a failure, or when the request gives up. */
  stop(): void {
    this.fail(new Error('The scoring thread was stopped'));
  }
}
