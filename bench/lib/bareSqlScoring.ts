/**
 * Figure 9's baseline: the least any engine must do per batch, in plain SQL on one transaction. It stores the
 * events with the route's own statement (storeNewEvents) and adds their points to per-player totals with one
 * upsert, computing the points in SQL from the running tournaments' score driver, first matching wagering
 * condition and win criteria, bonus factors and deposit bounds. It keeps no ranks and skips the rules that cost
 * little per event (boosters, eligibility, weekdays, role scores, floor_score, `computed` ordering).
 */
import { sql } from 'kysely';
import type { Db } from '../../server/src/db/database';
import type { GamingEvent } from '../../server/src/events/eventSchema';
import { storeNewEvents } from '../../server/src/events/eventStore';
import { ScoreDriver, TournamentStatus, WinCriteria } from '../../src/domain/enums';

/** The baseline's totals: the seeded standings (the big board's million rows too), keyed like a leaderboard. */
export async function prepareBareSqlTotals(db: Db): Promise<void> {
  await sql`
    CREATE TABLE bench_totals (
      tournament_id integer NOT NULL,
      user_id text NOT NULL,
      total_score double precision NOT NULL,
      computed timestamptz NOT NULL,
      PRIMARY KEY (tournament_id, user_id)
    )`.execute(db);
  await sql`INSERT INTO bench_totals SELECT tournament_id, user_id, total_score, computed FROM leaderboard_rows`.execute(db);
  await sql`ANALYZE bench_totals`.execute(db);
}

const contribution = sql`c.contribution / 100`;

/** One batch: stored and scored in one transaction; rows upserted in key order, so parallel batches do not deadlock. */
export async function storeAndScoreInPlainSql(db: Db, batch: GamingEvent[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { ids } = await storeNewEvents(trx, batch);
    await sql`
      INSERT INTO bench_totals (tournament_id, user_id, total_score, computed)
      SELECT tournament_id, user_id, sum(points), max(occurred_at)
      FROM (
        SELECT t.id AS tournament_id, e.user_id, e.occurred_at, round((CASE
          WHEN e.type = 'casino_round' AND t.score_driver = ${ScoreDriver.GamingTransactions} THEN (
            SELECT CASE t.win_criteria
                     WHEN ${WinCriteria.Turnover} THEN e.stake * ${contribution}
                     WHEN ${WinCriteria.NetWin} THEN (e.win - e.stake) * ${contribution}
                     WHEN ${WinCriteria.EqualizedWin} THEN e.win / e.stake * ${contribution}
                     ELSE 1 END
            FROM wagering_conditions c
            WHERE c.tournament_id = t.id AND e.game_id = ANY (c.casino_game_ids) AND (c.platform = 'both' OR c.platform = e.platform)
              AND e.stake >= coalesce(c.min_stake, 0) AND (c.max_stake IS NULL OR e.stake <= c.max_stake)
            ORDER BY c.position LIMIT 1)
          WHEN e.type = 'bonus_win' AND t.score_driver = ${ScoreDriver.BonusWinAmount}
            THEN e.amount * (t.bonus_win_amount_ingestion_configuration -> e.bonus_id ->> 'win_amount_multiplication_factor')::float8
          WHEN e.type = 'deposit' AND t.score_driver = ${ScoreDriver.DepositAmount}
               AND e.amount >= coalesce(t.min_deposit_amount, 0) AND (t.max_deposit_amount IS NULL OR e.amount <= t.max_deposit_amount)
            THEN e.amount * t.deposit_amount_multiplication_factor
        END)::numeric, 2)::float8 AS points
        FROM gaming_events e
        CROSS JOIN tournaments t
        WHERE e.id = ANY (${ids}::text[])
          AND t.status = ${TournamentStatus.InProgress} AND t.start_at <= e.occurred_at AND e.occurred_at < t.end_at
      ) AS scored
      WHERE points IS NOT NULL
      GROUP BY tournament_id, user_id
      ORDER BY tournament_id, user_id
      ON CONFLICT (tournament_id, user_id) DO UPDATE
        SET total_score = bench_totals.total_score + excluded.total_score, computed = greatest(bench_totals.computed, excluded.computed)`.execute(trx);
  });
}
