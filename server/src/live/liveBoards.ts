import type pg from 'pg';
import { TournamentStatus } from '../../../src/domain/enums';
import type { Db } from '../db/database';
import { BoardChangeListener } from './boardChangeListener';
import { readBoardSnapshots, type BoardSnapshot } from './boardSnapshots';
import { Throttle } from './throttle';

export type BoardListener = (snapshot: BoardSnapshot) => void;

export interface LiveBoardsOptions {
  db: Db;
  now: () => Date;
  /** At most one read of the watched boards per interval (the spec's one message a second). */
  intervalMs: number;
  /** Completes the tournaments whose end has passed, announcing them (completeDueTournaments). */
  completeDue: () => Promise<unknown>;
  /** PostgreSQL to LISTEN on; none for the embedded database, whose writers signal this hub themselves. */
  listenTo?: pg.ClientConfig;
}

// setTimeout's longest wait (about 24.8 days); a later end is waited for in several steps.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The instance's hub of live boards: the streams subscribe to boards, the hub hears which boards changed (NOTIFY, or
 * the embedded database's writers after commit), reads the changed ones that someone watches at most once per
 * interval, all in one statement, and hands each subscriber the snapshot. So 200 streams on one board cost one read a
 * second, not 200. It also watches the watched boards' ends, so that a stream ends when its tournament does.
 */
export class LiveBoards {
  private readonly listeners = new Map<number, Set<BoardListener>>();
  private readonly dirty = new Set<number>();
  private readonly endTimers = new Map<number, NodeJS.Timeout>();
  private readonly reads: Throttle;
  private readonly completions = new Set<Promise<void>>();
  private readonly listener: BoardChangeListener | undefined;

  constructor(private readonly options: LiveBoardsOptions) {
    this.reads = new Throttle(options.intervalMs, () => this.readDirty());
    this.listener =
      options.listenTo &&
      new BoardChangeListener(options.listenTo, {
        changed: (ids) => this.changed(ids),
        reconnected: () => this.changed(this.listeners.keys()),
      });
  }

  async start(): Promise<void> {
    await this.listener?.start();
  }

  /** After the streams have ended (the app's close ends them). */
  async stop(): Promise<void> {
    for (const timer of this.endTimers.values()) clearTimeout(timer);
    this.endTimers.clear();
    await this.listener?.stop();
    await this.reads.stop();
    await Promise.all(this.completions);
  }

  /** A writer on this instance committed changes to these boards (see changingBoards). */
  committed(tournamentIds: Iterable<number>): void {
    if (!this.listener) this.changed(tournamentIds);
  }

  /**
   * Calls `listener` with each later snapshot of these boards, until the returned function is called. Snapshots of
   * a board come at least an interval apart.
   */
  subscribe(tournamentIds: readonly number[], listener: BoardListener): () => void {
    for (const id of tournamentIds) {
      const own = this.listeners.get(id) ?? new Set();
      own.add(listener);
      this.listeners.set(id, own);
    }
    return () => {
      for (const id of tournamentIds) {
        const own = this.listeners.get(id);
        own?.delete(listener);
        if (own?.size === 0) this.forget(id);
      }
    };
  }

  /** How many boards some stream watches (none once every client has left). */
  watchedBoards(): number {
    return this.listeners.size;
  }

  /** The boards as they are now (a stream's first message); absent when there is no such tournament. */
  async current(tournamentIds: readonly number[]): Promise<Map<number, BoardSnapshot>> {
    const snapshots = await readBoardSnapshots(this.options.db, tournamentIds);
    for (const snapshot of snapshots.values()) this.watchEnd(snapshot);
    return snapshots;
  }

  private changed(tournamentIds: Iterable<number>): void {
    let watched = false;
    for (const id of tournamentIds) {
      if (!this.listeners.has(id)) continue;
      this.dirty.add(id);
      watched = true;
    }
    if (watched) this.reads.request();
  }

  private forget(id: number): void {
    this.listeners.delete(id);
    this.dirty.delete(id);
    clearTimeout(this.endTimers.get(id));
    this.endTimers.delete(id);
  }

  private async readDirty(): Promise<void> {
    const ids = [...this.dirty];
    this.dirty.clear();
    if (ids.length === 0) return;
    try {
      const snapshots = await this.current(ids);
      for (const snapshot of snapshots.values()) {
        for (const listener of this.listeners.get(snapshot.tournament_id) ?? []) listener(snapshot);
      }
    } catch (error) {
      // The database is restarting or unreachable: read them again in an interval, no change is lost.
      console.warn('Live leaderboards could not read the changed boards:', error);
      this.changed(ids);
    }
  }

  /**
   * A running board is read again when its end comes; one whose end has passed but is still In Progress (the
   * completion job has not run yet) is completed now, which announces it, so its subscribers get the final status.
   */
  private watchEnd(snapshot: BoardSnapshot): void {
    const id = snapshot.tournament_id;
    if (snapshot.status !== TournamentStatus.InProgress || !this.listeners.has(id) || this.endTimers.has(id)) return;
    const untilEnd = snapshot.end_at.getTime() - this.options.now().getTime();
    if (untilEnd <= 0) {
      this.completeDue();
      return;
    }
    const timer = setTimeout(() => {
      this.endTimers.delete(id);
      this.changed([id]);
    }, Math.min(untilEnd, LONGEST_TIMER_MS));
    this.endTimers.set(id, timer);
  }

  /** Safe to run beside another completion (the job's, another instance's): each tournament completes once. */
  private completeDue(): void {
    const completion = this.options
      .completeDue()
      .then(
        () => {},
        (error: unknown) => console.warn('Live leaderboards could not complete an ended tournament:', error),
      )
      .finally(() => this.completions.delete(completion));
    this.completions.add(completion);
  }
}
