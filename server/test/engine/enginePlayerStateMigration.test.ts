import { sql, type Kysely } from 'kysely';
import { OptInCondition, WinCriteria } from '../../../src/domain/enums';
import { up } from '../../src/db/migrations/008_engine_player_state';
import { fillLeaderboard, insertTournament, playerId } from '../leaderboard/leaderboardFixtures';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';
import { ingest, round, scores } from './engineFixtures';

describe('migration 008 on a database with boards', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });

  it('keeps the players already on an Opt-In Required board in it: assigned from the start', async () => {
    const db = server().ctx.db;
    const id = await insertTournament(db);
    await db.updateTable('tournaments').set({ opt_in_condition: OptInCondition.OptIn, win_criteria: WinCriteria.Turnover, start_at: '2030-01-07T11:00:00Z' }).where('id', '=', id).execute();
    await db.insertInto('wagering_conditions').values({ tournament_id: id, position: 0, contribution: 100, min_stake: 1, casino_game_ids: [1] }).execute();
    await fillLeaderboard(db, id, 2);
    // As the database was before 008: the boards, none of the engine's tables.
    await sql`DROP TABLE tournament_players, scored_roles`.execute(db);
    // Migrations see the database untyped, as it is at their point in the history.
    await up(db as unknown as Kysely<unknown>);
    const before = await scores(server(), id);
    await ingest(server(), [round('mg-1', playerId(1)), round('mg-2', 'mg-newcomer')]);
    expect(await scores(server(), id)).toEqual({ ...before, [playerId(1)]: before[playerId(1)] + 10 });
  });
});
