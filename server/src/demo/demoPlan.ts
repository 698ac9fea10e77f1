/**
 * What the demo platform knows of the running demo tournaments: their rules (games, platforms, stakes, bonus ids,
 * deposit limits, roles, opt-in condition) and players to act for. A real platform knows these from its own
 * records; the demo reads them from the database, reloading now and then, so it follows staff's edits and
 * completions. Only the seed's running tournaments (by slug): a server left with DEMO_EVENTS on over real data
 * must not make up scores on real tournaments.
 */
import { sql, type Kysely } from 'kysely';
import { OptInCondition, TournamentStatus } from '../../../src/domain/enums';
import type { Tournament } from '../../../src/domain/tournament';
import type { Database } from '../db/schema';
import { slugFromTitle } from '../../../src/domain/slug';
import { demoCalendar } from '../seed/demoCalendar';
import { runningTournaments } from '../seed/liveTournaments';
import { findTournaments } from '../tournaments/tournamentRepository';
import type { DemoPlayer } from '../seed/platformEvents';

export interface PlannedTournament {
  rules: Tournament;
  /** Players on its board: they play on. */
  players: DemoPlayer[];
  /**
   * Players not on it yet who may join (none for Invite Only, where only staff add players): on an opt-in
   * tournament they opt in first.
   */
  newcomers: DemoPlayer[];
}

/** Enough players to look like a crowd on a board of any size. */
const PLAYERS_PER_TOURNAMENT = 500;
const NEWCOMERS_PER_TOURNAMENT = 20;

async function boardPlayers(db: Kysely<Database>, tournamentId: number): Promise<DemoPlayer[]> {
  return db.selectFrom('leaderboard_rows').select(['user_id', 'user_name']).where('tournament_id', '=', tournamentId).orderBy('user_id').limit(PLAYERS_PER_TOURNAMENT).execute();
}

/** The platform's newest players not on the board (the seed leaves its last 500 players off every board). */
async function newcomers(db: Kysely<Database>, tournamentId: number): Promise<DemoPlayer[]> {
  const rows = await db
    .selectFrom('players as p')
    .select(['p.id', 'p.user_name'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('leaderboard_rows as l').select(sql`1`.as('one')).where('l.tournament_id', '=', tournamentId).whereRef('l.user_id', '=', 'p.id'))),
    )
    .orderBy('p.id', 'desc')
    .limit(NEWCOMERS_PER_TOURNAMENT)
    .execute();
  return rows.map((row) => ({ user_id: row.id, user_name: row.user_name }));
}

/** The slugs the seed gives its running tournaments (their titles do not depend on the dates or the board size). */
const DEMO_RUNNING_SLUGS = runningTournaments(demoCalendar(new Date(0)), 0).map((spec) => slugFromTitle(spec.title));

export async function loadDemoPlan(db: Kysely<Database>, now: Date): Promise<PlannedTournament[]> {
  const running = await findTournaments(db, (query) =>
    query.where('status', '=', TournamentStatus.InProgress).where('start_at', '<=', now).where('end_at', '>', now).where('slug', 'in', DEMO_RUNNING_SLUGS).orderBy('id'),
  );
  const plan: PlannedTournament[] = [];
  for (const rules of running) {
    const joining = rules.opt_in_condition === OptInCondition.Invite ? [] : await newcomers(db, rules.id);
    plan.push({ rules, players: await boardPlayers(db, rules.id), newcomers: joining });
  }
  return plan;
}
