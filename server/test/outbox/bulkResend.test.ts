import { useTestServer } from '../harness';
import { insertEntries, insertTournament, RecordingGateway } from './outboxFixtures';

/**
 * Issue 13 'Send all shown': the console sends the entries one PUT /api/bonus-outbox/sent each. Two people
 * pressing it over the same list at the same moment still credit each bonus once.
 */
describe("two 'Send all shown' runs over the same failed entries", () => {
  // Each gateway call takes a little while, so that the two runs overlap entry by entry.
  const gateway = new RecordingGateway(5);
  const server = useTestServer({ gateway });

  it('send each entry once: one run sends it, the other is told it is sent or being sent', async () => {
    const ids = await insertEntries(
      server().ctx.db,
      await insertTournament(server().ctx.db),
      [1, 2, 3, 4, 5, 6].map((rank) => ({ rank, send_failures: 3 })),
    );
    const run = async (order: number[]) => {
      const statuses = new Map<number, number>();
      for (const id of order) statuses.set(id, (await server().request('PUT', '/api/bonus-outbox/sent', { body: { id } })).status);
      return statuses;
    };

    const [first, second] = await Promise.all([run(ids), run([...ids].reverse())]);

    for (const id of ids) {
      expect([id, [first.get(id), second.get(id)].sort()]).toEqual([id, [200, 409]]);
      expect(gateway.countsByKey().get(String(id))).toBe(1);
    }
    const failed = (await server().request('GET', '/api/bonus-outbox/failed')).json as { id: number }[];
    expect(failed.filter((entry) => ids.includes(entry.id))).toEqual([]);
  });
});
