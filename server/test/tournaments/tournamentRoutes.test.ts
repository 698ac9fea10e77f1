import { BonusType, TournamentStatus } from '../../../src/domain/enums';
import type { Tournament } from '../../../src/domain/tournament';
import { createTournament, getTournament, validTournamentBody } from '../fixtures/tournamentFixture';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';

describe('tournament create, read and save', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });

  const body = (overrides = {}) => validTournamentBody(clock.now(), overrides);

  describe('PUT /api/tournaments (create)', () => {
    it('creates a draft and answers its id as a JSON number; the tournament reads back as sent', async () => {
      const sent = body({ slug: 'weekly-race', summary_video_url: 'https://video.example.test/1' });
      const response = await server().request('PUT', '/api/tournaments', { body: sent });
      expect(response.status).toBe(200);
      expect(response.text).toMatch(/^\d+$/);
      const id = response.json as number;
      expect(await getTournament(server(), id)).toEqual({ ...sent, id, status: TournamentStatus.Draft, version: 1 });
    });

    it('ignores a client-sent id and status, and makes the slug from the title when it is empty', async () => {
      const response = await server().request('PUT', '/api/tournaments', {
        body: { ...body({ title: 'Spring Cup: Ünïcode!', slug: '' }), id: 9999, status: TournamentStatus.InProgress },
      });
      const tournament = await getTournament(server(), response.json as number);
      expect(tournament.id).not.toBe(9999);
      expect(tournament.status).toBe(TournamentStatus.Draft);
      expect(tournament.slug).toBe('spring-cup-unicode');
    });

    it('refuses an invalid tournament with 400, every error by field and the first as the message', async () => {
      const response = await server().request('PUT', '/api/tournaments', { body: body({ title: ' ', tiers: [] }) });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({
        message: 'Title required',
        errors: [
          { field: 'title', message: 'Title required' },
          { field: 'tiers', message: 'Should be at least one tier' },
        ],
      });
    });

    it('refuses malformed JSON and wrong types with 400 and writes nothing', async () => {
      const before = await server().request('GET', '/api/tournaments/in-status/0');
      const malformed = await server().request('PUT', '/api/tournaments', { rawBody: '{"title": ' });
      expect(malformed.status).toBe(400);
      expect(malformed.json).toEqual({ message: expect.any(String) });
      const wrongType = await server().request('PUT', '/api/tournaments', {
        body: { ...body(), is_hidden: 'perhaps' },
      });
      expect(wrongType.status).toBe(400);
      const missing = await server().request('PUT', '/api/tournaments', { body: { title: 'Only a title' } });
      expect(missing.status).toBe(400);
      const after = await server().request('GET', '/api/tournaments/in-status/0');
      expect(after.json).toHaveLength((before.json as unknown[]).length);
    });

    it.each([
      ['in words', 'Jan 5 2030'],
      ['without a zone', '2030-01-05T10:00:00'],
      ['past year 9999', '+010000-01-01T00:00:00Z'],
      ['on a day the month lacks', '2030-02-30T00:00:00Z'],
    ])('refuses a start %s with 400 naming it, not a date PostgreSQL would read its own way', async (_case, start) => {
      const sent = body();
      const response = await server().request('PUT', '/api/tournaments', { body: { ...sent, time_configuration: { ...sent.time_configuration, start } } });
      expect(response).toMatchObject({ status: 400, json: { message: 'time_configuration.start: must be an ISO 8601 timestamp with a zone, e.g. 2026-11-24T18:30:00Z' } });
    });

    it('refuses a call without a token with 401', async () => {
      expect((await server().request('PUT', '/api/tournaments', { body: body(), token: null })).status).toBe(401);
    });
  });

  describe('GET /api/tournaments/{id}', () => {
    it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
      const unknown = await server().request('GET', '/api/tournaments/987654');
      expect(unknown.status).toBe(404);
      expect(unknown.json).toEqual({ message: 'Tournament 987654 not found' });
      expect((await server().request('GET', '/api/tournaments/abc')).status).toBe(400);
    });

    it('sends start and end as Date.toISOString() makes them, also for times stored finer than a millisecond', async () => {
      const id = await createTournament(server());
      // Rows written by SQL (the seed's now()) keep microseconds; the API truncates them to milliseconds.
      const start = '2030-01-07T10:30:00.123987Z';
      const end = '2030-01-08T10:30:00.000999Z';
      await server().ctx.db.updateTable('tournaments').set({ start_at: start, end_at: end }).where('id', '=', id).execute();
      const { time_configuration } = await getTournament(server(), id);
      expect([time_configuration.start, time_configuration.end]).toEqual(['2030-01-07T10:30:00.123Z', '2030-01-08T10:30:00.000Z']);
    });

    it('refuses a call without a token with 401', async () => {
      expect((await server().request('GET', '/api/tournaments/1', { token: null })).status).toBe(401);
    });
  });

  describe('POST /api/tournaments/{id} (save a draft)', () => {
    it('saves the draft, replacing its tiers and conditions wholesale, and answers the saved tournament', async () => {
      const id = await createTournament(server());
      const tiers = [1, 2].map((rank) => ({
        rank_min: rank,
        rank_max: rank,
        bonus: { type: BonusType.FreeSpins, code: `FS${rank}`, name: `${rank * 10} spins`, nominal_name: '', image_url: '', value: rank * 10 },
      }));
      const edited = { ...(await getTournament(server(), id)), title: 'Renamed', tiers, wagering_conditions: [] };
      const response = await server().request('POST', `/api/tournaments/${id}`, { body: edited });
      expect(response.status).toBe(200);
      // A save is a new version (concurrentEdits.test.ts).
      expect(response.json).toEqual({ ...edited, version: 2 });
      expect(await getTournament(server(), id)).toEqual({ ...edited, version: 2 });
    });

    it('saves a half-built draft (no tiers) but still applies the rules for every tournament', async () => {
      const id = await createTournament(server());
      const draft = await getTournament(server(), id);
      expect((await server().request('POST', `/api/tournaments/${id}`, { body: { ...draft, tiers: [] } })).status).toBe(200);
      const invalid = await server().request('POST', `/api/tournaments/${id}`, {
        body: { ...draft, time_configuration: { ...draft.time_configuration, end: draft.time_configuration.start } },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.json).toMatchObject({ message: 'Tournament duration is too short', errors: [{ field: 'time_configuration.start' }] });
      expect((await getTournament(server(), id)).tiers).toEqual([]);
    });

    it('refuses a status other than Draft or In Progress with 400', async () => {
      const id = await createTournament(server());
      const draft = await getTournament(server(), id);
      for (const status of [TournamentStatus.Completed, TournamentStatus.Canceled]) {
        const response = await server().request('POST', `/api/tournaments/${id}`, { body: { ...draft, status } });
        expect(response.status).toBe(400);
      }
      expect((await getTournament(server(), id)).status).toBe(TournamentStatus.Draft);
    });

    it('answers 404 for an unknown id, 400 for a malformed body, 401 without a token', async () => {
      const draft: Tournament = { ...body(), id: 987654, status: TournamentStatus.Draft };
      expect((await server().request('POST', '/api/tournaments/987654', { body: draft })).status).toBe(404);
      const id = await createTournament(server());
      expect((await server().request('POST', `/api/tournaments/${id}`, { body: { ...draft, tiers: 'none' } })).status).toBe(400);
      expect((await server().request('POST', `/api/tournaments/${id}`, { body: draft, token: null })).status).toBe(401);
    });
  });

  describe('POST /api/tournaments/{id}/summary-video-url', () => {
    it('stores the URL and answers the tournament', async () => {
      const id = await createTournament(server());
      const response = await server().request('POST', `/api/tournaments/${id}/summary-video-url`, { body: { summary_video_url: 'https://v.example.test/x' } });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ id, summary_video_url: 'https://v.example.test/x' });
      expect((await getTournament(server(), id)).summary_video_url).toBe('https://v.example.test/x');
    });

    it('answers 404 for an unknown id, 400 without the field, 401 without a token', async () => {
      const id = await createTournament(server());
      expect((await server().request('POST', '/api/tournaments/987654/summary-video-url', { body: { summary_video_url: 'https://v.example.test/x' } })).status).toBe(404);
      expect(
        (await server().request('POST', `/api/tournaments/${id}/summary-video-url`, { body: {} })).status,
      ).toBe(400);
      expect((await server().request('POST', `/api/tournaments/${id}/summary-video-url`, { body: { summary_video_url: 'x' }, token: null })).status).toBe(401);
    });
  });
});

describe('the OpenAPI document', () => {
  const server = useTestServer();

  it('describes the tournament and booster routes with their bodies', async () => {
    const document = (await server().request('GET', '/api/openapi.json', { token: null })).json as {
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>;
    };
    expect(document.paths['/api/tournaments/{id}'].post).toMatchObject({ tags: ['Tournaments'], requestBody: expect.anything() });
    expect(document.paths['/api/boosters'].post).toMatchObject({ tags: ['Boosters'] });
    // Nullable fields are documented the OpenAPI 3.0 way.
    expect(JSON.stringify(document.paths['/api/boosters'].post)).toContain('"day_of_week":{"description":"null: every day; 0 Sunday .. 6 Saturday","minimum":-32768,"maximum":32767,"type":"integer","nullable":true}');
  });
});
