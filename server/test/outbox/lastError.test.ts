import { useTestServer } from '../harness';
import { insertEntries, insertTournament, RecordingGateway, T0 } from './outboxFixtures';

/** Issue 13 "Failed bonuses": each failed entry carries the gateway's last error (API extension 'outboxErrors'). */
describe("the gateway's last error in the outbox answers", () => {
  const server = useTestServer({ gateway: new RecordingGateway(), now: () => T0 });

  type Answered = { id: number; last_error: string | null };
  const listed = async (path: string, id: number) => ((await server().request('GET', path)).json as Answered[]).find((entry) => entry.id === id);

  it('lists each failed entry with its last error, on /failed and on the tournament, and null where none was kept', async () => {
    const tournamentId = await insertTournament(server().ctx.db);
    const [failed, pending, sent] = await insertEntries(server().ctx.db, tournamentId, [
      { rank: 1, send_failures: 2, last_error: 'Bonus system timed out after 10000 ms' },
      { rank: 2 },
      { rank: 3, send_failures: 1, sent: T0 },
    ]);

    expect(await listed('/api/bonus-outbox/failed', failed)).toMatchObject({ last_error: 'Bonus system timed out after 10000 ms' });
    const outbox = (await server().request('GET', `/api/bonus-outbox/tournament/${tournamentId}`)).json as Answered[];
    expect(outbox.map(({ id, last_error }) => [id, last_error])).toEqual([
      [failed, 'Bonus system timed out after 10000 ms'],
      [pending, null],
      [sent, null],
    ]);
  });

  it("answers a person's failed send's error on the next read, and clears it once the entry is sent", async () => {
    const tournamentId = await insertTournament(server().ctx.db);
    const [id] = await insertEntries(server().ctx.db, tournamentId, [{ rank: 1, bonus_code: 'FAIL-7', send_failures: 3, last_error: 'an older error' }]);

    expect((await server().request('PUT', '/api/bonus-outbox/sent', { body: { id } })).status).toBe(502);
    expect(await listed('/api/bonus-outbox/failed', id)).toMatchObject({ last_error: 'Bonus system refused bonus code FAIL-7', send_failures: 4 });

    await server().ctx.db.updateTable('bonus_outbox').set({ bonus_code: 'FS-7' }).where('id', '=', id).execute();
    const sent = await server().request('PUT', '/api/bonus-outbox/sent', { body: { id } });
    expect(sent.json).toMatchObject({ id, last_error: null });
    expect(await listed(`/api/bonus-outbox/tournament/${tournamentId}`, id)).toMatchObject({ last_error: null });
  });
});
