import { sql } from 'kysely';
import type { Db } from '../db/database';
import { topOfBoard } from '../boards/ranks';

/**
 * Writes the tournaments' prizes to the outbox as pending entries: one per leaderboard rank a tier covers (so never
 * more than there are players), from the board as it stands, the first tier (by position) giving the prize where
 * tiers overlap. (tournament_id, rank) is unique, so a second award of a tournament writes nothing. The caller holds
 * the tournaments' locks, so the board cannot change under it. Answers the tournament of each entry written.
 */
export async function awardPrizes(trx: Db, tournamentIds: readonly number[], now: Date): Promise<number[]> {
  if (tournamentIds.length === 0) return [];
  const { rows } = await sql<{ tournament_id: number }>`
    INSERT INTO bonus_outbox (tournament_id, rank, user_id, bonus_code, total_score, created, next_attempt_at)
    SELECT tier.tournament_id, row.rank, row.user_id, tier.bonus->>'code', row.total_score, ${now}, ${now}
      FROM tiers tier
      CROSS JOIN ${topOfBoard(sql`tier.tournament_id`, sql`tier.rank_max`)} AS row
     WHERE tier.tournament_id = ANY(${[...tournamentIds]}::integer[]) AND row.rank >= tier.rank_min
     ORDER BY row.rank, tier.position
    ON CONFLICT (tournament_id, rank) DO NOTHING
    RETURNING tournament_id`.execute(trx);
  return rows.map((row) => row.tournament_id);
}
