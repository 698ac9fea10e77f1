import { sql } from 'kysely';
import { configFromEnv } from '../../src/config';
import { deleteExpiredEvents } from '../../src/events/eventRetention';
import { StartRefusal } from '../../src/startRefusal';
import { useTestServer } from '../harness';
import { casinoRounds, postEvents, storedEventIds } from './eventFixtures';

const DAY = 24 * 60 * 60 * 1000;

describe('gaming events retention', () => {
  const server = useTestServer();

  it('deletes, in chunks, only the events received longer ago than the retention, whenever they happened', async () => {
    const { db } = server().ctx;
    await postEvents(server(), casinoRounds('old', 5));
    await postEvents(server(), casinoRounds('kept', 3));
    const now = new Date();
    // Received 41 days ago; one of the kept ones happened long ago but arrived just now.
    await sql`UPDATE gaming_events SET received_at = ${new Date(now.getTime() - 41 * DAY)} WHERE id LIKE 'old-%'`.execute(db);
    await sql`UPDATE gaming_events SET received_at = ${new Date(now.getTime() - 39 * DAY)}, occurred_at = '2020-01-01Z' WHERE id = 'kept-0'`.execute(db);

    expect(await deleteExpiredEvents(db, now, 40, 2)).toBe(5);
    expect(await storedEventIds(server())).toEqual(['kept-0', 'kept-1', 'kept-2']);
    expect(await deleteExpiredEvents(db, now, 40, 2)).toBe(0);
  });

  it('keeps events at least 35 days: EVENT_RETENTION_DAYS below that, or not a whole number, refuses to start', () => {
    expect(configFromEnv({}).eventRetentionDays).toBe(40);
    expect(configFromEnv({ EVENT_RETENTION_DAYS: '35' }).eventRetentionDays).toBe(35);
    for (const days of ['34', '0', '-1', '40.5', 'forever']) expect(() => configFromEnv({ EVENT_RETENTION_DAYS: days })).toThrow(StartRefusal);
  });
});
