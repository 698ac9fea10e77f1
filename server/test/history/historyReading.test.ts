import { sql } from 'kysely';
import type { HistoryEntry, ScoreAdjustmentEntry } from '../../../src/domain/tournamentHistory';
import { insertPlayers, playerId } from '../leaderboard/leaderboardFixtures';
import { testClock } from '../fixtures/testClock';
import { createTournament, getTournament, startTournament } from '../fixtures/tournamentFixture';
import { useTestServer } from '../harness';
import { adminActor, historyOf } from './historyFixtures';

describe('reading the history', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });
  const get = (path: string) => server().request('GET', path);

  /** A draft saved `saves` times, a minute apart, each save by the admin. */
  async function draftSaved(saves: number): Promise<number> {
    const id = await createTournament(server());
    for (let save = 1; save <= saves; save += 1) {
      clock.advance(60_000);
      const draft = await getTournament(server(), id);
      await server().request('POST', `/api/tournaments/${id}`, { body: { ...draft, title: `Save ${save}` } });
    }
    return id;
  }

  beforeAll(() => insertPlayers(server().ctx.db, 3));

  it('answers pages newest first with X-Total-Count, and the filters by person and action', async () => {
    const id = await draftSaved(4);
    const all = await historyOf(server(), id);
    expect(all.map((entry) => entry.action)).toEqual(['updated', 'updated', 'updated', 'updated', 'created']);
    expect(all.map((entry) => entry.at)).toEqual([...all.map((entry) => entry.at)].sort().reverse());

    const page = await get(`/api/tournaments/${id}/history?take=2&skip=1`);
    expect(page.headers.get('x-total-count')).toBe('5');
    expect((page.json as HistoryEntry[]).map((entry) => entry.id)).toEqual(all.slice(1, 3).map((entry) => entry.id));

    const created = await get(`/api/tournaments/${id}/history?action=created`);
    expect(created.headers.get('x-total-count')).toBe('1');
    expect(created.json).toEqual([all[4]]);
    const { id: admin } = await adminActor(server());
    expect(await historyOf(server(), id, `&actor=${encodeURIComponent(admin)}`)).toEqual(all);
    const nobody = await get(`/api/tournaments/${id}/history?actor=someone-else`);
    expect([nobody.json, nobody.headers.get('x-total-count')]).toEqual([[], '0']);
  });

  it('answers 404 for an unknown tournament, 400 for a bad page or action, 401 without a token', async () => {
    expect(await get('/api/tournaments/987654/history')).toMatchObject({ status: 404, json: { message: 'Tournament not found' } });
    const id = await createTournament(server());
    for (const query of ['take=0', 'take=1001', 'skip=-1', 'action=deleted']) expect((await get(`/api/tournaments/${id}/history?${query}`)).status).toBe(400);
    expect((await server().request('GET', `/api/tournaments/${id}/history`, { token: null })).status).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const paths = ((await get('/api/openapi.json')).json as { paths: Record<string, unknown> }).paths;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/tournaments/{id}/history', '/api/leaderboard/{id}/player/{playerId}/adjustments']));
  });

  it('offers no call that edits or deletes an entry, and the database refuses both', async () => {
    const historyRoutes = server().app.routeList.filter((route) => route.url.includes('history') || route.url.includes('adjustments'));
    expect(historyRoutes.map((route) => route.method).filter((method) => method !== 'HEAD')).toEqual(['GET', 'GET']);

    const id = await draftSaved(1);
    const { db } = server().ctx;
    await expect(sql`UPDATE tournament_history SET actor_name = 'someone else' WHERE tournament_id = ${id}`.execute(db)).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(sql`DELETE FROM tournament_history WHERE tournament_id = ${id}`.execute(db)).rejects.toThrow(/append-only: DELETE refused/);
    expect(await historyOf(server(), id)).toHaveLength(2);
  });

  describe("a player's adjustments", () => {
    const adjust = (tournamentId: number, score: number, note: string) =>
      server().request('PUT', '/api/leaderboards/adjust-score-manually', { body: { tournament_id: tournamentId, user_id: playerId(1), score, note } });

    it('lists who, when, note and points, newest first, only of that player and board', async () => {
      const { id } = await startTournament(server(), clock);
      const other = (await startTournament(server(), clock)).id;
      // Named as the staff member last signed in to the console.
      await server().request('PUT', '/api/admin-users');
      await adjust(id, 10, 'Goodwill');
      clock.advance(60_000);
      await adjust(id, -4, 'Correction');
      await adjust(other, 1, 'Elsewhere');
      await server().request('PUT', '/api/leaderboards/adjust-score-manually', { body: { tournament_id: id, user_id: playerId(2), score: 3, note: 'Other player' } });

      const response = await get(`/api/leaderboard/${id}/player/${playerId(1)}/adjustments`);
      expect(response.status).toBe(200);
      const admin = await adminActor(server());
      expect(response.json).toEqual<ScoreAdjustmentEntry[]>([
        { id: expect.any(Number), at: clock.now().toISOString(), adjusted_by: admin, note: 'Correction', points: -4 },
        { id: expect.any(Number), at: new Date(clock.now().getTime() - 60_000).toISOString(), adjusted_by: admin, note: 'Goodwill', points: 10 },
      ]);
      expect((await get(`/api/leaderboard/${id}/player/${playerId(3)}/adjustments`)).json).toEqual([]);
    });

    it('names the staff member by id when they never signed in to the console, and answers 404 for an unknown board', async () => {
      const { id } = await startTournament(server(), clock);
      await server().ctx.db.insertInto('score_adjustments').values({ tournament_id: id, user_id: playerId(1), score: 2, note: 'By a script', adjusted_by: 'ops-7', adjusted_at: clock.now() }).execute();
      expect((await get(`/api/leaderboard/${id}/player/${playerId(1)}/adjustments`)).json).toMatchObject([{ adjusted_by: { id: 'ops-7', name: 'ops-7' } }]);
      expect((await get(`/api/leaderboard/987654/player/${playerId(1)}/adjustments`)).status).toBe(404);
    });
  });
});
