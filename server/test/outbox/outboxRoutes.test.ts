import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { useTestServer } from '../harness';
import { insertEntries, insertTournament, RecordingGateway, T0 } from './outboxFixtures';

describe('bonus outbox routes', () => {
  const gateway = new RecordingGateway();
  let clock = T0;
  const server = useTestServer({ gateway, now: () => clock });

  const entryRow = (id: number) => server().ctx.db.selectFrom('bonus_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('GET /api/bonus-outbox/tournament/{id}', () => {
    it("lists a tournament's entries by rank, in the JSON of spec §3", async () => {
      const tournamentId = await insertTournament(server().ctx.db);
      const otherTournament = await insertTournament(server().ctx.db);
      await insertEntries(server().ctx.db, otherTournament, [{ rank: 1 }]);
      const [third, first, second] = await insertEntries(server().ctx.db, tournamentId, [
        { rank: 3 },
        { rank: 1, sent: T0, sent_by: 'jane', bonus_code: 'FS-50', total_score: 1234.5 },
        { rank: 2, send_failures: 2 },
      ]);

      const response = await server().request('GET', `/api/bonus-outbox/tournament/${tournamentId}`);

      expect(response.status).toBe(200);
      expect(response.json).toEqual([
        {
          id: first,
          tournament_id: tournamentId,
          rank: 1,
          user_id: 'player-1',
          bonus_code: 'FS-50',
          total_score: 1234.5,
          created: T0.toISOString(),
          sent: T0.toISOString(),
          send_failures: 0,
          sent_by: 'jane',
          last_error: null,
        },
        expect.objectContaining({ id: second, rank: 2, sent: null, send_failures: 2, sent_by: null }),
        expect.objectContaining({ id: third, rank: 3 }),
      ]);
    });

    it('answers an empty list for a tournament without entries', async () => {
      const tournamentId = await insertTournament(server().ctx.db);
      const response = await server().request('GET', `/api/bonus-outbox/tournament/${tournamentId}`);
      expect(response.json).toEqual([]);
    });

    it('answers 404 for an unknown tournament, 400 for an id that is not one, 401 without a token', async () => {
      expect((await server().request('GET', '/api/bonus-outbox/tournament/999999')).status).toBe(404);
      expect((await server().request('GET', '/api/bonus-outbox/tournament/abc')).status).toBe(400);
      expect((await server().request('GET', '/api/bonus-outbox/tournament/1', { token: null })).status).toBe(401);
    });
  });

  describe('GET /api/bonus-outbox/failed and /failed/count', () => {
    it('lists the unsent entries with failures, newest created first, and counts them', async () => {
      const tournamentId = await insertTournament(server().ctx.db);
      const later = new Date(T0.getTime() + 60_000);
      const [older, newer] = await insertEntries(server().ctx.db, tournamentId, [
        { rank: 1, send_failures: 3 },
        { rank: 2, send_failures: 1, created: later },
        { rank: 3 },
        { rank: 4, send_failures: 1, sent: T0 },
      ]);

      const failed = await server().request('GET', '/api/bonus-outbox/failed');
      const count = await server().request('GET', '/api/bonus-outbox/failed/count');

      expect(failed.status).toBe(200);
      const entries = failed.json as { id: number; tournament_id: number; tournament_title: string }[];
      const ours = entries.filter((entry) => entry.tournament_id === tournamentId);
      expect(ours.map((entry) => entry.id)).toEqual([newer, older]);
      // Beyond the spec (issue 27): the list spans tournaments, so each entry names its own.
      expect(ours.map((entry) => entry.tournament_title)).toEqual(['Outbox test', 'Outbox test']);
      expect(count.status).toBe(200);
      expect(count.json).toBe(entries.length);
    });

    it('answers 401 without a token', async () => {
      expect((await server().request('GET', '/api/bonus-outbox/failed', { token: null })).status).toBe(401);
      expect((await server().request('GET', '/api/bonus-outbox/failed/count', { token: null })).status).toBe(401);
    });
  });

  describe('PUT /api/bonus-outbox/sent', () => {
    it('sends the entry now, recording when and by whom, with its id as idempotency key', async () => {
      clock = new Date(T0.getTime() + 3_600_000);
      const tournamentId = await insertTournament(server().ctx.db);
      const [id] = await insertEntries(server().ctx.db, tournamentId, [{ rank: 1, send_failures: 3, created: clock }]);
      expect(((await server().request('GET', '/api/bonus-outbox/failed')).json as { id: number }[])[0].id).toBe(id);
      // The entry as spec §3 shapes it (the failed list adds its tournament's title).
      const [entry] = (await server().request('GET', `/api/bonus-outbox/tournament/${tournamentId}`)).json as { id: number }[];

      const response = await server().request('PUT', '/api/bonus-outbox/sent', { body: entry });

      expect(response.status).toBe(200);
      expect(response.json).toEqual({ ...entry, sent: clock.toISOString(), sent_by: decodeJwt(await server().token()).sub });
      expect(gateway.keys).toContain(String(id));
      expect((await entryRow(id)).sent).toEqual(clock);
    });

    it('answers 409 for an entry already sent, without sending it again', async () => {
      const [id] = await insertEntries(server().ctx.db, await insertTournament(server().ctx.db), [{ rank: 1 }]);
      expect((await server().request('PUT', '/api/bonus-outbox/sent', { body: { id } })).status).toBe(200);

      const again = await server().request('PUT', '/api/bonus-outbox/sent', { body: { id } });

      expect(again.status).toBe(409);
      expect(again.json).toEqual({ message: 'Bonus already sent' });
      expect(gateway.countsByKey().get(String(id))).toBe(1);
    });

    it('answers 409 for an entry another sender is sending, and sends one whose sender died (its claim lapsed)', async () => {
      // Claims are timed by the database's clock, not the test's.
      const [live, lapsed] = await insertEntries(server().ctx.db, await insertTournament(server().ctx.db), [
        { rank: 1, send_failures: 3, send_claim: randomUUID(), send_claimed_until: new Date(Date.now() + 3_600_000) },
        { rank: 2, send_failures: 3, send_claim: randomUUID(), send_claimed_until: new Date(Date.now() - 60_000) },
      ]);

      const refused = await server().request('PUT', '/api/bonus-outbox/sent', { body: { id: live } });
      const taken = await server().request('PUT', '/api/bonus-outbox/sent', { body: { id: lapsed } });

      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({ message: 'This bonus is being sent; refresh in a moment' });
      expect(gateway.countsByKey().has(String(live))).toBe(false);
      expect(taken.status).toBe(200);
      expect(gateway.countsByKey().get(String(lapsed))).toBe(1);
      expect(await entryRow(lapsed)).toMatchObject({ sent: clock, send_claim: null, send_claimed_until: null });
    });

    it('sends an entry once when two people press Send at the same moment', async () => {
      const [id] = await insertEntries(server().ctx.db, await insertTournament(server().ctx.db), [{ rank: 1, send_failures: 3 }]);

      const presses = await Promise.all([1, 2].map(() => server().request('PUT', '/api/bonus-outbox/sent', { body: { id } })));

      expect(presses.map((press) => press.status).sort()).toEqual([200, 409]);
      expect(gateway.countsByKey().get(String(id))).toBe(1);
    });

    it('answers 502 when the gateway refuses, counting the failure and leaving the entry unsent', async () => {
      const [id] = await insertEntries(server().ctx.db, await insertTournament(server().ctx.db), [{ rank: 1, bonus_code: 'FAIL-1', send_failures: 3 }]);

      const response = await server().request('PUT', '/api/bonus-outbox/sent', { body: { id } });

      expect(response.status).toBe(502);
      expect(response.json).toEqual({ message: 'Sending bonus failed: Bonus system refused bonus code FAIL-1' });
      const row = await entryRow(id);
      expect(row).toMatchObject({ sent: null, sent_by: null, send_failures: 4, last_error: 'Bonus system refused bonus code FAIL-1' });
    });

    it('answers 404 for an unknown entry', async () => {
      const response = await server().request('PUT', '/api/bonus-outbox/sent', { body: { id: 999999 } });
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ message: 'Outbox entry not found' });
    });

    it.each([
      ['no id', { body: { rank: 1 } }],
      ['an id that is not a number', { body: { id: 'abc' } }],
      ['an id out of range', { body: { id: 3_000_000_000 } }],
      ['malformed JSON', { rawBody: '{"id": ' }],
    ])('answers 400 for a body with %s', async (_case, options) => {
      const response = await server().request('PUT', '/api/bonus-outbox/sent', options);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: expect.any(String) });
    });

    it('answers 401 without a token', async () => {
      expect((await server().request('PUT', '/api/bonus-outbox/sent', { body: { id: 1 }, token: null })).status).toBe(401);
    });
  });
});
