import { sql } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import { SERVER_ACTOR } from '../../../src/domain/tournamentHistory';
import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import { changingBoards } from '../live/boardAnnouncement';
import { recordHistoryOf } from '../history/historyStore';
import { topOfBoard } from '../leaderboard/ranks';
import { COMPLETION_WRITER, writtenBy } from './tournamentWrites';

/**
 * Every read runs the completion first and nearly always nothing is due. This index probe is much cheaper
 * than the completing statement, which PGlite (one connection for every request) runs as a write: about
 * 1 ms of its time against 3 to 5 ms per read.
 */
async function anyDue(db: Db, now: Date): Promise<boolean> {
  const due = await db
    .selectFrom('tournaments')
    .select('id')
    .where('status', '=', TournamentStatus.InProgress)
    .where('end_at', '<=', now)
    .limit(1)
    .executeTakeFirst();
  return due !== undefined;
}

/**
 * Completes every In Progress tournament whose end has passed and awards its prizes: one pending outbox
 * entry per leaderboard rank a tier covers (so never more than there are players), in one transaction, so
 * completion and awarding commit together. The due tournaments are locked first, in ascending id order (the
 * order ingest batches and adjustments lock in, so completing two at once cannot deadlock with a batch scoring
 * for both), in a statement of its own: it waits for a writer holding a board, and under READ COMMITTED only
 * the statements after it read what that writer committed, so the prizes follow the final board. Safe when
 * several instances run it at once: the status is checked again under the lock, so only one claims a
 * tournament, and (tournament_id, rank) is unique. When tiers overlap, the first tier (by position) gives the
 * prize. Their live streams are told (they end). Each completion is in the tournament's history, by the server
 * (also when a staff member's read ran it: the end time completed it, not them). Returns the completed ids.
 */
export async function completeDueTournaments(ctx: Pick<AppContext, 'db' | 'now' | 'liveBoards'>): Promise<number[]> {
  const now = ctx.now();
  if (!(await anyDue(ctx.db, now))) return [];
  return changingBoards(ctx, async (trx, changed) => {
    const due = await trx
      .selectFrom('tournaments')
      .select('id')
      .where('status', '=', TournamentStatus.InProgress)
      .where('end_at', '<=', now)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (due.length === 0) return [];
    const completed = await trx
      .updateTable('tournaments')
      .set({ status: TournamentStatus.Completed, ...writtenBy(COMPLETION_WRITER, now) })
      .where('id', 'in', due.map((row) => row.id))
      .where('status', '=', TournamentStatus.InProgress)
      .returning('id')
      .execute();
    const ids = completed.map((row) => row.id);
    if (ids.length === 0) return [];
    changed(ids);
    const { rows: prizes } = await sql<{ tournament_id: number }>`
      INSERT INTO bonus_outbox (tournament_id, rank, user_id, bonus_code, total_score, created, next_attempt_at)
      SELECT tier.tournament_id, row.rank, row.user_id, tier.bonus->>'code', row.total_score, ${now}, ${now}
        FROM tiers tier
        CROSS JOIN ${topOfBoard(sql`tier.tournament_id`, sql`tier.rank_max`)} AS row
       WHERE tier.tournament_id = ANY(${ids}::integer[]) AND row.rank >= tier.rank_min
       ORDER BY row.rank, tier.position
      ON CONFLICT (tournament_id, rank) DO NOTHING
      RETURNING tournament_id`.execute(trx);
    const prizesOf = (id: number) => prizes.filter((prize) => prize.tournament_id === id).length;
    await recordHistoryOf(trx, ids, SERVER_ACTOR, (id) => ({ action: 'completed', details: { prizes: prizesOf(id) } }), now);
    return ids;
  });
}
