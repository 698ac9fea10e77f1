import { sql } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import type { Booster } from '../../../src/domain/tournament';
import { insertPlayers, playerId } from '../leaderboard/leaderboardFixtures';
import { insertEntries, RecordingGateway } from '../outbox/outboxFixtures';
import { newBooster } from '../fixtures/boosterFixture';
import { testClock } from '../fixtures/testClock';
import { completeTournament, createTournament, getTournament, publishTournament, startTournament, validTournamentBody } from '../fixtures/tournamentFixture';
import { useTestServer } from '../harness';
import { expectedConsoleLines } from '../../../test/consoleLines';
import { adminActor, entryAddedBy, historyOf } from './historyFixtures';

describe('the history records each staff write once, with who, when and what', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now, gateway: new RecordingGateway() });
  const request = (method: string, path: string, body?: unknown) => server().request(method, path, { body });

  beforeAll(() => insertPlayers(server().ctx.db, 5));

  it('records a create by the signed-in staff member, at the server time, with the title', async () => {
    const id = await createTournament(server(), { title: 'Spring cup' });
    expect(await historyOf(server(), id)).toEqual([
      { id: expect.any(Number), tournament_id: id, at: clock.now().toISOString(), actor: await adminActor(server()), action: 'created', details: { title: 'Spring cup' } },
    ]);
  });

  it('records a duplicate with its source, and refuses an unknown source with 400, creating nothing', async () => {
    const source = await createTournament(server());
    const body = validTournamentBody(clock.now(), { title: 'Copy of cup' });
    const copy = (await request('PUT', `/api/tournaments?duplicate_of=${source}`, body)).json as number;
    expect(await historyOf(server(), copy)).toMatchObject([{ action: 'duplicated', details: { title: 'Copy of cup', source_id: source } }]);

    const count = async () => (await request('GET', '/api/tournaments/in-status/0')).json as unknown[];
    const drafts = (await count()).length;
    const unknown = await request('PUT', '/api/tournaments?duplicate_of=987654', body);
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ message: 'Tournament 987654 to duplicate not found' });
    expect(await count()).toHaveLength(drafts);
  });

  it("moves a duplicate whose window has already started to the top of the next hour, keeping its length; a plain create keeps its dates (issue 27)", async () => {
    const source = await createTournament(server());
    const lastWeek = { start: '2020-01-01T10:00:00.000Z', end: '2020-01-08T10:00:00.000Z' };
    const body = validTournamentBody(clock.now(), { title: 'Copy of a finished cup' });
    const past = { ...body, time_configuration: { ...body.time_configuration, ...lastWeek } };
    const nextHour = Math.floor(clock.now().getTime() / 3_600_000 + 1) * 3_600_000;

    const copy = await getTournament(server(), (await request('PUT', `/api/tournaments?duplicate_of=${source}`, past)).json as number);
    expect(Date.parse(copy.time_configuration.start)).toBe(nextHour);
    expect(Date.parse(copy.time_configuration.end)).toBe(nextHour + 7 * 86_400_000);

    const created = await getTournament(server(), (await request('PUT', '/api/tournaments', past)).json as number);
    expect(Date.parse(created.time_configuration.start)).toBe(Date.parse(lastWeek.start));
  });

  it('refuses with 400 a duplicate that its move would end past year 9999, creating nothing', async () => {
    const source = await createTournament(server());
    const body = validTournamentBody(clock.now(), { title: 'Copy of a long cup' });
    const longest = { ...body, time_configuration: { ...body.time_configuration, start: '2000-01-01T00:00:00Z', end: '9999-12-31T00:00:00Z' } };
    const drafts = async () => ((await request('GET', '/api/tournaments/in-status/0')).json as unknown[]).length;
    const before = await drafts();
    expect(await request('PUT', `/api/tournaments?duplicate_of=${source}`, longest)).toMatchObject({ status: 400, json: { message: 'A date is out of range' } });
    expect(await drafts()).toBe(before);
  });

  it('records a save field by field: plain fields, time parts, map keys and tier and condition rows', async () => {
    const id = await createTournament(server());
    const before = await getTournament(server(), id);
    const secondTier = { rank_min: 4, rank_max: 10, bonus: { ...before.tiers[0].bonus, code: 'CASH10', value: 10 } };
    const saved = {
      ...before,
      title: 'Renamed',
      time_configuration: { ...before.time_configuration, monday: !before.time_configuration.monday },
      user_role_assignment_score_configuration: { vip: { score_to_add: 50 } },
      tiers: [{ ...before.tiers[0], rank_max: 2 }, secondTier],
      wagering_conditions: [],
    };
    const entry = await entryAddedBy(server(), id, () => request('POST', `/api/tournaments/${id}`, saved));
    expect(entry.action).toBe('updated');
    expect(entry.details).toEqual({
      changes: [
        { field: 'title', before: before.title, after: 'Renamed' },
        { field: 'tiers', row: 0, before: before.tiers[0], after: { ...before.tiers[0], rank_max: 2 } },
        { field: 'tiers', row: 1, before: null, after: secondTier },
        { field: 'wagering_conditions', row: 0, before: before.wagering_conditions[0], after: null },
        { field: 'time_configuration', key: 'monday', before: before.time_configuration.monday, after: !before.time_configuration.monday },
        { field: 'user_role_assignment_score_configuration', key: 'vip', before: null, after: { score_to_add: 50 } },
      ],
    });
    // A save that changes nothing is still a save someone made.
    expect((await entryAddedBy(server(), id, () => request('POST', `/api/tournaments/${id}`, { ...saved, status: undefined }))).details).toEqual({ changes: [] });
  });

  it('records publish and cancel', async () => {
    const id = await createTournament(server());
    const published = await entryAddedBy(server(), id, () => publishTournament(server(), id));
    expect(published).toMatchObject({ action: 'published', details: { changes: [] } });
    const canceled = await entryAddedBy(server(), id, () => request('PUT', `/api/tournaments/${id}/cancel`));
    expect(canceled).toMatchObject({ action: 'canceled', actor: await adminActor(server()), details: {} });
  });

  it("keeps a cancel's reason when the console gives one, and refuses one that is not a line of text with 400", async () => {
    const id = await createTournament(server());
    await publishTournament(server(), id);
    const multiLine = await request('PUT', `/api/tournaments/${id}/cancel`, { reason: 'two\nlines' });
    expect(multiLine.status).toBe(400);
    expect(multiLine.json).toEqual({ message: expect.any(String) });
    const canceled = await entryAddedBy(server(), id, () => request('PUT', `/api/tournaments/${id}/cancel`, { reason: '  Provider outage  ' }));
    expect(canceled).toMatchObject({ action: 'canceled', details: { reason: 'Provider outage' } });
  });

  it('records nothing for a write that is refused', async () => {
    const id = await createTournament(server());
    const draft = await getTournament(server(), id);
    expect((await request('POST', `/api/tournaments/${id}`, { ...draft, title: ' ' })).status).toBe(400);
    expect((await request('PUT', `/api/tournaments/${id}/cancel`)).status).toBe(409);
    expect((await request('PUT', `/api/leaderboards/adjust-score-manually`, { tournament_id: id, user_id: playerId(1), score: 5, note: 'x' })).status).toBe(409);
    expect((await request('POST', '/api/boosters', [newBooster(id, { id: 987654 })])).status).toBe(404);
    expect((await request('POST', `/api/tournaments/${id}/players`, { user_ids: [] })).status).toBe(400);
    expect((await historyOf(server(), id)).map((entry) => entry.action)).toEqual(['created']);
  });

  it('records the summary video URL before and after', async () => {
    const id = await createTournament(server(), { summary_video_url: '' });
    const entry = await entryAddedBy(server(), id, () => request('POST', `/api/tournaments/${id}/summary-video-url`, { summary_video_url: 'https://video.example.test/1' }));
    expect(entry).toMatchObject({ action: 'summary_video_changed', details: { changes: [{ field: 'summary_video_url', before: '', after: 'https://video.example.test/1' }] } });
  });

  it('records boosters saved (added and changed, by id) and deleted', async () => {
    const id = await createTournament(server());
    const added = await entryAddedBy(server(), id, () => request('POST', '/api/boosters', [newBooster(id, { name: 'A' })]));
    const [saved] = (await request('GET', `/api/boosters/${id}`)).json as Booster[];
    expect(added).toMatchObject({ action: 'boosters_saved', details: { changes: [{ field: 'boosters', key: String(saved.id), before: null, after: saved }] } });

    const changed = await entryAddedBy(server(), id, () => request('POST', '/api/boosters', [{ ...saved, multiplier: 3 }]));
    expect(changed.details).toEqual({ changes: [{ field: 'boosters', key: String(saved.id), before: saved, after: { ...saved, multiplier: 3 } }] });

    const deleted = await entryAddedBy(server(), id, () => request('DELETE', '/api/boosters', [saved.id]));
    expect(deleted).toMatchObject({ action: 'boosters_deleted', details: { changes: [{ field: 'boosters', key: String(saved.id), before: { ...saved, multiplier: 3 }, after: null }] } });
  });

  it('records assigning a known player, whether they joined, and a score adjustment with its note and points', async () => {
    const { id } = await startTournament(server(), clock);
    const joined = await entryAddedBy(server(), id, () => request('PUT', `/api/tournaments/${id}/players/${playerId(1)}`));
    expect(joined).toMatchObject({ action: 'player_assigned', details: { player_id: playerId(1), joined: true } });
    const again = await entryAddedBy(server(), id, () => request('PUT', `/api/tournaments/${id}/players/${playerId(1)}`));
    expect(again.details).toEqual({ player_id: playerId(1), joined: false });

    const adjusted = await entryAddedBy(server(), id, () => request('PUT', '/api/leaderboards/adjust-score-manually', { tournament_id: id, user_id: playerId(1), score: -2.5, note: 'Refund' }));
    expect(adjusted).toMatchObject({ action: 'score_adjusted', actor: await adminActor(server()), details: { player_id: playerId(1), points: -2.5, note: 'Refund', total_score: -2.5 } });
  });

  it('records completion by the server, with the prizes it awarded', async () => {
    const { id } = await startTournament(server(), clock);
    await request('PUT', `/api/tournaments/${id}/players/${playerId(2)}`);
    const completed = await entryAddedBy(server(), id, () => completeTournament(server(), clock, id));
    expect(completed).toMatchObject({ action: 'completed', actor: { id: 'server', name: 'Server' }, details: { prizes: 1 } });
  });

  it('records a bonus resend with its result, sent or failed with the error', async () => {
    const id = await createTournament(server());
    const [good, bad] = await insertEntries(server().ctx.db, id, [{ rank: 1, send_failures: 3 }, { rank: 2, bonus_code: 'FAIL-2', send_failures: 3 }]);
    const sent = await entryAddedBy(server(), id, () => request('PUT', '/api/bonus-outbox/sent', { id: good }));
    expect(sent).toMatchObject({ action: 'bonus_resent', details: { entry_id: good, player_id: 'player-1', rank: 1, bonus_code: 'FS-10', result: 'sent', error: null } });
    const failed = await entryAddedBy(server(), id, () => request('PUT', '/api/bonus-outbox/sent', { id: bad }));
    expect(failed.details).toEqual({ entry_id: bad, player_id: 'player-2', rank: 2, bonus_code: 'FAIL-2', result: 'failed', error: 'Bonus system refused bonus code FAIL-2' });
  });

  describe('in the same transaction as the write', () => {
    // Every insert into the history fails: a write whose entry cannot be recorded must not happen either. Each such
    // 500 prints its line (the logger is off, as without LOG_LEVEL).
    expectedConsoleLines('error', /^Internal server error on .*: error: history unavailable/);
    beforeEach(async () => {
      await sql`CREATE FUNCTION fail_history() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'history unavailable'; END $$`.execute(server().ctx.db);
      await sql`CREATE TRIGGER fail_history BEFORE INSERT ON tournament_history FOR EACH ROW EXECUTE FUNCTION fail_history()`.execute(server().ctx.db);
    });
    afterEach(async () => {
      await sql`DROP TRIGGER fail_history ON tournament_history`.execute(server().ctx.db);
      await sql`DROP FUNCTION fail_history()`.execute(server().ctx.db);
    });

    it('leaves the tournament, its boosters and its board unchanged when the entry cannot be written', async () => {
      const draft = await getTournament(server(), await createAfterTrigger());
      const { id } = draft;
      expect((await request('POST', `/api/tournaments/${id}`, { ...draft, title: 'Lost' })).status).toBe(500);
      expect((await request('POST', `/api/tournaments/${id}/summary-video-url`, { summary_video_url: 'https://lost.example.test' })).status).toBe(500);
      expect((await request('POST', '/api/boosters', [newBooster(id)])).status).toBe(500);
      expect(await getTournament(server(), id)).toEqual(draft);
      expect((await request('GET', `/api/boosters/${id}`)).json).toEqual([]);
      expect((await request('POST', `/api/tournaments/${id}`, { ...draft, status: TournamentStatus.InProgress })).status).toBe(500);
      expect((await getTournament(server(), id)).status).toBe(TournamentStatus.Draft);
      expect((await request('PUT', '/api/tournaments', validTournamentBody(clock.now()))).status).toBe(500);
    });

    it('leaves a running board and its status unchanged when the entry cannot be written', async () => {
      const { id } = await whileHistoryWorks(() => startTournament(server(), clock));
      const board = async () => (await request('GET', `/api/leaderboard/${id}`)).json;
      expect((await request('PUT', `/api/tournaments/${id}/players/${playerId(3)}`)).status).toBe(500);
      expect((await request('PUT', '/api/leaderboards/adjust-score-manually', { tournament_id: id, user_id: playerId(3), score: 5, note: 'Lost' })).status).toBe(500);
      expect((await request('PUT', `/api/tournaments/${id}/cancel`)).status).toBe(500);
      expect(await board()).toEqual({ size: 0, rows: [] });
      expect((await getTournament(server(), id)).status).toBe(TournamentStatus.InProgress);
    });

    async function whileHistoryWorks<T>(work: () => Promise<T>): Promise<T> {
      await sql`ALTER TABLE tournament_history DISABLE TRIGGER fail_history`.execute(server().ctx.db);
      try {
        return await work();
      } finally {
        await sql`ALTER TABLE tournament_history ENABLE TRIGGER fail_history`.execute(server().ctx.db);
      }
    }

    const createAfterTrigger = () => whileHistoryWorks(() => createTournament(server()));
  });
});
