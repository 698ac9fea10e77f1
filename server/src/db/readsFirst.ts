import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Turns on the embedded database's one connection (database.ts), reads first. An ingest transaction holds that
 * connection from BEGIN to COMMIT, and in the order of arrival a read queued behind several of them would wait for
 * them all. Here a turn is a read's (every other request) or a writer's (the ingest's transactions, and Simulate's
 * pages of events, which read in bulk: DatabaseHandle.afterReads): when a writer's turn ends, the reads waiting then go before the next writer; otherwise
 * turns go in the order they were asked for. So a read waits at most for the turn in progress, one writer's turn and
 * the reads ahead of it, and a writer for the writers ahead of it with a round of reads before each: neither waits
 * for ever however many of the other come.
 */
export type TurnKind = 'read' | 'writer';

interface Waiting {
  asked: number;
  start: () => void;
}

export class ReadsFirst {
  private busy = false;
  private asked = 0;
  private readonly waiting: Record<TurnKind, Waiting[]> = { read: [], writer: [] };
  /** Reads still to go before the next writer: those that were waiting when the last writer's turn ended. */
  private readsBeforeWriter = 0;

  /** Resolves when the caller's turn starts; the caller ends it with end(kind). */
  take(kind: TurnKind): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((start) => this.waiting[kind].push({ asked: this.asked++, start }));
  }

  end(kind: TurnKind): void {
    if (kind === 'writer') this.readsBeforeWriter = this.waiting.read.length;
    const next = this.next();
    if (next) next.start();
    else this.busy = false;
  }

  private next(): Waiting | undefined {
    const [read] = this.waiting.read;
    const [writer] = this.waiting.writer;
    if (read && (this.readsBeforeWriter > 0 || !writer || read.asked < writer.asked)) {
      this.readsBeforeWriter = Math.max(0, this.readsBeforeWriter - 1);
      return this.waiting.read.shift();
    }
    return this.waiting.writer.shift();
  }
}

/** The pool's connections handed out in turns of this kind: a turn starts before the connection and ends with its release. */
function inTurns(pool: pg.Pool, turns: ReadsFirst, kind: TurnKind): PostgresPool['connect'] {
  return async () => {
    await turns.take(kind);
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      turns.end(kind);
      throw error;
    }
    return {
      query: client.query.bind(client) as PostgresPoolClient['query'],
      release() {
        client.release();
        turns.end(kind);
      },
    };
  };
}

/**
 * The pool of the embedded database's one connection as Kysely's two pools: reads, and writers in turn (see
 * ReadsFirst). Ending the reads' pool ends the connection; the writers' pool only shares it.
 */
export function readsFirstPools(pool: pg.Pool): Record<TurnKind, PostgresPool> {
  const turns = new ReadsFirst();
  return {
    read: { connect: inTurns(pool, turns, 'read'), end: () => pool.end() },
    writer: { connect: inTurns(pool, turns, 'writer'), end: async () => {} },
  };
}
