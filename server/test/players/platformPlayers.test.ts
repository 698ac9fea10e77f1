import { OptInCondition } from '../../../src/domain/enums';
import { at, board, ingest, round, runningTournament, scores } from '../engine/engineFixtures';
import { testClock } from '../fixtures/testClock';
import { useTestServer, type TestServer } from '../harness';

/** The players row of an id: its name and whether the platform has sent it. */
async function storedPlayer(server: TestServer, userId: string) {
  const player = await server.ctx.db.selectFrom('players').select(['user_name', 'first_seen_at']).where('id', '=', userId).executeTakeFirst();
  return player && { user_name: player.user_name, seen: player.first_seen_at !== null };
}

// The test server seeds nothing (SEED_DEMO_DATA off): every player here came through POST /api/events or staff.
describe('players the platform sent can be assigned (issue 25)', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });
  const assign = (id: number, userId: string) => server().request('PUT', `/api/tournaments/${id}/players/${userId}`);
  const invite = (id: number, userIds: string[]) => server().request('POST', `/api/tournaments/${id}/players`, { body: { user_ids: userIds } });

  it('assigns a player the platform sent (PUT answers true), who then scores in an Invite Only tournament from the assignment on', async () => {
    const id = await runningTournament(server(), clock, { opt_in_condition: OptInCondition.Invite });
    await ingest(server(), [round('pa-1', 'pa-a', { user_name: 'Ana' })]);
    expect(await scores(server(), id)).toEqual({});
    clock.set(at(1));
    expect((await assign(id, 'pa-a')).json).toBe(true);
    expect(await board(server(), id)).toEqual([{ rank: 1, user_id: 'pa-a', user_name: 'Ana', total_score: 0, computed: at(1) }]);
    await ingest(server(), [round('pa-2', 'pa-a', { occurred_at: at(0) }), round('pa-3', 'pa-a', { occurred_at: at(2) })]);
    expect(await scores(server(), id)).toEqual({ 'pa-a': 10 });
  });

  it('keeps the latest name the platform sent; an event without one, or with the id as its name, keeps it', async () => {
    await ingest(server(), [round('nm-1', 'nm-a', { user_name: 'First' }), round('nm-2', 'nm-b')]);
    expect(await storedPlayer(server(), 'nm-a')).toEqual({ user_name: 'First', seen: true });
    expect(await storedPlayer(server(), 'nm-b')).toEqual({ user_name: 'nm-b', seen: true });
    // Within a batch the latest event by occurred_at names the player, whatever the order it came in.
    await ingest(server(), [round('nm-3', 'nm-a', { user_name: 'Third', occurred_at: at(3) }), round('nm-4', 'nm-a', { user_name: 'Second', occurred_at: at(2) })]);
    expect(await storedPlayer(server(), 'nm-a')).toEqual({ user_name: 'Third', seen: true });
    await ingest(server(), [round('nm-5', 'nm-a', { occurred_at: at(4) }), round('nm-6', 'nm-a', { user_name: 'nm-a', occurred_at: at(5) })]);
    expect(await storedPlayer(server(), 'nm-a')).toEqual({ user_name: 'Third', seen: true });
    await ingest(server(), [round('nm-7', 'nm-b', { user_name: 'Named later' })]);
    expect(await storedPlayer(server(), 'nm-b')).toEqual({ user_name: 'Named later', seen: true });
    // A batch sent again (its ids stored already) changes nothing, its names neither.
    await ingest(server(), [round('nm-1', 'nm-a', { user_name: 'First' })]);
    expect(await storedPlayer(server(), 'nm-a')).toEqual({ user_name: 'Third', seen: true });
  });

  it('invites an id the platform has not sent (not_seen), and recognises it when the platform sends it: named, seen, scoring under Invite Only', async () => {
    const id = await runningTournament(server(), clock, { opt_in_condition: OptInCondition.Invite });
    clock.set(at(1));
    expect((await invite(id, ['vip-1'])).json).toEqual({ results: [{ user_id: 'vip-1', outcome: 'not_seen' }] });
    expect(await storedPlayer(server(), 'vip-1')).toEqual({ user_name: 'vip-1', seen: false });
    expect(await board(server(), id)).toEqual([{ rank: 1, user_id: 'vip-1', user_name: 'vip-1', total_score: 0, computed: at(1) }]);
    await ingest(server(), [round('vp-1', 'vip-1', { occurred_at: at(0), user_name: 'Victoria' }), round('vp-2', 'vip-1', { occurred_at: at(2), user_name: 'Victoria' })]);
    expect(await storedPlayer(server(), 'vip-1')).toEqual({ user_name: 'Victoria', seen: true });
    expect(await board(server(), id)).toEqual([{ rank: 1, user_id: 'vip-1', user_name: 'Victoria', total_score: 10, computed: at(2) }]);
    // Seen now: a second tournament's invitation says so.
    const other = await runningTournament(server(), clock, { opt_in_condition: OptInCondition.Invite });
    expect((await invite(other, ['vip-1'])).json).toEqual({ results: [{ user_id: 'vip-1', outcome: 'invited' }] });
  });

  it('lets staff adjust the score of a player the platform sent who is not on the board yet', async () => {
    const id = await runningTournament(server(), clock, { opt_in_condition: OptInCondition.OptIn });
    await ingest(server(), [round('aj-1', 'aj-a', { user_name: 'Adjusted' })]);
    clock.set(at(1));
    const adjusted = await server().request('PUT', '/api/leaderboards/adjust-score-manually', { body: { tournament_id: id, user_id: 'aj-a', score: 5, note: 'Goodwill' } });
    expect(adjusted.status).toBe(200);
    expect(await board(server(), id)).toMatchObject([{ user_id: 'aj-a', user_name: 'Adjusted', total_score: 5 }]);
  });
});
