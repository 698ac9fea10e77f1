import { sql } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import { recomputeRanks } from '../../src/boards/ranks';
import { useTestServer } from '../harness';
import { fillLeaderboard, insertPlayers, insertTournament, playerId } from './leaderboardFixtures';

interface Row {
  rank: number;
  user_id: string;
  user_name: string;
  total_score: number;
  computed: string;
}

describe('leaderboard pages and player ranks', () => {
  const server = useTestServer();
  let tournamentId: number;
  const size = 20_000;
  beforeAll(async () => {
    tournamentId = await insertTournament(server().ctx.db);
    await fillLeaderboard(server().ctx.db, tournamentId, size);
  });

  const page = (query: string) => server().request('GET', `/api/leaderboard/${tournamentId}${query}`);

  /** The same rows the slow way (ORDER BY ... OFFSET), as an independent reference for the stored ranks. */
  async function referencePage(take: number, skip: number): Promise<Row[]> {
    const { rows } = await sql<{ user_id: string; user_name: string; total_score: number; computed: Date }>`
      SELECT user_id, user_name, total_score, computed FROM leaderboard_rows WHERE tournament_id = ${tournamentId}
       ORDER BY total_score DESC, computed ASC, user_id ASC LIMIT ${take} OFFSET ${skip}`.execute(server().ctx.db);
    return rows.map((row, index) => ({ rank: skip + index + 1, ...row, computed: row.computed.toISOString() }));
  }

  it('answers the first page of 100 rows by default, with the size of the whole leaderboard', async () => {
    const response = await page('');
    expect(response.status).toBe(200);
    const body = response.json as { size: number; rows: Row[] };
    expect(body.size).toBe(size);
    expect(body.rows).toHaveLength(100);
    expect(body.rows).toEqual(await referencePage(100, 0));
    expect(body.rows[0].computed).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('orders ties in score by computed ascending, then by user id', async () => {
    const { rows } = (await page('?take=1000')).json as { rows: Row[] };
    const tied = rows.filter((row) => row.total_score === rows[0].total_score);
    expect(tied.length).toBeGreaterThan(10);
    const sorted = [...tied].sort((a, b) => a.computed.localeCompare(b.computed) || a.user_id.localeCompare(b.user_id));
    expect(tied.map((row) => row.user_id)).toEqual(sorted.map((row) => row.user_id));
    expect(new Set(tied.map((row) => row.computed)).size).toBeGreaterThan(1);
  });

  it('serves a deep page and the partial last page in rank order', async () => {
    const deep = (await page('?take=50&skip=15000')).json as { size: number; rows: Row[] };
    expect(deep.rows).toEqual(await referencePage(50, 15000));
    const last = (await page(`?take=100&skip=${size - 30}`)).json as { size: number; rows: Row[] };
    expect(last.rows.map((row) => row.rank)).toEqual(Array.from({ length: 30 }, (_, i) => size - 29 + i));
    expect(last.rows).toEqual(await referencePage(100, size - 30));
    const beyond = (await page(`?skip=${size}`)).json as { size: number; rows: Row[] };
    expect(beyond).toEqual({ size, rows: [] });
  });

  it('answers an empty leaderboard with size 0 and no rows', async () => {
    const empty = await insertTournament(server().ctx.db, TournamentStatus.Draft);
    const response = await server().request('GET', `/api/leaderboard/${empty}`);
    expect(response.json).toEqual({ size: 0, rows: [] });
  });

  it.each(['?take=0', '?take=1001', '?take=ten', '?skip=-1', '?skip=1.5'])('refuses the query %s with 400', async (query) => {
    const response = await page(query);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: expect.stringMatching(/^(take|skip): must be /) });
  });

  it('refuses a tournament id that is not a positive integer with 400', async () => {
    expect((await server().request('GET', '/api/leaderboard/abc')).status).toBe(400);
    expect((await server().request('GET', '/api/leaderboard/0/player/p0000001/rank')).status).toBe(400);
  });

  it('answers 404 for an unknown tournament, on pages and on ranks', async () => {
    const pageResponse = await server().request('GET', '/api/leaderboard/999999');
    expect(pageResponse.status).toBe(404);
    expect(pageResponse.json).toEqual({ message: 'Tournament not found' });
    const rankResponse = await server().request('GET', `/api/leaderboard/999999/player/${playerId(1)}/rank`);
    expect(rankResponse.status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await server().request('GET', `/api/leaderboard/${tournamentId}`, { token: null })).status).toBe(401);
    expect((await server().request('GET', `/api/leaderboard/${tournamentId}/player/${playerId(1)}/rank`, { token: null })).status).toBe(401);
  });

  it("answers a player's row and rank", async () => {
    const [expected] = await referencePage(1, 12345);
    const response = await server().request('GET', `/api/leaderboard/${tournamentId}/player/${expected.user_id}/rank`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ row: expected, rank: 12346 });
  });

  it('answers an empty body (200, no content) for a player not on the leaderboard', async () => {
    await insertPlayers(server().ctx.db, 1);
    for (const userId of ['nobody', playerId(size + 1)]) {
      const response = await server().request('GET', `/api/leaderboard/${tournamentId}/player/${userId}/rank`);
      expect(response.status).toBe(200);
      expect(response.text).toBe('');
      expect(response.headers.get('content-length')).toBe('0');
    }
  });

  it('describes the leaderboard routes in the OpenAPI document', async () => {
    const { paths } = (await server().request('GET', '/api/openapi.json')).json as { paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(paths['/api/leaderboard/{id}'].get.tags).toEqual(['Leaderboard']);
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/leaderboard/{id}/player/{playerId}/rank',
        '/api/export/leaderboard/{id}',
        '/api/leaderboards/adjust-score-manually',
        '/api/tournaments/{id}/players/{playerId}',
      ]),
    );
  });

  it('finds a player whose id needs URL encoding', async () => {
    const other = await insertTournament(server().ctx.db);
    await server().ctx.db
      .insertInto('leaderboard_rows')
      .values({ tournament_id: other, user_id: 'ana maria/7', user_name: 'Ana', total_score: 5, computed: new Date() })
      .execute();
    await recomputeRanks(server().ctx.db, other);
    const response = await server().request('GET', `/api/leaderboard/${other}/player/${encodeURIComponent('ana maria/7')}/rank`);
    expect(response.json).toMatchObject({ row: { user_id: 'ana maria/7' }, rank: 1 });
  });
});
