/**
 * Gaming events for the ingest figures (spec §1), shaped like the operator's traffic on the seeded tournaments:
 * rounds of the games in the running tournaments' wagering conditions, wins of their bonuses, deposits, role
 * grants and opt-ins, by the seed's players (those on the big board, and the few not on it yet, who join).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../server/src/db/database';
import type { GamingEvent } from '../../server/src/events/eventSchema';
import { demoCalendar } from '../../server/src/seed/demoCalendar';
import { demoTournament } from '../../server/src/seed/demoTournament';
import { runningTournaments } from '../../server/src/seed/liveTournaments';
import { playerId } from '../../server/src/seed/players';
import { seedTournaments } from '../../server/src/seed/tournaments';
import { TournamentStatus } from '../../src/domain/enums';
import { seededRandom } from '../../server/src/seed/randomSource';

/** Spec §6: ingest is measured with 10 tournaments running. */
export const RUNNING_TOURNAMENTS = 10;

const runningNow = sql<boolean>`status = ${TournamentStatus.InProgress} AND start_at <= now() AND end_at > now()`;

/**
 * Adds copies of the demo's running tournaments (same rules, empty leaderboards) until `count` are running,
 * the big board's among them: the engine scores each event against every running tournament.
 */
async function fillRunningTournaments(db: Db, count = RUNNING_TOURNAMENTS): Promise<void> {
  const { rows } = await sql<{ running: number }>`SELECT count(*)::int AS running FROM tournaments WHERE ${runningNow}`.execute(db);
  const missing = count - rows[0].running;
  const specs = runningTournaments(demoCalendar(new Date()), 0);
  const copies = Array.from({ length: Math.max(0, missing) }, (_, n) => {
    const spec = specs[n % specs.length];
    return demoTournament({ ...spec, title: `${spec.title} (bench copy ${n + 1})`, leaderboard: undefined }, 'http://127.0.0.1');
  });
  await seedTournaments(db, copies, 'http://127.0.0.1');
}

/** What the running tournaments score: the events are drawn from these. */
export interface TrafficPlan {
  games: number[];
  bonusIds: string[];
  roleIds: string[];
  tournamentIds: number[];
  /** Players 1..players of the seed (playerId). */
  players: number;
}

async function trafficPlan(db: Db): Promise<TrafficPlan> {
  const column = async <T>(query: RawBuilder<{ value: T }>) => (await query.execute(db)).rows.map((row) => row.value);
  const running = sql`SELECT id FROM tournaments WHERE ${runningNow}`;
  const games = await column<number>(sql`SELECT DISTINCT unnest(casino_game_ids) AS value FROM wagering_conditions WHERE tournament_id IN (${running}) ORDER BY 1`);
  const bonusIds = await column<string>(sql`SELECT DISTINCT jsonb_object_keys(bonus_win_amount_ingestion_configuration) AS value FROM tournaments WHERE ${runningNow} ORDER BY 1`);
  const roleIds = await column<string>(sql`SELECT DISTINCT jsonb_object_keys(user_role_assignment_score_configuration) AS value FROM tournaments WHERE ${runningNow} ORDER BY 1`);
  const tournamentIds = await column<number>(sql`SELECT id AS value FROM tournaments WHERE ${runningNow} ORDER BY 1`);
  const [players] = await column<number>(sql`SELECT count(*)::int AS value FROM players`);
  if (tournamentIds.length === 0 || games.length === 0) throw new Error('no running tournament with a wagering condition to send events for');
  return { games, bonusIds, roleIds, tournamentIds, players };
}

/** Fills the running tournaments up to RUNNING_TOURNAMENTS and answers what they score. */
export async function prepareTraffic(db: Db): Promise<TrafficPlan> {
  await fillRunningTournaments(db);
  return trafficPlan(db);
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Makes events with ids `${prefix}-0`, `${prefix}-1`, …, timestamped when made (scoring uses occurred_at, which
 * must fall in the tournaments' running window). The mix per 100 events: 85 casino rounds, 8 bonus wins,
 * 5 deposits, 1 role grant, 1 opt-in.
 */
export function eventSource(plan: TrafficPlan, prefix: string, seed = 1): (count: number) => GamingEvent[] {
  // Seeded, so the same run sends the same traffic and runs compare.
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];
  let next = 0;
  const event = (occurred_at: string): GamingEvent => {
    const n = next++;
    const common = { id: `${prefix}-${n}`, user_id: playerId(1 + Math.floor(random() * plan.players)), occurred_at };
    const kind = n % 100;
    if (kind < 85) {
      const stake = 1 + Math.floor(random() * 100) / 2;
      return { ...common, type: 'casino_round', game_id: pick(plan.games), platform: random() < 0.6 ? 'mobile' : 'desktop', stake, win: cents(random() * 2 * stake) };
    }
    if (kind < 93 && plan.bonusIds.length > 0) return { ...common, type: 'bonus_win', bonus_id: pick(plan.bonusIds), amount: cents(1 + random() * 200) };
    if (kind < 98) return { ...common, type: 'deposit', amount: 50 + Math.floor(random() * 20) * 50 };
    if (kind < 99 && plan.roleIds.length > 0) return { ...common, type: 'role_assigned', role_id: pick(plan.roleIds) };
    return { ...common, type: 'opt_in', tournament_id: pick(plan.tournamentIds) };
  };
  return (count) => {
    const occurredAt = new Date().toISOString();
    return Array.from({ length: count }, () => event(occurredAt));
  };
}
