import pg from 'pg';
import { BOARD_CHANGES_CHANNEL } from '../db/boardAnnouncement';

const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

/** The ids of a notification's payload (see announceBoardChanges); anything else in it is ignored. */
export const boardIdsOf = (payload: string | undefined): number[] =>
  (payload ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

export interface BoardChangeHandlers {
  changed(tournamentIds: number[]): void;
  /** The connection was lost and is back: what was announced meanwhile was not heard. */
  reconnected(): void;
}

/**
 * The instance's one LISTEN connection to PostgreSQL, of its own and not from the pool (a pooled connection is
 * handed to others and LISTEN belongs to a session). After a drop it connects again, waiting 1 s, 2 s, 4 s … at
 * most 30 s between attempts.
 */
export class BoardChangeListener {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly handlers: BoardChangeHandlers,
  ) {}

  /** Listens once; rejects when the first connection fails (the database was just reachable for the migrations). */
  async start(): Promise<void> {
    this.client = await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async listen(): Promise<pg.Client> {
    const client = new pg.Client(this.config);
    client.on('notification', (message) => {
      if (message.channel === BOARD_CHANGES_CHANNEL) this.handlers.changed(boardIdsOf(message.payload));
    });
    client.on('error', (error) => console.warn(`Live leaderboards lost their database connection: ${error.message}`));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${BOARD_CHANGES_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.stopped || client !== this.client) return;
    this.client = undefined;
    this.reconnect(RECONNECT_FIRST_MS);
  }

  private reconnect(waitMs: number): void {
    this.retry = setTimeout(() => {
      this.listen().then(
        (client) => {
          if (this.stopped) return void client.end().catch(() => {});
          this.client = client;
          this.handlers.reconnected();
        },
        () => {
          if (!this.stopped) this.reconnect(Math.min(waitMs * 2, RECONNECT_MAX_MS));
        },
      );
    }, waitMs);
  }
}
