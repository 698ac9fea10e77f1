import type { DatabaseHandle } from '../../src/db/database';
import { dispatchPendingBonuses } from '../../src/outbox/bonusDispatcher';
import { startTestServer, type TestServer } from '../harness';
import { openTestDatabase } from '../testDatabase';
import { insertEntries, insertTournament, RecordingGateway, T0 } from './outboxFixtures';

const ENTRIES = 30;
/** People press Send on every third entry, on both instances, while the dispatchers work through all of them. */
const MANUAL_SEND_EVERY = 3;

/** Meaningful on PostgreSQL (DATABASE_URL), where both instances' transactions really run at once. */
describe('sending bonuses exactly once, two instances on one database', () => {
  const gateway = new RecordingGateway(15);
  let database: DatabaseHandle;
  let instances: TestServer[];
  beforeAll(async () => {
    database = await openTestDatabase();
    instances = [await startTestServer({ database, gateway, now: () => T0 }), await startTestServer({ database, gateway, now: () => T0 })];
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.close();
  });

  it('sends every entry once while both dispatchers run and people press Send on both', async () => {
    const ranks = Array.from({ length: ENTRIES }, (_, index) => ({ rank: index + 1 }));
    const ids = await insertEntries(database.db, await insertTournament(database.db), ranks);
    await Promise.all(instances.map((instance) => instance.token())); // so that all the requests start together

    const dispatches = instances.flatMap((instance) => [dispatchPendingBonuses(instance.ctx), dispatchPendingBonuses(instance.ctx)]);
    const manualSends = ids
      .filter((_, index) => index % MANUAL_SEND_EVERY === 0)
      .flatMap((id) => instances.map((instance) => instance.request('PUT', '/api/bonus-outbox/sent', { body: { id } }).then((response) => ({ id, response }))));
    const [dispatched, manual] = await Promise.all([Promise.all(dispatches), Promise.all(manualSends)]);

    expect([...gateway.countsByKey().entries()].sort()).toEqual(ids.map((id) => [String(id), 1]).sort());
    const sentByDispatchers = dispatched.flatMap((result) => result.sent);
    const sentByHand = manual.filter(({ response }) => response.status === 200).map(({ id }) => id);
    expect([...sentByDispatchers, ...sentByHand].sort()).toEqual([...ids].sort());
    expect(manual.map(({ response }) => response.status).filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const unsent = await database.db.selectFrom('bonus_outbox').select('id').where('sent', 'is', null).execute();
    expect(unsent).toEqual([]);
  });
});
