import { TournamentStatus } from '../../../src/domain/enums';
import { SERVER_ACTOR } from '../../../src/domain/tournamentHistory';
import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import { changingBoards } from '../db/boardAnnouncement';
import { recordHistoryOf } from '../history/historyStore';
import { awardPrizes } from './prizeAwards';
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
 * Completes every In Progress tournament whose end has passed and awards its prizes (awardPrizes: one pending
 * outbox entry per leaderboard rank a tier covers), in one transaction, so completion and awarding commit together;
 * a tournament with manual payout (issue 28) awards none: its prizes wait in review for staff's approval. The due tournaments are locked first, in ascending id order (the
 * order ingest batches and adjustments lock in, so completing two at once cannot deadlock with a batch scoring
 * for both), in a statement of its own: it waits for a writer holding a board, and under READ COMMITTED only
 * the statements after it read what that writer committed, so the prizes follow the final board. Safe when
 * several instances run it at once: the status is checked again under the lock, so only one claims a
 * tournament, and (tournament_id, rank) is unique. Their live streams are told (they end). Each completion is in
 * the tournament's history, by the server (also when a staff member's read ran it: the end time completed it, not
 * them). Returns the completed ids.
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
      .returning(['id', 'manual_payout'])
      .execute();
    const ids = completed.map((row) => row.id);
    if (ids.length === 0) return [];
    changed(ids);
    const inReview = new Set(completed.filter((row) => row.manual_payout).map((row) => row.id));
    const prizes = await awardPrizes(trx, ids.filter((id) => !inReview.has(id)), now);
    const prizesOf = (id: number) => prizes.filter((tournamentId) => tournamentId === id).length;
    await recordHistoryOf(
      trx,
      ids,
      SERVER_ACTOR,
      (id) => ({ action: 'completed', details: inReview.has(id) ? { prizes: 0, review: true } : { prizes: prizesOf(id) } }),
      now,
    );
    return ids;
  });
}
