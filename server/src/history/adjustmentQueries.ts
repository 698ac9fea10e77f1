import type { ScoreAdjustmentEntry } from '../../../src/domain/tournamentHistory';
import type { Db } from '../db/database';

/**
 * A player's adjustments from score_adjustments (which holds those made before the history existed too), the
 * staff member named as they last signed in (admin_users), by id when they never did.
 */
export async function playerAdjustments(db: Db, tournamentId: number, userId: string): Promise<ScoreAdjustmentEntry[]> {
  const rows = await db
    .selectFrom('score_adjustments as adjustment')
    .leftJoin('admin_users as staff', 'staff.id', 'adjustment.adjusted_by')
    .select(['adjustment.id', 'adjustment.adjusted_at', 'adjustment.adjusted_by', 'staff.display_name', 'adjustment.note', 'adjustment.score'])
    .where('adjustment.tournament_id', '=', tournamentId)
    .where('adjustment.user_id', '=', userId)
    .orderBy('adjustment.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.adjusted_at.toISOString(),
    adjusted_by: { id: row.adjusted_by, name: row.display_name ?? row.adjusted_by },
    note: row.note,
    points: row.score,
  }));
}
