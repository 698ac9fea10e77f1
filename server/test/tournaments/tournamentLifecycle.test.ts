import { BonusType, TournamentStatus } from '../../../src/domain/enums';
import type { Tournament } from '../../../src/domain/tournament';
import { completeDueTournaments } from '../../src/tournaments/tournamentCompletion';
import { testClock } from '../fixtures/testClock';
import { completeTournament, createTournament, getTournament, publishTournament, startTournament } from '../fixtures/tournamentFixture';
import { useTestServer } from '../harness';

const HOUR = 60 * 60 * 1000;

describe('tournament lifecycle', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });
  beforeEach(() => clock.set('2030-01-07T10:30:00.000Z'));

  const ids = async (path: string) => ((await server().request('GET', path)).json as Tournament[]).map((t) => t.id);
  const post = (tournament: Tournament, changes: Partial<Tournament> = {}) =>
    server().request('POST', `/api/tournaments/${tournament.id}`, { body: { ...tournament, ...changes } });

  describe('publish (an update with status In Progress)', () => {
    it('runs the full validation first: 400 with every error and nothing saved', async () => {
      const draft = await getTournament(server(), await createTournament(server()));
      // A draft may be saved without tiers, conditions and with an old start, but not published so.
      const halfBuilt = { ...draft, tiers: [], wagering_conditions: [], title: 'Race [clone] ' };
      expect((await post(halfBuilt)).status).toBe(200);
      const response = await post(halfBuilt, { status: TournamentStatus.InProgress });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({
        message: 'Please change the title. It must not end with [Clone]',
        errors: [
          { field: 'title', message: 'Please change the title. It must not end with [Clone]' },
          { field: 'wagering_conditions', message: 'Should be at least one wagering condition' },
          { field: 'tiers', message: 'Should be at least one tier' },
        ],
      });
      expect((await getTournament(server(), draft.id)).status).toBe(TournamentStatus.Draft);
    });

    it('refuses a start before the current hour on publish only', async () => {
      const draft = await getTournament(server(), await createTournament(server()));
      clock.advance(2 * HOUR);
      expect((await post(draft)).status).toBe(200);
      const response = await post(draft, { status: TournamentStatus.InProgress });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ errors: [{ field: 'time_configuration.start', message: 'Start date cannot be earlier than the current hour' }] });
    });

    it('publishes a valid draft, which is then scheduled, then running, and no longer editable', async () => {
      const published = await publishTournament(
        server(),
        await createTournament(server(), { title: 'Published race' }),
      );
      expect(published).toMatchObject({ status: TournamentStatus.InProgress, title: 'Published race' });
      expect(await ids('/api/tournaments/scheduled')).toContain(published.id);
      expect(await ids('/api/tournaments/running')).not.toContain(published.id);

      clock.set(published.time_configuration.start);
      expect(await ids('/api/tournaments/running')).toContain(published.id);
      expect(await ids('/api/tournaments/scheduled')).not.toContain(published.id);

      const edit = await post(published, { title: 'Too late' });
      expect(edit.status).toBe(409);
      expect(edit.json).toEqual({ message: `Only draft tournaments can be edited; tournament ${published.id} is In Progress` });
      expect((await getTournament(server(), published.id)).title).toBe('Published race');
    });
  });

  describe('PUT /api/tournaments/{id}/cancel', () => {
    it('cancels an In Progress tournament and answers it; it then lists as canceled only', async () => {
      const running = await startTournament(server(), clock);
      const response = await server().request('PUT', `/api/tournaments/${running.id}/cancel`);
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ id: running.id, status: TournamentStatus.Canceled });
      expect(await ids('/api/tournaments/in-status/3')).toContain(running.id);
      expect(await ids('/api/tournaments/running')).not.toContain(running.id);
    });

    it('refuses a draft, a canceled and a completed tournament with 409', async () => {
      const draftId = await createTournament(server());
      expect((await server().request('PUT', `/api/tournaments/${draftId}/cancel`)).status).toBe(409);
      const canceled = await startTournament(server(), clock);
      await server().request('PUT', `/api/tournaments/${canceled.id}/cancel`);
      expect((await server().request('PUT', `/api/tournaments/${canceled.id}/cancel`)).status).toBe(409);
      const ended = await startTournament(server(), clock);
      clock.set(ended.time_configuration.end);
      const response = await server().request('PUT', `/api/tournaments/${ended.id}/cancel`);
      expect(response.status).toBe(409);
      expect(response.json).toEqual({ message: `Only tournaments in progress can be canceled; tournament ${ended.id} is Completed` });
    });

    it('answers 404 for an unknown id and 401 without a token', async () => {
      expect((await server().request('PUT', '/api/tournaments/987654/cancel')).status).toBe(404);
      expect((await server().request('PUT', '/api/tournaments/1/cancel', { token: null })).status).toBe(401);
    });
  });

  describe('lists', () => {
    it('orders running by end, scheduled by start, completed by latest end, a status by latest change', async () => {
      const week = { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: true, sunday: true };
      const publish = async (start: string, end: string) =>
        (await publishTournament(server(), await createTournament(server(), { time_configuration: { start, end, ...week } }))).id;
      const startsLastEndsFirst = await publish('2030-01-07T12:00:00.000Z', '2030-01-08T12:00:00.000Z');
      const startsFirstEndsLast = await publish('2030-01-07T11:00:00.000Z', '2030-01-09T11:00:00.000Z');
      const both = (list: number[]) => list.filter((id) => id === startsLastEndsFirst || id === startsFirstEndsLast);

      expect(both(await ids('/api/tournaments/scheduled'))).toEqual([startsFirstEndsLast, startsLastEndsFirst]);
      clock.set('2030-01-07T12:00:00.000Z');
      expect(both(await ids('/api/tournaments/running'))).toEqual([startsLastEndsFirst, startsFirstEndsLast]);
      clock.set('2030-01-09T11:00:00.000Z');
      expect(both(await ids('/api/tournaments/completed'))).toEqual([startsFirstEndsLast, startsLastEndsFirst]);

      const first = await createTournament(server());
      clock.advance(1000);
      const second = await createTournament(server());
      expect((await ids('/api/tournaments/in-status/0')).slice(0, 2)).toEqual([second, first]);
    });

    it('refuses a status outside 0..3 with 400 and answers 401 without a token', async () => {
      expect((await server().request('GET', '/api/tournaments/in-status/4')).status).toBe(400);
      expect((await server().request('GET', '/api/tournaments/in-status/draft')).status).toBe(400);
      for (const path of ['running', 'scheduled', 'completed', 'in-status/0']) {
        expect((await server().request('GET', `/api/tournaments/${path}`, { token: null })).status).toBe(401);
      }
    });
  });

  describe('completion', () => {
    const rankLeaderboard = (tournamentId: number, players: number) =>
      server().ctx.db
        .insertInto('leaderboard_rows')
        .values(Array.from({ length: players }, (_, i) => ({ tournament_id: tournamentId, user_id: `player-${i + 1}`, user_name: `Player ${i + 1}`, total_score: 1000 - i })))
        .execute();
    const outbox = (tournamentId: number) =>
      server().ctx.db.selectFrom('bonus_outbox').select(['rank', 'user_id', 'bonus_code', 'total_score', 'sent', 'send_failures']).where('tournament_id', '=', tournamentId).orderBy('rank').execute();
    const bonus = (code: string) => ({ type: BonusType.BonusMoney, code, name: code, nominal_name: '', image_url: '', value: 10 });

    it('completes a tournament when its end passes and awards one pending entry per tier rank, capped by the players', async () => {
      const tiers = [
        { rank_min: 1, rank_max: 1, bonus: bonus('GOLD') },
        { rank_min: 2, rank_max: 3, bonus: bonus('SILVER') },
        { rank_min: 4, rank_max: 10, bonus: bonus('BRONZE') },
      ];
      const running = await startTournament(server(), clock, { tiers });
      await rankLeaderboard(running.id, 5);

      expect(await completeDueTournaments(server().ctx)).not.toContain(running.id);
      clock.set(running.time_configuration.end);
      expect(await completeDueTournaments(server().ctx)).toContain(running.id);

      expect((await getTournament(server(), running.id)).status).toBe(TournamentStatus.Completed);
      const pending = { sent: null, send_failures: 0 };
      expect(await outbox(running.id)).toEqual([
        { rank: 1, user_id: 'player-1', bonus_code: 'GOLD', total_score: 1000, ...pending },
        { rank: 2, user_id: 'player-2', bonus_code: 'SILVER', total_score: 999, ...pending },
        { rank: 3, user_id: 'player-3', bonus_code: 'SILVER', total_score: 998, ...pending },
        { rank: 4, user_id: 'player-4', bonus_code: 'BRONZE', total_score: 997, ...pending },
        { rank: 5, user_id: 'player-5', bonus_code: 'BRONZE', total_score: 996, ...pending },
      ]);
      expect(await completeDueTournaments(server().ctx)).toEqual([]);
      expect(await outbox(running.id)).toHaveLength(5);
    });

    it('completes on read, gives an overlapped rank the first tier, and awards once when two runs race', async () => {
      const tiers = [
        { rank_min: 1, rank_max: 2, bonus: bonus('FIRST') },
        { rank_min: 2, rank_max: 3, bonus: bonus('SECOND') },
      ];
      const running = await startTournament(server(), clock, { tiers });
      await rankLeaderboard(running.id, 3);
      clock.set(running.time_configuration.end);
      const [a, b] = await Promise.all([completeDueTournaments(server().ctx), completeDueTournaments(server().ctx)]);
      expect([...a, ...b].filter((id) => id === running.id)).toHaveLength(1);
      expect((await outbox(running.id)).map((entry) => entry.bonus_code)).toEqual(['FIRST', 'FIRST', 'SECOND']);

      const unread = await startTournament(server(), clock);
      clock.set(unread.time_configuration.end);
      expect(await ids('/api/tournaments/completed')).toContain(unread.id);
    });

    it('leaves drafts and canceled tournaments alone when their end passes', async () => {
      const draftId = await createTournament(server());
      const canceled = await startTournament(server(), clock);
      await server().request('PUT', `/api/tournaments/${canceled.id}/cancel`);
      clock.advance(30 * 24 * HOUR);
      await completeTournament(server(), clock, canceled.id);
      expect((await getTournament(server(), draftId)).status).toBe(TournamentStatus.Draft);
      expect((await getTournament(server(), canceled.id)).status).toBe(TournamentStatus.Canceled);
    });
  });
});
