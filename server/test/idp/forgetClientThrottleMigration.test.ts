import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database';
import { up } from '../../src/db/migrations/018_forget_client_throttle';
import { openTestDatabase } from '../testDatabase';

describe('migration 018', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('deletes the failure counts of clients, which nothing reads any more, and keeps those of accounts and addresses', async () => {
    const now = new Date();
    const row = (kind: string, key: string) => ({ kind, key, failures: 5, last_failure_at: now, blocked_until: now });
    await database.db
      .insertInto('idp_sign_in_throttle')
      .values([row('client', 'tournament-ingest'), row('account', 'admin'), row('address', '203.0.113.7'), row('tokenAddress', '203.0.113.7')])
      .execute();
    // Migrations see the database untyped, as it is at their point in the history.
    await up(database.db as unknown as Kysely<unknown>);
    const kinds = await database.db.selectFrom('idp_sign_in_throttle').select('kind').orderBy('kind').execute();
    expect(kinds.map(({ kind }) => kind)).toEqual(['account', 'address', 'tokenAddress']);
  });
});
