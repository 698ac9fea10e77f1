import { dispatchPendingBonuses } from '../../src/outbox/bonusDispatcher';
import { useTestServer } from '../harness';
import { HeldGateway, insertEntries, insertTournament, T0 } from './outboxFixtures';

/**
 * Issue 16: a send waiting on the bonus system held a database transaction, so on the embedded PGlite (one
 * connection) every other request waited for the gateway. Nothing here is timed: the server's gateway time limit
 * is only the way out for a server that holds the connection (the read then answers after a send was abandoned).
 */
describe('sends waiting on the bonus system', () => {
  const gateway = new HeldGateway();
  const server = useTestServer({ gateway, now: () => T0, env: { BONUS_GATEWAY_TIMEOUT_MS: '20000' } });
  const entryRow = (id: number) => server().ctx.db.selectFrom('bonus_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('leave reads answering while a manual send and a dispatcher run wait, then each bonus is recorded sent once', async () => {
    const { ctx } = server();
    const [byHand, byDispatcher] = await insertEntries(ctx.db, await insertTournament(ctx.db), [{ rank: 1, send_failures: 3 }, { rank: 2 }]);
    await server().token(); // signing in reads the database too

    const readWhileBothWait = (async () => {
      const sending = server().request('PUT', '/api/bonus-outbox/sent', { body: { id: byHand } });
      await gateway.until(() => gateway.pending === 1);
      const dispatching = dispatchPendingBonuses(ctx);
      await gateway.until(() => gateway.pending === 2);
      const read = await server().request('GET', '/api/tournaments/running');
      return { sending, dispatching, read, pendingWhenRead: gateway.pending };
    })();
    const first = await Promise.race([
      readWhileBothWait.then(() => 'the read answered while both sends waited'),
      gateway.until(() => gateway.abandoned > 0).then(() => 'a send was abandoned first: the read waited for the gateway'),
    ]);

    expect(first).toBe('the read answered while both sends waited');
    const { sending, dispatching, read, pendingWhenRead } = await readWhileBothWait;
    expect(read.status).toBe(200);
    expect(pendingWhenRead).toBe(2);

    gateway.release();
    expect((await sending).status).toBe(200);
    expect(await dispatching).toEqual({ sent: [byDispatcher], failed: [] });
    expect(gateway.countsByKey()).toEqual(new Map([String(byHand), String(byDispatcher)].map((key) => [key, 1])));
    expect(await entryRow(byHand)).toMatchObject({ sent: T0, send_claim: null, send_claimed_until: null });
    expect(await entryRow(byDispatcher)).toMatchObject({ sent: T0, sent_by: null, send_claim: null });
  });

  it('refuse a second manual send of an entry being sent, and send it once', async () => {
    const [id] = await insertEntries(server().ctx.db, await insertTournament(server().ctx.db), [{ rank: 1, send_failures: 3 }]);
    const before = gateway.keys.length;

    const first = server().request('PUT', '/api/bonus-outbox/sent', { body: { id } });
    await gateway.until(() => gateway.pending === 1);
    const second = await server().request('PUT', '/api/bonus-outbox/sent', { body: { id } });
    gateway.release();

    expect(second.status).toBe(409);
    expect(second.json).toEqual({ message: 'This bonus is being sent; refresh in a moment' });
    expect((await first).status).toBe(200);
    expect(gateway.keys.slice(before)).toEqual([String(id)]);
  });
});
