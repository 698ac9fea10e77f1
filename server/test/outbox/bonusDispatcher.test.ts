import { randomUUID } from 'node:crypto';
import { dispatchPendingBonuses } from '../../src/outbox/bonusDispatcher';
import { useTestServer } from '../harness';
import { insertEntries, insertTournament, RecordingGateway, T0 } from './outboxFixtures';

const at = (ms: number) => new Date(T0.getTime() + ms);

describe('the bonus dispatcher', () => {
  const gateway = new RecordingGateway();
  let clock = T0;
  const server = useTestServer({ gateway, now: () => clock });

  const dispatchAt = (time: Date) => {
    clock = time;
    return dispatchPendingBonuses(server().ctx);
  };
  const entryRow = (id: number) => server().ctx.db.selectFrom('bonus_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('sends what is due, retries a failure after 30 s and 2 min, then leaves it for a person', async () => {
    const tournamentId = await insertTournament(server().ctx.db);
    const [due, failing, notYetDue] = await insertEntries(server().ctx.db, tournamentId, [
      { rank: 1 },
      { rank: 2, bonus_code: 'FAIL-X' },
      { rank: 3, next_attempt_at: at(600_000) },
      { rank: 4, sent: T0, sent_by: 'jane' },
    ]);

    expect(await dispatchAt(T0)).toEqual({ sent: [due], failed: [failing] });
    expect(await entryRow(due)).toMatchObject({ sent: T0, sent_by: null, send_failures: 0 });
    expect(await entryRow(failing)).toMatchObject({
      sent: null,
      send_failures: 1,
      next_attempt_at: at(30_000),
      last_error: 'Bonus system refused bonus code FAIL-X',
    });

    expect(await dispatchAt(at(29_999))).toEqual({ sent: [], failed: [] });
    expect(await dispatchAt(at(30_000))).toEqual({ sent: [], failed: [failing] });
    expect(await entryRow(failing)).toMatchObject({ send_failures: 2, next_attempt_at: at(150_000) });
    expect(await dispatchAt(at(150_000))).toEqual({ sent: [], failed: [failing] });
    expect(await entryRow(failing)).toMatchObject({ send_failures: 3, sent: null });

    // Three automatic attempts are all: only the entry that was not yet due goes out now.
    expect(await dispatchAt(at(86_400_000))).toEqual({ sent: [notYetDue], failed: [] });
    expect(gateway.countsByKey().get(String(failing))).toBe(3);
    const failed = (await server().request('GET', '/api/bonus-outbox/failed')).json;
    expect(failed).toEqual([expect.objectContaining({ id: failing, send_failures: 3 })]);
  });

  it('sends an entry that a person sent after its automatic attempts failed, and nothing else, once', async () => {
    const [id] = await insertEntries(server().ctx.db, await insertTournament(server().ctx.db), [{ rank: 1, send_failures: 3 }]);
    expect((await server().request('PUT', '/api/bonus-outbox/sent', { body: { id } })).status).toBe(200);
    expect(await dispatchAt(at(90_000_000))).toEqual({ sent: [], failed: [] });
    expect(gateway.countsByKey().get(String(id))).toBe(1);
  });

  it('takes over an entry whose sender died (its claim lapsed) and sends it once, leaving one under a live claim', async () => {
    // Claims are timed by the database's clock, not the test's.
    const [lapsed, live] = await insertEntries(server().ctx.db, await insertTournament(server().ctx.db), [
      { rank: 1, send_claim: randomUUID(), send_claimed_until: new Date(Date.now() - 60_000) },
      { rank: 2, send_claim: randomUUID(), send_claimed_until: new Date(Date.now() + 3_600_000) },
    ]);

    expect(await dispatchAt(at(100_000_000))).toEqual({ sent: [lapsed], failed: [] });
    expect(await dispatchAt(at(100_000_000))).toEqual({ sent: [], failed: [] });
    expect(gateway.countsByKey().get(String(lapsed))).toBe(1);
    expect(gateway.countsByKey().has(String(live))).toBe(false);
    expect(await entryRow(lapsed)).toMatchObject({ sent: at(100_000_000), send_claim: null, send_claimed_until: null });
  });
});
