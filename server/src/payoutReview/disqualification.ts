import { sql } from 'kysely';
import { canDisqualify, type Disqualification } from '../../../src/domain/payoutReview';
import type { HistoryActor, HistoryRecord } from '../../../src/domain/tournamentHistory';
import { defineMessages } from '../../../src/i18n/defineMessages';
import type { Db } from '../db/database';
import { historyEntries } from '../history/historyStore';
import { conflict, notFound } from '../http/errors';
import { serverText } from '../http/serverText';
import { readBoardScores } from '../boards/boardScores';
import { pointsByHourOf, pointsByHourWrites } from '../boards/pointsByHour';
import { rankOf, writeRowsAndCounts } from '../boards/ranks';
import { changingBoards, type BoardCommits } from '../db/boardAnnouncement';
import { writtenBy } from '../tournaments/tournamentWrites';
import { lockPayout } from './payoutState';

export const DISQUALIFICATION_MESSAGES = defineMessages({
  notNow: {
    id: 'server.payoutReview.disqualifyNotNow',
    defaultMessage: 'A player can be disqualified only while the tournament is In Progress or while its prizes are in review',
  },
  already: { id: 'server.payoutReview.alreadyDisqualified', defaultMessage: 'Player {player} is already disqualified from this tournament' },
  notOnBoard: { id: 'server.payoutReview.notOnBoard', defaultMessage: 'Player {player} is not on this leaderboard' },
});
const M = DISQUALIFICATION_MESSAGES;

export interface DisqualificationRequest {
  tournamentId: number;
  userId: string;
  /** Trimmed, not blank (the route refuses a blank one). */
  reason: string;
  writer: HistoryActor;
  at: Date;
}

async function isDisqualified(trx: Db, tournamentId: number, userId: string): Promise<boolean> {
  const row = await trx.selectFrom('disqualified_players').select('user_id').where('tournament_id', '=', tournamentId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Disqualifies a player (issue 28, decision 150): they leave the board, so every rank below moves up one and the
 * prizes, which follow the board, with them; the disqualification keeps their name, score and rank then, the reason
 * and who decided; the engine skips them from now on (lock_boards_and_read answers them under the lock this takes).
 * While the tournament runs, or while its prizes are in review (409 otherwise, and for a player already
 * disqualified; 404 for one not on the board). Under the tournament's lock, like every writer of a board: the row's
 * removal, the counts, the record, the history entry and the board's announcement in one statement. The
 * tournament's version moves on, so an approval sent with the version its reviewer saw is refused (412) once the
 * board changed under them.
 */
export async function disqualifyPlayer(ctx: { db: Db; liveBoards: BoardCommits }, request: DisqualificationRequest): Promise<Disqualification> {
  const { tournamentId, userId, reason, writer, at } = request;
  return changingBoards(ctx, async (trx, changed) => {
    const { status, payout } = await lockPayout(trx, tournamentId);
    if (!canDisqualify(status, payout)) throw conflict(M.notNow);
    if (await isDisqualified(trx, tournamentId, userId)) throw conflict(serverText(M.already, { player: userId }));
    const standing = (await readBoardScores(trx, tournamentId, [userId])).get(userId);
    if (!standing) throw notFound(serverText(M.notOnBoard, { player: userId }));
    const rank = await rankOf(trx, tournamentId, standing);
    const inReview = payout === 'review';
    const record: HistoryRecord = {
      action: 'player_disqualified',
      details: { player_id: userId, reason, rank, total_score: standing.total_score, in_review: inReview },
    };
    await writeRowsAndCounts(
      trx,
      [{ tournamentId, moves: [{ key: standing, delta: -1 }] }],
      [
        sql`DELETE FROM leaderboard_rows WHERE tournament_id = ${tournamentId} AND user_id = ${userId}`,
        // Their points leave the board's total in the hour they leave it.
        ...pointsByHourWrites(tournamentId, pointsByHourOf([{ before: standing, after: { total_score: 0, computed: at } }])),
        sql`${trx.insertInto('disqualified_players').values({
          tournament_id: tournamentId,
          user_id: userId,
          user_name: standing.user_name,
          total_score: standing.total_score,
          rank,
          reason,
          disqualified_at: at,
          disqualified_by_id: writer.id,
          disqualified_by_name: writer.name,
          in_review: inReview,
        })}`,
        sql`${historyEntries(trx, [tournamentId], writer, () => record, at)}`,
        sql`${trx.updateTable('tournaments').set(writtenBy(writer, at)).where('id', '=', tournamentId)}`,
        changed.announcedWith(tournamentId),
      ],
    );
    return {
      user_id: userId,
      user_name: standing.user_name,
      total_score: standing.total_score,
      rank,
      reason,
      disqualified_at: at.toISOString(),
      disqualified_by: writer,
      in_review: inReview,
    };
  });
}

/** The tournament's disqualified players, newest first. */
export async function disqualificationsOf(db: Db, tournamentId: number): Promise<Disqualification[]> {
  const rows = await db.selectFrom('disqualified_players').selectAll().where('tournament_id', '=', tournamentId).orderBy('disqualified_at', 'desc').orderBy('user_id').execute();
  return rows.map((row) => ({
    user_id: row.user_id,
    user_name: row.user_name,
    total_score: row.total_score,
    rank: row.rank,
    reason: row.reason,
    disqualified_at: row.disqualified_at.toISOString(),
    disqualified_by: { id: row.disqualified_by_id, name: row.disqualified_by_name },
    in_review: row.in_review,
  }));
}
