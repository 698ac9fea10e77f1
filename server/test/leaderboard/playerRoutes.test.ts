import { TournamentStatus } from '../../../src/domain/enums';
import { useTestServer } from '../harness';
import { testClock } from '../fixtures/testClock';
import { fillLeaderboard, insertPlayers, insertTournament, playerId, rankMismatches } from './leaderboardFixtures';

describe('PUT /api/tournaments/{id}/players/{playerId}', () => {
  const clock = testClock('2030-01-07T10:30:00.000Z');
  const server = useTestServer({ now: clock.now });
  let tournamentId: number;
  beforeAll(async () => {
    await insertPlayers(server().ctx.db, 30);
    tournamentId = await insertTournament(server().ctx.db);
    await fillLeaderboard(server().ctx.db, tournamentId, 20);
  });

  const assign = (userId: string, token?: string | null, id = tournamentId) =>
    server().request('PUT', `/api/tournaments/${id}/players/${encodeURIComponent(userId)}`, { token });

  it('answers true and puts a known player on the leaderboard with score 0, computed now', async () => {
    const response = await assign(playerId(25));
    expect(response.status).toBe(200);
    expect(response.json).toBe(true);
    const rank = await server().request('GET', `/api/leaderboard/${tournamentId}/player/${playerId(25)}/rank`);
    expect(rank.json).toEqual({
      row: { rank: expect.any(Number), user_id: playerId(25), user_name: 'Player 25', total_score: 0, computed: clock.now().toISOString() },
      rank: expect.any(Number),
    });
    expect(await rankMismatches(server().ctx.db, tournamentId)).toEqual([]);
  });

  it('answers false for a player already on the leaderboard, and leaves the row alone', async () => {
    const before = await server().request('GET', `/api/leaderboard/${tournamentId}/player/${playerId(3)}/rank`);
    expect((await assign(playerId(3))).json).toBe(false);
    expect((await server().request('GET', `/api/leaderboard/${tournamentId}/player/${playerId(3)}/rank`)).json).toEqual(before.json);
  });

  it('answers true for an id the platform has not sent (decision 115): on the leaderboard with 0, named by its id, not seen yet', async () => {
    const response = await assign('crm-vip-7');
    expect(response.status).toBe(200);
    expect(response.json).toBe(true);
    const rank = await server().request('GET', `/api/leaderboard/${tournamentId}/player/crm-vip-7/rank`);
    expect(rank.json).toMatchObject({ row: { user_id: 'crm-vip-7', user_name: 'crm-vip-7', total_score: 0 } });
    const player = await server().ctx.db.selectFrom('players').select(['user_name', 'first_seen_at']).where('id', '=', 'crm-vip-7').executeTakeFirst();
    expect(player).toEqual({ user_name: 'crm-vip-7', first_seen_at: null });
    expect((await assign('crm-vip-7')).json).toBe(false);
  });

  it.each([
    ['Completed', TournamentStatus.Completed],
    ['Canceled', TournamentStatus.Canceled],
  ])('answers 409 for a %s tournament, one at a time or a list, its final leaderboard unchanged', async (_status, status) => {
    const ended = await insertTournament(server().ctx.db, status);
    const size = async () => (await server().request('GET', `/api/leaderboard/${ended}?take=1`)).json as { size: number };
    const before = await size();
    const message = 'The tournament has ended: its leaderboard is final and takes no more players';
    expect(await assign(playerId(27), undefined, ended)).toMatchObject({ status: 409, json: { message } });
    const invited = await server().request('POST', `/api/tournaments/${ended}/players`, { body: { user_ids: [playerId(27), 'crm-vip-8'] } });
    expect(invited).toMatchObject({ status: 409, json: { message } });
    expect(await size()).toEqual(before);
  });

  it("puts a player on a Draft's leaderboard: staff invite before the start", async () => {
    const draft = await insertTournament(server().ctx.db, TournamentStatus.Draft);
    expect(await assign(playerId(28), undefined, draft)).toMatchObject({ status: 200, json: true });
  });

  it('answers 404 for an unknown tournament, 400 for a malformed id, 401 without a token', async () => {
    const unknown = await assign(playerId(26), undefined, 999999);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Tournament not found' });
    expect((await server().request('PUT', `/api/tournaments/x/players/${playerId(26)}`)).status).toBe(400);
    expect((await assign('tab\there')).status).toBe(400);
    expect(await assign('  ')).toMatchObject({ status: 400, json: { message: 'playerId: must not be blank' } });
    const blankInvite = await server().request('POST', `/api/tournaments/${tournamentId}/players`, { body: { user_ids: ['p-1', ' '] } });
    expect(blankInvite).toMatchObject({ status: 400, json: { message: 'user_ids[1]: must not be blank' } });
    expect((await assign(playerId(26), null)).status).toBe(401);
  });
});
