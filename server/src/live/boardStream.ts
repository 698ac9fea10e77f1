import { PassThrough } from 'node:stream';
import { TournamentStatus } from '../../../src/domain/enums';
import { notFound } from '../http/errors';
import { serverText } from '../http/serverText';
import { TOURNAMENT_MESSAGES } from '../http/tournamentMessages';
import type { BoardSnapshot } from './boardSnapshots';
import type { LiveBoards } from './liveBoards';
import { sseComment, sseMessage } from './serverSentEvents';

export interface BoardStreamOptions {
  intervalMs: number;
  heartbeatMs: number;
  /** The caller's token expires then (ms since the epoch): the stream closes, and the client comes back with a fresh one. */
  closeAt: number;
}

// setTimeout's longest wait (about 24.8 days); a token living longer is cut there (the client reconnects).
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const changeMessage = ({ tournament_id, version, players, leader }: BoardSnapshot) =>
  sseMessage('change', { tournament_id, version, players, leader }, version);

const endMessage = ({ tournament_id, status }: BoardSnapshot) => sseMessage('end', { tournament_id, status });

/**
 * One client's stream of some boards' changes (tournament-engine §3): the boards as they are at once, then a
 * `change` at most once per interval while they change (a version already sent is not sent again), a heartbeat
 * comment, and `end` for each board whose tournament stops being In Progress; it closes when every board has
 * ended, the client leaves, the caller's token expires or the server closes. The hub's snapshots of a board come an interval apart; only one
 * that comes within an interval of the first message is held, and at the end of that interval the held boards are
 * read again, so the message then carries their last state.
 */
export class BoardStream {
  readonly body = new PassThrough();
  private readonly sentVersions = new Map<number, number>();
  private readonly pending = new Map<number, BoardSnapshot>();
  private readonly ended = new Set<number>();
  private lastSent = Number.NEGATIVE_INFINITY;
  private held: NodeJS.Timeout | undefined;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly expiry: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private closed = false;

  private constructor(
    private readonly tournamentIds: readonly number[],
    private readonly hub: LiveBoards,
    private readonly options: BoardStreamOptions,
  ) {
    this.heartbeat = setInterval(() => this.body.write(sseComment('heartbeat')), options.heartbeatMs);
    this.expiry = setTimeout(() => this.close(), Math.min(Math.max(0, options.closeAt - Date.now()), LONGEST_TIMER_MS));
    // Subscribed before the first read, so that no change after it is missed.
    this.unsubscribe = hub.subscribe(tournamentIds, (snapshot) => this.receive(snapshot));
    this.body.on('close', () => this.close());
  }

  /** Opens a stream of these boards, 404 when one of them does not exist. */
  static async open(hub: LiveBoards, tournamentIds: readonly number[], options: BoardStreamOptions): Promise<BoardStream> {
    const stream = new BoardStream(tournamentIds, hub, options);
    try {
      const snapshots = await hub.current(tournamentIds);
      const missing = tournamentIds.filter((id) => !snapshots.has(id));
      if (missing.length > 0) throw notFound(serverText(TOURNAMENT_MESSAGES.idsNotFound, { count: missing.length, ids: missing.join(', ') }));
      for (const snapshot of snapshots.values()) stream.receive(snapshot);
    } catch (error) {
      stream.close();
      throw error;
    }
    return stream;
  }

  /** Idempotent: ends the body and lets go of timers and the subscription. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.held);
    clearInterval(this.heartbeat);
    clearTimeout(this.expiry);
    this.unsubscribe();
    this.body.end();
  }

  private receive(snapshot: BoardSnapshot): void {
    if (this.closed || this.ended.has(snapshot.tournament_id)) return;
    this.pending.set(snapshot.tournament_id, snapshot);
    if (this.held) return;
    const wait = this.lastSent + this.options.intervalMs - Date.now();
    if (wait <= 0) this.sendPending();
    else this.held = setTimeout(() => void this.sendLatest(), wait);
  }

  /** The held boards read again; as held if the read fails (the next change brings the rest). */
  private async sendLatest(): Promise<void> {
    const latest = await this.hub.current([...this.pending.keys()]).catch(() => new Map<number, BoardSnapshot>());
    this.held = undefined;
    if (this.closed) return;
    // A snapshot the hub delivered during the read may be newer still.
    for (const snapshot of latest.values()) {
      if (snapshot.version >= (this.pending.get(snapshot.tournament_id)?.version ?? 0)) this.pending.set(snapshot.tournament_id, snapshot);
    }
    this.sendPending();
  }

  private sendPending(): void {
    this.lastSent = Date.now();
    for (const snapshot of this.pending.values()) {
      const id = snapshot.tournament_id;
      if (snapshot.version > (this.sentVersions.get(id) ?? -1)) {
        this.body.write(changeMessage(snapshot));
        this.sentVersions.set(id, snapshot.version);
      }
      if (snapshot.status !== TournamentStatus.InProgress) {
        this.body.write(endMessage(snapshot));
        this.ended.add(id);
      }
    }
    this.pending.clear();
    if (this.ended.size === this.tournamentIds.length) this.close();
  }
}
