import { TournamentStatus } from '../../../src/domain/enums';
import { useTestServer } from '../harness';
import { testClock } from '../fixtures/testClock';
import { fillLeaderboard, idsInRankOrder, insertPlayers, insertTournament, playerId, rankMismatches, storedRow } from './leaderboardFixtures';

describe('PUT /api/leaderboards/adjust-score-manually', () => {
  const clock = testClock('2030-01-07T10:30:00.000Z');
  const server = useTestServer({ now: clock.now });
  let tournamentId: number;
  beforeAll(async () => {
    await insertPlayers(server().ctx.db, 60);
  });
  beforeEach(async () => {
    tournamentId = await insertTournament(server().ctx.db);
    await fillLeaderboard(server().ctx.db, tournamentId, 50);
  });

  const adjust = (body: Record<string, unknown>, token?: string | null) =>
    server().request('PUT', '/api/leaderboards/adjust-score-manually', { body: { tournament_id: tournamentId, ...body }, token });

  const rowOf = (userId: string) => storedRow(server().ctx.db, tournamentId, userId);

  it('adds the score, stamps computed, moves the player and answers the new row and rank', async () => {
    const [, , , last] = [...(await idsInRankOrder(server().ctx.db, tournamentId))].reverse();
    const before = await rowOf(last);
    expect(before.rank).toBe(47);
    const response = await adjust({ user_id: last, score: 5000, note: 'Compensation for a game outage' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      row: { rank: 1, user_id: last, user_name: before.user_name, total_score: before.total_score + 5000, computed: clock.now().toISOString() },
      rank: 1,
    });
    expect(await rankMismatches(server().ctx.db, tournamentId)).toEqual([]);
    expect((await idsInRankOrder(server().ctx.db, tournamentId))[0]).toBe(last);
  });

  it('takes points away with a negative score and moves the player down', async () => {
    const [first] = await idsInRankOrder(server().ctx.db, tournamentId);
    const response = await adjust({ user_id: first, score: -100000, note: 'Fraud' });
    expect(response.json).toMatchObject({ rank: 50 });
    expect(await rankMismatches(server().ctx.db, tournamentId)).toEqual([]);
  });

  it('keeps who adjusted, when, by how much and why', async () => {
    await adjust({ user_id: playerId(3), score: 12.5, note: 'Goodwill' });
    const adjustments = await server().ctx.db.selectFrom('score_adjustments').selectAll().where('tournament_id', '=', tournamentId).execute();
    expect(adjustments).toEqual([
      expect.objectContaining({ user_id: playerId(3), score: 12.5, note: 'Goodwill', adjusted_by: 'admin', adjusted_at: clock.now() }),
    ]);
  });

  it('records the amount applied, rounded to 2 decimals half away from zero, in the adjustments and the history', async () => {
    const before = await rowOf(playerId(4));
    for (const score of [12.345, -0.125]) await adjust({ user_id: playerId(4), score, note: 'Typed with 3 decimals' });
    expect(await rowOf(playerId(4))).toMatchObject({ total_score: before.total_score + 12.35 - 0.13 });
    const recorded = await server().ctx.db.selectFrom('score_adjustments').select('score').where('tournament_id', '=', tournamentId).orderBy('id').execute();
    expect(recorded).toEqual([{ score: 12.35 }, { score: -0.13 }]);
    const history = await server().ctx.db.selectFrom('tournament_history').select('details').where('tournament_id', '=', tournamentId).where('action', '=', 'score_adjusted').orderBy('id').execute();
    expect(history.map(({ details }) => (details as { points: number }).points)).toEqual([12.35, -0.13]);
  });

  it('joins a known player who is not on the leaderboard yet, with the score as their total', async () => {
    const response = await adjust({ user_id: playerId(55), score: 100000, note: 'Late registration' });
    expect(response.json).toEqual({
      row: { rank: 1, user_id: playerId(55), user_name: 'Player 55', total_score: 100000, computed: clock.now().toISOString() },
      rank: 1,
    });
    expect(await rankMismatches(server().ctx.db, tournamentId)).toEqual([]);
  });

  it("answers 404 'No such player' on the user id for a player unknown to the players table, and changes nothing", async () => {
    const response = await adjust({ user_id: 'ghost', score: 10, note: 'n' });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'No such player', errors: { user_id: 'No such player' } });
    const adjustments = await server().ctx.db.selectFrom('score_adjustments').select('id').where('tournament_id', '=', tournamentId).execute();
    expect(adjustments).toEqual([]);
  });

  it('answers 404 for an unknown tournament', async () => {
    const response = await adjust({ tournament_id: 999999, user_id: playerId(1), score: 10, note: 'n' });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'Tournament not found' });
  });

  it.each([TournamentStatus.Draft, TournamentStatus.Completed, TournamentStatus.Canceled])(
    'answers 409 unless the tournament is In Progress (status %s), and changes nothing',
    async (status) => {
      await server().ctx.db.updateTable('tournaments').set({ status }).where('id', '=', tournamentId).execute();
      const before = await rowOf(playerId(1));
      const response = await adjust({ user_id: playerId(1), score: 10, note: 'n' });
      expect(response.status).toBe(409);
      expect(response.json).toEqual({ message: 'Scores can only be adjusted while the tournament is In Progress' });
      expect(await rowOf(playerId(1))).toEqual(before);
    },
  );

  it.each([
    [{ score: 10, note: 'n' }, 'User ID is mandatory'],
    [{ user_id: ' ', score: 10, note: 'n' }, 'User ID is mandatory'],
    [{ user_id: playerId(1), note: 'n' }, 'Score is mandatory'],
    [{ user_id: playerId(1), score: null, note: 'n' }, 'Score is mandatory'],
    [{ user_id: playerId(1), score: '', note: 'n' }, 'Score is mandatory'],
    [{ user_id: playerId(1), score: 0, note: 'n' }, 'Score is mandatory'],
    [{ user_id: playerId(1), score: 10 }, 'Note is mandatory'],
    [{ user_id: playerId(1), score: 10, note: '' }, 'Note is mandatory'],
    [{}, 'Note is mandatory'],
  ])('refuses %j with 400 and the message %s', async (body, message) => {
    const response = await adjust(body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message });
  });

  it('refuses an adjustment that rounds to 0 (|score| < 0.005) with 400 on the score field, and records nothing', async () => {
    const before = await rowOf(playerId(1));
    const roundsToZero = 'Score rounds to 0: scores are kept to 2 decimals, so add at least 0.01 or take away at least 0.01';
    for (const score of [0.004, -0.004, 0.0049]) {
      const response = await adjust({ user_id: playerId(1), score, note: 'n' });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: roundsToZero, errors: { score: roundsToZero } });
    }
    expect(await rowOf(playerId(1))).toEqual(before);
    const recorded = await server().ctx.db.selectFrom('score_adjustments').select('score').where('tournament_id', '=', tournamentId).execute();
    expect(recorded).toEqual([]);
    expect((await adjust({ user_id: playerId(1), score: 0.005, note: 'half a cent rounds away from zero' })).json).toMatchObject({ row: { total_score: before.total_score + 0.01 } });
  });

  it('names every invalid field in the 400 answer', async () => {
    const response = await adjust({});
    expect(response.json).toEqual({
      message: 'Note is mandatory',
      errors: { note: 'Note is mandatory', score: 'Score is mandatory', user_id: 'User ID is mandatory' },
    });
  });

  it('refuses a score that is not a number, a missing tournament id and malformed JSON with 400', async () => {
    expect((await adjust({ user_id: playerId(1), score: 'lots', note: 'n' })).status).toBe(400);
    const noTournament = await server().request('PUT', '/api/leaderboards/adjust-score-manually', { body: { user_id: playerId(1), score: 1, note: 'n' } });
    expect(noTournament.status).toBe(400);
    const malformed = await server().request('PUT', '/api/leaderboards/adjust-score-manually', { rawBody: '{"user_id":' });
    expect(malformed.status).toBe(400);
  });

  it('serializes concurrent adjustments of one leaderboard: every one counts and the ranks stay exact', async () => {
    const players = [1, 2, 3, 4, 5].map(playerId);
    const before = await Promise.all(players.map(rowOf));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => adjust({ user_id: players[i % players.length], score: 100 * (i + 1), note: `burst ${i}` })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const after = await Promise.all(players.map(rowOf));
    const added = (p: number) => Array.from({ length: 20 }, (_, i) => i).filter((i) => i % players.length === p).reduce((sum, i) => sum + 100 * (i + 1), 0);
    expect(after.map((row) => row.total_score)).toEqual(before.map((row, p) => row.total_score + added(p)));
    expect(await rankMismatches(server().ctx.db, tournamentId)).toEqual([]);
  });

  it('counts 20 adjustments of one player made at once, each answered 200', async () => {
    const player = playerId(7);
    const before = await rowOf(player);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => adjust({ user_id: player, score: i + 1, note: `at once ${i}` })));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect((await rowOf(player)).total_score).toBe(before.total_score + 210);
    // Each answer is the standing its own adjustment left: the totals seen are 20 distinct steps of the sum.
    const totals = responses.map((response) => (response.json as { row: { total_score: number } }).row.total_score).sort((a, b) => a - b);
    expect(new Set(totals).size).toBe(20);
    expect(totals.at(-1)).toBe(before.total_score + 210);
    const recorded = await server().ctx.db.selectFrom('score_adjustments').select('score').where('tournament_id', '=', tournamentId).execute();
    expect(recorded).toHaveLength(20);
    expect(await rankMismatches(server().ctx.db, tournamentId)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await adjust({ user_id: playerId(1), score: 1, note: 'n' }, null)).status).toBe(401);
  });
});
