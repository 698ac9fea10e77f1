import { sql, type Kysely, type Transaction } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { seedBonuses } from './bonuses';
import { withoutIndexes } from './bulkLoad';
import { hasEventHistory, seedEventBoards } from './eventBoards';
import { seedGames } from './games';
import { recomputeRanks } from '../boards/ranks';
import { assignBoardFromStart, seedLeaderboard } from './leaderboards';
import { seedOutbox } from './outbox';
import { countLoadedPoints } from '../boards/pointsByHour';
import { seedPlayers } from './players';
import { seedSeries } from './demoSeries';
import { demoTournaments, seedTournaments } from './tournaments';

export interface SeedOptions {
  /** Players on the leaderboard of the big running opt-in tournament. */
  players: number;
  now: Date;
  /** Image URLs point at this server's game thumbnails. */
  publicUrl: string;
}

export const DEFAULT_DEMO_PLAYERS = 300;

/** Players beyond the big leaderboard, so staff can assign someone who is not on it yet. */
const UNRANKED_PLAYERS = 500;

export interface SeedSummary {
  tournaments: number;
  games: number;
  bonuses: number;
  players: number;
  leaderboardRows: number;
  scoreAdjustments: number;
  outboxEntries: number;
  gamingEvents: number;
}

/** Everything the demo owns; the identity provider's tables and staff records are left alone. */
const DEMO_TABLES = [
  'tournament_history', 'gaming_events', 'tournament_players', 'scored_roles', 'bonus_outbox', 'score_adjustments', 'leaderboard_rank_blocks', 'leaderboard_rows', 'boosters',
  'wagering_conditions', 'tiers',
  'tournaments', 'players', 'bonuses', 'games',
  'tournament_series', 'disqualified_players', 'tournament_results', 'tournament_points_by_hour',
] as const;

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const { empty } = await sql<{ empty: boolean }>`
    SELECT NOT EXISTS (SELECT 1 FROM tournaments) AND NOT EXISTS (SELECT 1 FROM games) AS empty`
    .execute(db)
    .then((result) => result.rows[0]);
  return empty;
}

async function countRows(db: Kysely<Database>): Promise<SeedSummary> {
  const count = async (table: (typeof DEMO_TABLES)[number]) =>
    (await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  return {
    tournaments: await count('tournaments'),
    games: await count('games'),
    bonuses: await count('bonuses'),
    players: await count('players'),
    leaderboardRows: await count('leaderboard_rows'),
    scoreAdjustments: await count('score_adjustments'),
    outboxEntries: await count('bonus_outbox'),
    gamingEvents: await count('gaming_events'),
  };
}

async function insertDemoData(db: Transaction<Database>, { players, now, publicUrl }: SeedOptions): Promise<void> {
  await seedGames(db);
  await seedBonuses(db, publicUrl);
  await seedPlayers(db, players + UNRANKED_PLAYERS);
  // The sent_by of sent outbox entries; signing in refreshes the display name.
  await db.insertInto('admin_users').values({ id: 'admin', display_name: 'Admin User', last_seen: now }).onConflict((oc) => oc.doNothing()).execute();
  const tournaments = await seedTournaments(db, demoTournaments(now, players, publicUrl), publicUrl);
  // The running boards are the sum of their events; completed and canceled ones, and a flagship too big for an
  // event history, get synthetic rows in one bulk load.
  const fromEvents = tournaments.filter((tournament) => hasEventHistory(tournament, now));
  await withoutIndexes(db, 'leaderboard_rows', async () => {
    for (const { id, demo } of tournaments) {
      if (!demo.leaderboard || fromEvents.some((tournament) => tournament.id === id)) continue;
      const end = new Date(demo.fields.end_at);
      const lastComputed = demo.fields.status === TournamentStatus.InProgress && end > now ? now : end;
      await seedLeaderboard(db, demo.leaderboard, { tournamentId: id, start: new Date(demo.fields.start_at), lastComputed });
    }
  });
  for (const { id, demo } of tournaments) {
    if (!demo.leaderboard || fromEvents.some((tournament) => tournament.id === id)) continue;
    await recomputeRanks(db, id);
    await assignBoardFromStart(db, id);
  }
  await seedEventBoards(db, fromEvents, now);
  await countLoadedPoints(db);
  await seedOutbox(db, now);
  await seedSeries(db, now, publicUrl);
}

/**
 * Runs `prepare` and, when it says so, the seeding in one transaction under an advisory lock, so two
 * instances starting on one empty database seed once. ANALYZE follows the commit: PGlite has no
 * autovacuum, and without statistics deep leaderboard pages are slow.
 */
async function seedUnderLock(db: Db, options: SeedOptions, prepare: (trx: Transaction<Database>) => Promise<boolean>): Promise<SeedSummary | null> {
  const seeded = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('tournament-console demo seed'))`.execute(trx);
    if (!(await prepare(trx))) return false;
    await insertDemoData(trx, options);
    return true;
  });
  if (!seeded) return null;
  await sql`ANALYZE`.execute(db);
  return countRows(db);
}

/** At start: seeds only when there are no tournaments and no games; null when it left the data alone. */
export function seedDemoDataIfEmpty(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  return seedUnderLock(db, options, isDatabaseEmpty);
}

function seededOrThrow(summary: SeedSummary | null): SeedSummary {
  if (!summary) throw new Error('The database already has tournaments or games: reset it with npm run seed');
  return summary;
}

/** Seeds demo data into a database that has no tournaments and no games; throws otherwise. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  return seededOrThrow(await seedDemoDataIfEmpty(db, options));
}

/** `npm run seed`: replaces all demo data in one transaction, so a failure keeps the old data. */
export async function resetDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const truncate = async (trx: Transaction<Database>) => {
    await sql`TRUNCATE ${sql.join(DEMO_TABLES.map((table) => sql.table(table)))} RESTART IDENTITY`.execute(trx);
    return true;
  };
  return seededOrThrow(await seedUnderLock(db, options, truncate));
}

/** At server start: an empty database gets the demo data, so a fresh `npm start` has something to show. */
export async function seedDemoDataOnStart(ctx: Pick<AppContext, 'db' | 'config' | 'now'>): Promise<void> {
  const started = Date.now();
  const summary = await seedDemoDataIfEmpty(ctx.db, { players: DEFAULT_DEMO_PLAYERS, now: ctx.now(), publicUrl: ctx.config.publicUrl });
  if (summary) console.log(`Empty database: seeded demo data (${summary.tournaments} tournaments, ${summary.games} games) in ${Date.now() - started} ms`);
}
