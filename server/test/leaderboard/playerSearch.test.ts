import { sql } from 'kysely';
import { recomputeRanks } from '../../src/boards/ranks';
import { useTestServer } from '../harness';
import { BASE_COMPUTED, insertPlayers, insertTournament } from './leaderboardFixtures';

interface Row {
  rank: number;
  user_id: string;
  user_name: string;
}

/** Issue 27: the page call's `q` (extension 'playerSearch') finds players by the start of their id or name. */
describe('the leaderboard search by id or name', () => {
  const server = useTestServer();
  let tournamentId: number;
  // Name, id, score: ranks follow the scores.
  const players: [string, string, number][] = [
    ['Bogdan Popescu', 'u-100', 900],
    ['Ana Bogdan', 'u-200', 800],
    ['bogdana.ionescu', 'u-300', 700],
    ['BOGDAN', 'bog-1', 600],
    ['Maria_50%', 'u-400', 500],
    ['Maria 50 lei', 'u-500', 400],
  ];
  beforeAll(async () => {
    const db = server().ctx.db;
    tournamentId = await insertTournament(db);
    for (const [name, id, score] of players) {
      await sql`INSERT INTO players (id, user_name, first_seen_at) VALUES (${id}, ${name}, now())`.execute(db);
      await sql`INSERT INTO leaderboard_rows (tournament_id, user_id, user_name, total_score, computed) VALUES (${tournamentId}, ${id}, ${name}, ${score}, ${BASE_COMPUTED})`.execute(db);
    }
    // A known player who is not on this board.
    await sql`INSERT INTO players (id, user_name, first_seen_at) VALUES ('u-900', 'Bogdan Elsewhere', now())`.execute(db);
    await recomputeRanks(db, tournamentId);
  });

  const search = async (q: string, query = '') => {
    const response = await server().request('GET', `/api/leaderboard/${tournamentId}?q=${encodeURIComponent(q)}${query}`);
    expect(response.status).toBe(200);
    const body = response.json as { size: number; rows: Row[] };
    expect(body.size).toBe(players.length);
    return body.rows.map(({ rank, user_id, user_name }) => [rank, user_id, user_name]);
  };

  it("finds 'bogdan' at the start of a name in any case, and 'bog' at the start of an id, in rank order with their ranks", async () => {
    expect(await search('bogdan')).toEqual([
      [1, 'u-100', 'Bogdan Popescu'],
      [3, 'u-300', 'bogdana.ionescu'],
      [4, 'bog-1', 'BOGDAN'],
    ]);
    expect(await search('BOG')).toEqual([
      [1, 'u-100', 'Bogdan Popescu'],
      [3, 'u-300', 'bogdana.ionescu'],
      [4, 'bog-1', 'BOGDAN'],
    ]);
    expect(await search('u-2')).toEqual([[2, 'u-200', 'Ana Bogdan']]);
    expect(await search('  u-300 ')).toEqual([[3, 'u-300', 'bogdana.ionescu']]);
  });

  it("matches % and _ literally, answers no rows for a name nobody has, and at most take players", async () => {
    expect(await search('maria_50%')).toEqual([[5, 'u-400', 'Maria_50%']]);
    expect(await search('nobody')).toEqual([]);
    expect(await search('u-', '&take=2')).toEqual([
      [1, 'u-100', 'Bogdan Popescu'],
      [2, 'u-200', 'Ana Bogdan'],
    ]);
  });

  it('refuses a take above 100 with 400, and answers 404 for an unknown tournament', async () => {
    const tooMany = await server().request('GET', `/api/leaderboard/${tournamentId}?q=bog&take=101`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toEqual({ message: 'A search answers at most 100 players: take must be 100 or less' });
    expect((await server().request('GET', '/api/leaderboard/987654?q=bog')).status).toBe(404);
  });

  it('reads the name index in its order, not every player, for a name on a large registry', async () => {
    const db = server().ctx.db;
    await insertPlayers(db, 50_000);
    await sql`ANALYZE players`.execute(db);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`
      EXPLAIN SELECT id FROM players WHERE lower(user_name) COLLATE "C" LIKE lower(${'Player 4242%'}) ORDER BY lower(user_name) COLLATE "C", id LIMIT 200`.execute(db);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    // Read in the index's order and stopped at the limit: no sort of every 'Player 4242…', no bitmap of them.
    expect(plan).toMatch(/Index (Only )?Scan using players_name_prefix/);
    expect(plan).not.toMatch(/Sort|Bitmap/);
  });
});
