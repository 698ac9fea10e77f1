import AjvCompiler from '@fastify/ajv-compiler';
import { sql } from 'kysely';
import { BonusType, OptInCondition, ScoreDriver, TournamentStatus, WinCriteria } from '../../../src/domain/enums';
import type { Tournament } from '../../../src/domain/tournament';
import { LIMIT_MESSAGES, validateTournament } from '../../../src/domain/tournamentValidation';
import type { DatabaseHandle } from '../../src/db/database';
import { isDatabaseEmpty, resetDemoData, seedDemoData, seedDemoDataIfEmpty, type SeedSummary } from '../../src/seed/seedDemoData';
import { playerId } from '../../src/seed/players';
import { findTournaments } from '../../src/tournaments/tournamentRepository';
import { TournamentSchema } from '../../src/tournaments/tournamentSchema';
import { blockCountMismatches, rankMismatches } from '../leaderboard/leaderboardFixtures';
import { openTestDatabase } from '../testDatabase';

const NOW = new Date('2031-03-12T10:20:00Z');
const options = { players: 300, now: NOW, publicUrl: 'http://console.test' };

describe('seeding demo data into an empty database', () => {
  let database: DatabaseHandle;
  let summary: SeedSummary;
  let leaderboardIndexes: unknown[];
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(database.db)).rows;

  // The seed rebuilds the leaderboard's indexes and primary key around its bulk load.
  const indexDefinitions = () => rows(sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'leaderboard_rows' ORDER BY indexname`);

  beforeAll(async () => {
    database = await openTestDatabase();
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    leaderboardIndexes = await indexDefinitions();
    summary = await seedDemoData(database.db, options);
  });
  afterAll(() => database.close());

  it('fills every list: running, scheduled, completed, draft and canceled', async () => {
    const lists = await rows<{ list: string; n: number }>(sql`
      SELECT CASE
               WHEN status = ${TournamentStatus.InProgress} AND start_at > ${NOW} THEN 'scheduled'
               WHEN status = ${TournamentStatus.InProgress} AND end_at > ${NOW} THEN 'running'
               WHEN status = ${TournamentStatus.InProgress} THEN 'overdue'
               ELSE status::text
             END AS list, count(*)::int AS n
      FROM tournaments GROUP BY 1 ORDER BY 1`);
    expect(lists.map((row) => row.list)).toEqual(['0', '2', '3', 'running', 'scheduled']);
    expect(lists.every((row) => row.n >= 2)).toBe(true);
  });

  it('uses all three score drivers, every win criterion and every opt-in condition', async () => {
    const distinct = async (column: 'score_driver' | 'win_criteria' | 'opt_in_condition') =>
      (await database.db.selectFrom('tournaments').select(column).distinct().where(column, 'is not', null).orderBy(column).execute()).map((row) => row[column]);
    expect(await distinct('score_driver')).toEqual([ScoreDriver.GamingTransactions, ScoreDriver.BonusWinAmount, ScoreDriver.DepositAmount]);
    expect(await distinct('win_criteria')).toEqual([WinCriteria.Turnover, WinCriteria.NetWin, WinCriteria.EqualizedWin, WinCriteria.NumberRounds]);
    expect(await distinct('opt_in_condition')).toEqual([OptInCondition.Open, OptInCondition.OptIn, OptInCondition.Invite]);
  });

  it('puts the requested number of players on a running opt-in tournament', async () => {
    const [biggest] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM leaderboard_rows l JOIN tournaments t ON t.id = l.tournament_id
      WHERE t.status = ${TournamentStatus.InProgress} AND t.opt_in_condition = ${OptInCondition.OptIn}
        AND t.start_at <= ${NOW} AND t.end_at > ${NOW}
      GROUP BY t.id ORDER BY n DESC LIMIT 1`);
    expect(biggest.n).toBe(options.players);
  });

  it('cuts every leaderboard into rank blocks that count its rows exactly', async () => {
    const boards = await rows<{ tournament_id: number; rows: number }>(sql`
      SELECT tournament_id, count(*)::int AS rows FROM leaderboard_rows GROUP BY tournament_id`);
    expect(boards.length).toBeGreaterThanOrEqual(5);
    for (const board of boards) {
      expect(await blockCountMismatches(database.db, board.tournament_id)).toEqual([]);
      expect(await rankMismatches(database.db, board.tournament_id)).toEqual([]);
    }
    expect(boards.reduce((sum, board) => sum + board.rows, 0)).toBe(summary.leaderboardRows);
  });

  it('leaves the leaderboard with the indexes and primary key it had', async () => {
    expect(leaderboardIndexes).toHaveLength(2);
    expect(await indexDefinitions()).toEqual(leaderboardIndexes);
    await expect(
      database.db.insertInto('leaderboard_rows').values({ tournament_id: 1, user_id: playerId(1), user_name: 'twice' }).execute(),
    ).rejects.toThrow('duplicate key');
  });

  it('ranks only known players, and adjusts scores of players on the leaderboard', async () => {
    const [strangers] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM leaderboard_rows l LEFT JOIN players p ON p.id = l.user_id
      WHERE p.id IS NULL OR p.user_name <> l.user_name`);
    expect(strangers.n).toBe(0);
    const adjusted = await rows<{ tournament_id: number; on_board: boolean }>(sql`
      SELECT a.tournament_id, l.user_id IS NOT NULL AS on_board FROM score_adjustments a
      LEFT JOIN leaderboard_rows l ON l.tournament_id = a.tournament_id AND l.user_id = a.user_id`);
    expect(new Set(adjusted.map((row) => row.tournament_id)).size).toBeGreaterThanOrEqual(2);
    expect(adjusted.every((row) => row.on_board)).toBe(true);
  });

  it('has at least 5,000 games from at least 24 vendors, and conditions name only those games', async () => {
    const [games] = await rows<{ games: number; vendors: number }>(sql`SELECT count(*)::int AS games, count(DISTINCT vendor)::int AS vendors FROM games`);
    expect(games.games).toBeGreaterThanOrEqual(5000);
    expect(games.vendors).toBeGreaterThanOrEqual(24);
    const [unknown] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM wagering_conditions w, unnest(w.casino_game_ids) AS id
      WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.id = id)`);
    expect(unknown.n).toBe(0);
  });

  it('has at least 20 bonuses of every type, and tiers give only catalogue bonuses', async () => {
    const bonuses = await database.db.selectFrom('bonuses').select(['code', 'type']).execute();
    expect(bonuses.length).toBeGreaterThanOrEqual(20);
    expect(new Set(bonuses.map((bonus) => bonus.type))).toEqual(
      new Set([BonusType.CasinoWagering, BonusType.FreeSpins, BonusType.BonusMoney, BonusType.Items, BonusType.FreeBet]),
    );
    const tierCodes = await rows<{ code: string }>(sql`SELECT DISTINCT bonus ->> 'code' AS code FROM tiers`);
    const catalogue = new Set(bonuses.map((bonus) => bonus.code));
    expect(tierCodes.filter(({ code }) => !catalogue.has(code))).toEqual([]);
  });

  it('gives completed tournaments outbox entries sent, pending and failed past the automatic attempts', async () => {
    const states = await rows<{ state: string; fail_code: boolean; sent_by: string | null; n: number }>(sql`
      SELECT CASE WHEN sent IS NOT NULL THEN 'sent' WHEN send_failures = 0 THEN 'pending' ELSE 'failed ' || send_failures END AS state,
             bonus_code LIKE 'FAIL%' AS fail_code, sent_by, count(*)::int AS n
      FROM bonus_outbox GROUP BY 1, 2, 3`);
    const has = (state: string, failCode: boolean, sentBy: string | null = null) =>
      states.some((row) => row.state === state && row.fail_code === failCode && row.sent_by === sentBy);
    expect(has('sent', false)).toBe(true);
    expect(has('sent', false, 'admin')).toBe(true);
    expect(has('pending', false)).toBe(true);
    expect(has('failed 3', true)).toBe(true);
    expect(has('failed 3', false)).toBe(true);
    expect(states.some((row) => row.fail_code && row.state !== 'failed 3')).toBe(false);
    const sender = await database.db.selectFrom('admin_users').select('display_name').where('id', '=', 'admin').executeTakeFirst();
    expect(sender).toEqual({ display_name: 'Admin User' });
  });

  it('makes outbox entries only for prize ranks of completed tournaments, with that rank’s player and bonus', async () => {
    const [mismatched] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM bonus_outbox o
      JOIN tournaments t ON t.id = o.tournament_id
      LEFT JOIN (SELECT tournament_id, user_id, total_score,
                        row_number() OVER (PARTITION BY tournament_id ORDER BY -total_score, computed, user_id) AS rank
                   FROM leaderboard_rows) l ON l.tournament_id = o.tournament_id AND l.rank = o.rank
      LEFT JOIN tiers ti ON ti.tournament_id = o.tournament_id AND o.rank BETWEEN ti.rank_min AND ti.rank_max
      WHERE t.status <> ${TournamentStatus.Completed} OR l.user_id IS DISTINCT FROM o.user_id
         OR l.total_score IS DISTINCT FROM o.total_score OR ti.bonus ->> 'code' IS DISTINCT FROM o.bonus_code
         OR o.created < t.end_at`);
    expect(mismatched.n).toBe(0);
    expect(summary.outboxEntries).toBeGreaterThan(0);
  });

  it('has a completed tournament with a manual payout whose prizes wait in review: a board, no outbox entry', async () => {
    const inReview = await rows<{ title: string; players: number; entries: number }>(sql`
      SELECT t.title, (SELECT count(*)::int FROM leaderboard_rows l WHERE l.tournament_id = t.id) AS players,
             (SELECT count(*)::int FROM bonus_outbox o WHERE o.tournament_id = t.id) AS entries
      FROM tournaments t WHERE t.manual_payout AND t.status = ${TournamentStatus.Completed} AND t.payout_approved_at IS NULL`);
    expect(inReview).toEqual([{ title: 'Roulette Royale Weekend', players: 80, entries: 0 }]);
  });

  it('stores tournaments within the input limits of the API, tiers within the leaderboard size', async () => {
    const validate = AjvCompiler()({}, { customOptions: { coerceTypes: false, strict: false } })({ schema: TournamentSchema });
    // Drafts may be half-built (the spec's rules wait for publish); the limits hold for every tournament.
    const limitMessages: string[] = Object.values(LIMIT_MESSAGES).map(({ id }) => id);
    const beyondLimits = (tournament: Tournament) =>
      validateTournament(tournament, { mode: 'update', now: NOW }).some((error) => limitMessages.includes(error.message.id));
    const tournaments = await findTournaments(database.db, (query) => query);
    const refused = tournaments.filter((tournament) => !validate(tournament) || beyondLimits(tournament));
    expect(refused.map((tournament) => tournament.title)).toEqual([]);
  });

  it('has drafts, one of them a duplicate still titled [Clone]', async () => {
    const drafts = await database.db.selectFrom('tournaments').select('title').where('status', '=', TournamentStatus.Draft).execute();
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect(drafts.filter((draft) => draft.title.endsWith(' [Clone]'))).toHaveLength(1);
  });

  it('has one daily and one weekly series, their instances over the next week published', async () => {
    const series = await database.db.selectFrom('tournament_series').select(['id', 'status', 'recurrence']).orderBy('id').execute();
    expect(series.map((row) => [row.status, (row.recurrence as { frequency: string }).frequency])).toEqual([
      ['active', 'daily'],
      ['active', 'weekly'],
    ]);
    const instances = await database.db.selectFrom('tournaments').select(['series_id', 'start_at', 'status']).where('series_id', 'is not', null).orderBy('start_at').execute();
    expect(instances.every((row) => row.status === TournamentStatus.InProgress && row.start_at > NOW)).toBe(true);
    // A Wednesday: 18:00 today through next Tuesday, and Saturday.
    expect(instances.filter((row) => row.series_id === series[0].id)).toHaveLength(7);
    expect(instances.filter((row) => row.series_id === series[1].id).map((row) => row.start_at.toISOString())).toEqual(['2031-03-15T18:00:00.000Z']);
  });

  it('leaves a database that has data alone unless reset', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(await seedDemoDataIfEmpty(database.db, options)).toBeNull();
    await expect(seedDemoData(database.db, options)).rejects.toThrow('already has tournaments or games');
    const [counts] = await rows<{ tournaments: number }>(sql`SELECT count(*)::int AS tournaments FROM tournaments`);
    expect(counts.tournaments).toBe(summary.tournaments);
  });

  it('resets to the same data every time, with the leaderboard size asked for, keeping sign-in data', async () => {
    await database.db.insertInto('idp_signing_keys').values({ kid: 'kept', private_jwk: JSON.stringify({ kty: 'RSA' }) }).execute();
    const smaller = await resetDemoData(database.db, { ...options, players: 50 });
    expect(smaller).toEqual({ ...summary, players: summary.players - 250, leaderboardRows: summary.leaderboardRows - 250, gamingEvents: expect.any(Number) });
    expect(smaller.gamingEvents).toBeLessThan(summary.gamingEvents);
    expect(await resetDemoData(database.db, options)).toEqual(summary);
    expect(await resetDemoData(database.db, options)).toEqual(summary);
    const [ids] = await rows<{ first: number }>(sql`SELECT min(id) AS first FROM tournaments`);
    expect(ids.first).toBe(1);
    expect(await database.db.selectFrom('idp_signing_keys').select('kid').where('kid', '=', 'kept').execute()).toHaveLength(1);
  });
});
