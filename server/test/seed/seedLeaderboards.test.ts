import { sql } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import type { DatabaseHandle } from '../../src/db/database';
import { seedLeaderboard } from '../../src/seed/leaderboards';
import { seedDemoData } from '../../src/seed/seedDemoData';
import { openTestDatabase } from '../testDatabase';

describe('a generated leaderboard with manual adjustments', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db, { players: 300, now: new Date('2031-03-12T10:20:00Z'), publicUrl: 'http://console.test' });
  });
  afterAll(() => database.close());

  it('stores every total to the cent: the adjustments are added in exact decimals, not as doubles', async () => {
    const { db } = database;
    const [draft] = (await sql<{ id: number }>`SELECT id FROM tournaments WHERE status = ${TournamentStatus.Draft} ORDER BY id LIMIT 1`.execute(db)).rows;
    const period = { tournamentId: draft.id, start: new Date('2031-03-01T00:00:00Z'), lastComputed: new Date('2031-03-08T00:00:00Z') };
    // With these sizes a float8 sum stored 819.4300000000001 and -416.69000000000005.
    await seedLeaderboard(db, { size: 300, firstPlayer: 1, topScore: 1000, adjustments: 6 }, period);
    // float8's text is the shortest decimal that reads back as the stored double.
    const { rows } = await sql<{ total_score: number }>`
      SELECT total_score FROM leaderboard_rows WHERE tournament_id = ${draft.id} AND total_score::text !~ '^-?[0-9]+([.][0-9]{1,2})?$'`.execute(db);
    expect(rows).toEqual([]);
    const [adjusted] = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM score_adjustments WHERE tournament_id = ${draft.id}`.execute(db)).rows;
    expect(adjusted.n).toBe(6);
  });
});
