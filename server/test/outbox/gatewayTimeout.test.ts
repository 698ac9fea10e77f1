import { useTestServer } from '../harness';
import { HeldGateway, insertEntries, insertTournament, T0 } from './outboxFixtures';

describe('a bonus system that does not answer', () => {
  const gateway = new HeldGateway(); // never released: a bonus system that does not answer
  const server = useTestServer({ gateway, now: () => T0, env: { BONUS_GATEWAY_TIMEOUT_MS: '200' } });

  it('counts as a failed send once the time limit passes, releasing the entry and aborting the call', async () => {
    const [id] = await insertEntries(server().ctx.db, await insertTournament(server().ctx.db), [{ rank: 1 }]);

    const response = await server().request('PUT', '/api/bonus-outbox/sent', { body: { id } });

    expect(response.status).toBe(502);
    expect(response.json).toEqual({ message: 'Sending bonus failed: The bonus system did not answer within 200 ms' });
    expect(gateway.abandoned).toBe(1);
    const row = await server().ctx.db.selectFrom('bonus_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sent: null, send_failures: 1, last_error: 'The bonus system did not answer within 200 ms' });
  });
});
