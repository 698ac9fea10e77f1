import type { Tier, TierBonus } from '../../../src/domain/tournament';
import type { Db } from '../db/database';

/** A tier of a tournament, as the domain's prize rules take it, with its position (the outbox's entries name it). */
export interface PositionedTier extends Tier {
  position: number;
}

/** The tournament's tiers in their order. */
export async function tiersOf(db: Db, tournamentId: number): Promise<PositionedTier[]> {
  const rows = await db.selectFrom('tiers').select(['position', 'rank_min', 'rank_max', 'bonus']).where('tournament_id', '=', tournamentId).orderBy('position').execute();
  return rows.map((row) => ({ position: row.position, rank_min: row.rank_min, rank_max: row.rank_max, bonus: row.bonus as TierBonus }));
}
