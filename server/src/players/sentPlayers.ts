import { sql } from 'kysely';
import type { GamingEvent } from '../../../src/domain/scoring';
import type { Db } from '../db/database';

/**
 * The players the platform sends, recorded by the ingest (issue 25; migration 016): each player's id, the latest
 * name it sent and when it first sent them, so that staff can assign any of them. A name equal to the id, like
 * none, keeps the stored one: `players.user_name` is the latest name sent, else the id.
 */

/** Players remembered per server instance: about 100 bytes each. */
export const REMEMBERED_PLAYERS_MAX = 100_000;

/**
 * Each player of the events with the name of their latest event that has one (occurred_at, then id: the order
 * scoring reads them in), or undefined when none has.
 */
export function latestNames(events: readonly GamingEvent[]): Map<string, string | undefined> {
  const latest = new Map<string, { name: string | undefined; occurred_at: number; id: string }>();
  for (const { user_id, user_name, occurred_at, id } of events) {
    const named = user_name === undefined || user_name === user_id ? undefined : user_name;
    const before = latest.get(user_id);
    if (!before) latest.set(user_id, { name: named, occurred_at, id });
    else if (named !== undefined && (before.name === undefined || occurred_at > before.occurred_at || (occurred_at === before.occurred_at && id > before.id))) {
      latest.set(user_id, { name: named, occurred_at, id });
    }
  }
  return new Map([...latest].map(([userId, { name }]) => [userId, name]));
}

/**
 * Records the players a batch of events sent, after the ingest committed it (decision 137): in a statement of its
 * own that takes no tournament lock and the rows in id order, as every writer of `players` takes them (the others
 * after their tournament locks), so none deadlocks with another.
 *
 * One statement for the players that are new, not seen before (invited by staff) or renamed, and none when there
 * are none: the instance remembers each player's stored name, up to REMEMBERED_PLAYERS_MAX players (the oldest
 * forgotten first). It remembers only what the statement found already committed, never what it writes: a
 * transaction that rolls back afterwards leaves nothing remembered that is not stored. A player written now is
 * remembered when a later batch finds them stored as sent. Another instance sharing the database may rename a
 * player meanwhile: this one then skips a batch that names them as it remembers, until it forgets them.
 */
export class SentPlayers {
  private readonly stored = new Map<string, string>();

  async record(db: Db, events: readonly GamingEvent[]): Promise<void> {
    const sent = [...latestNames(events)].filter(([userId, name]) => !this.isStored(userId, name));
    if (sent.length === 0) return;
    const { rows } = await sql<{ id: string; user_name: string }>`
      WITH sent (id, user_name) AS (
        SELECT * FROM unnest(${sent.map(([userId]) => userId)}::text[], ${sent.map(([userId, name]) => name ?? userId)}::text[])
      ), stored AS (
        SELECT sent.id, sent.user_name, player.user_name AS stored_name,
               player.first_seen_at IS NOT NULL AND sent.user_name IN (sent.id, player.user_name) AS unchanged
          FROM sent LEFT JOIN players AS player ON player.id = sent.id
      ), written AS (
        INSERT INTO players (id, user_name, first_seen_at)
        SELECT id, user_name, now() FROM stored WHERE NOT unchanged ORDER BY id
        ON CONFLICT (id) DO UPDATE
          SET user_name = CASE WHEN excluded.user_name = excluded.id THEN players.user_name ELSE excluded.user_name END,
              first_seen_at = coalesce(players.first_seen_at, excluded.first_seen_at)
      )
      SELECT id, stored_name AS user_name FROM stored WHERE unchanged`.execute(db);
    for (const { id, user_name } of rows) this.remember(id, user_name);
  }

  private isStored(userId: string, name: string | undefined): boolean {
    const stored = this.stored.get(userId);
    return stored !== undefined && (name === undefined || name === stored);
  }

  private remember(userId: string, name: string): void {
    this.stored.delete(userId);
    this.stored.set(userId, name);
    if (this.stored.size > REMEMBERED_PLAYERS_MAX) this.stored.delete(this.stored.keys().next().value!);
  }
}
