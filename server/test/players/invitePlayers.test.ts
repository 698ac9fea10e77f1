import { INVITED_PLAYER_IDS_MAX } from '../../../src/domain/inputLimits';
import { TournamentStatus } from '../../../src/domain/enums';
import { ingest, round } from '../engine/engineFixtures';
import { historyOf } from '../history/historyFixtures';
import { fillLeaderboard, insertPlayers, insertTournament, playerId, rankMismatches } from '../leaderboard/leaderboardFixtures';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';
import { changingBoards } from '../../src/db/boardAnnouncement';
import { invitePlayers } from '../../src/players/playerInvites';
import { countingStatements } from './statementCount';

describe('POST /api/tournaments/{id}/players (an extension beyond the spec)', () => {
  const clock = testClock('2030-01-07T10:30:00.000Z');
  const server = useTestServer({ now: clock.now });
  const invite = (id: number, body: unknown, token?: string | null) => server().request('POST', `/api/tournaments/${id}/players`, { body, token });
  const boardSize = async (id: number) => ((await server().request('GET', `/api/leaderboard/${id}`)).json as { size: number }).size;

  let tournamentId: number;
  beforeAll(async () => {
    await insertPlayers(server().ctx.db, 5);
    tournamentId = await insertTournament(server().ctx.db);
    await fillLeaderboard(server().ctx.db, tournamentId, 2);
    await ingest(server(), [round('iv-1', 'sent-a', { user_name: 'Sent A' })]);
  });

  it("answers each id's outcome in the request's order: invited, already on the board, not seen; a repeated id is on the board the second time", async () => {
    const response = await invite(tournamentId, { user_ids: ['never-sent', playerId(1), 'sent-a', playerId(4), 'sent-a'] });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      results: [
        { user_id: 'never-sent', outcome: 'not_seen' },
        { user_id: playerId(1), outcome: 'already_on_board' },
        { user_id: 'sent-a', outcome: 'invited' },
        { user_id: playerId(4), outcome: 'invited' },
        { user_id: 'sent-a', outcome: 'already_on_board' },
      ],
    });
    const rank = await server().request('GET', `/api/leaderboard/${tournamentId}/player/sent-a/rank`);
    expect(rank.json).toMatchObject({ row: { user_name: 'Sent A', total_score: 0, computed: clock.now().toISOString() } });
    expect(await boardSize(tournamentId)).toBe(5);
    expect(await rankMismatches(server().ctx.db, tournamentId)).toEqual([]);
    // An id invited before the platform sent it is on the board: inviting it again says so.
    expect((await invite(tournamentId, { user_ids: ['never-sent'] })).json).toEqual({ results: [{ user_id: 'never-sent', outcome: 'already_on_board' }] });
  });

  it('records each assignment, and one history entry per call with the counts', async () => {
    const id = await insertTournament(server().ctx.db);
    await invite(id, { user_ids: ['hi-unseen', playerId(2), playerId(2)] });
    const assigned = await server().ctx.db.selectFrom('tournament_players').select(['user_id', 'assigned_at']).where('tournament_id', '=', id).orderBy('user_id').execute();
    expect(assigned).toEqual([
      { user_id: 'hi-unseen', assigned_at: clock.now() },
      { user_id: playerId(2), assigned_at: clock.now() },
    ]);
    expect(await historyOf(server(), id)).toMatchObject([{ action: 'players_invited', details: { invited: 1, already_on_board: 1, not_seen: 1 } }]);
  });

  it(`invites 2,500 ids in runs of ${INVITED_PLAYER_IDS_MAX}, in the same number of statements whatever a run's size`, async () => {
    const id = await insertTournament(server().ctx.db);
    const ids = Array.from({ length: 2_500 }, (_, n) => `bulk-${n}`);
    const runs = [ids.slice(0, 1_000), ids.slice(1_000, 2_000), ids.slice(2_000)];
    for (const run of runs) {
      const response = await invite(id, { user_ids: run });
      expect(response.status).toBe(200);
      expect((response.json as { results: Array<{ outcome: string }> }).results.map((result) => result.outcome)).toEqual(run.map(() => 'not_seen'));
    }
    expect(await boardSize(id)).toBe(2_500);
    expect(await rankMismatches(server().ctx.db, id)).toEqual([]);
    const statementsFor = async (userIds: string[]) => {
      const { db, statements } = countingStatements(server().ctx.db);
      await changingBoards({ db, liveBoards: server().ctx.liveBoards }, (trx, changed) => invitePlayers(trx, changed, id, userIds, clock.now()));
      return statements();
    };
    expect(await statementsFor(['count-1'])).toBe(await statementsFor(Array.from({ length: 1_000 }, (_, n) => `count-many-${n}`)));
  });

  it('answers 400 with a message for a malformed body, 404 for an unknown tournament, 401 without a token', async () => {
    const malformed = [undefined, {}, { user_ids: [] }, { user_ids: 'p1' }, { user_ids: [1] }, { user_ids: [''] }, { user_ids: ['x'.repeat(256)] }, { user_ids: ['line\nbreak'] }];
    for (const body of [...malformed, { user_ids: Array.from({ length: INVITED_PLAYER_IDS_MAX + 1 }, (_, n) => `too-many-${n}`) }]) {
      const response = await invite(tournamentId, body);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: expect.any(String) });
    }
    expect((await server().request('POST', `/api/tournaments/${tournamentId}/players`, { rawBody: '{"user_ids":' })).status).toBe(400);
    const unknown = await invite(999_999, { user_ids: ['p-unknown'] });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Tournament not found' });
    expect((await invite(tournamentId, { user_ids: ['p-no-token'] }, null)).status).toBe(401);
    expect(await boardSize(tournamentId)).toBe(5);
  });

  it('invites in any status, as PUT assigns', async () => {
    const draft = await insertTournament(server().ctx.db, TournamentStatus.Draft);
    expect((await invite(draft, { user_ids: [playerId(5)] })).json).toEqual({ results: [{ user_id: playerId(5), outcome: 'invited' }] });
  });
});
