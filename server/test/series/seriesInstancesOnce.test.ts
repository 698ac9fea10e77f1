import type { DatabaseHandle } from '../../src/db/database';
import { createDueSeriesInstances } from '../../src/series/seriesJob';
import { testClock } from '../fixtures/testClock';
import { startTestServer, type TestServer } from '../harness';
import { openTestDatabase } from '../testDatabase';
import { createSeries, seriesBody } from './seriesFixtures';

const HOUR = 60 * 60_000;

/** Meaningful on PostgreSQL (DATABASE_URL), where both instances' transactions really run at once; on PGlite the runs interleave. */
describe("a series' instances, two server instances on one database", () => {
  const clock = testClock('2030-01-07T10:30:00.000Z');
  let database: DatabaseHandle;
  let instances: TestServer[];
  beforeAll(async () => {
    database = await openTestDatabase();
    const options = { database, now: clock.now, env: { SERIES_HORIZON_HOURS: '48' } };
    instances = [await startTestServer(options), await startTestServer(options)];
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.close();
  });

  it('creates each instance exactly once while both run the job at once, again and again', async () => {
    const hourlyBody = seriesBody('2030-01-07T00:00:00.000Z', { frequency: 'hourly', time_of_day: '00:00', duration_minutes: 45 }, 'Hourly race');
    const hourly = await createSeries(instances[0], { ...hourlyBody, boosters: [] });
    const daily = await createSeries(instances[1], seriesBody('2030-01-07T00:00:00.000Z', {}, 'Daily race'));
    clock.advance(30 * HOUR);

    const runs = await Promise.all(instances.flatMap((instance) => [createDueSeriesInstances(instance.ctx), createDueSeriesInstances(instance.ctx)]));

    const rows = await database.db.selectFrom('tournaments').select(['id', 'series_id', 'series_start']).where('series_id', 'is not', null).execute();
    const keys = rows.map((row) => `${row.series_id} ${row.series_start!.toISOString()}`);
    expect(new Set(keys).size).toBe(keys.length);
    // From 11:00 on the first day through 48 hours after 16:30 the next day: every hour, and every day at 18:00.
    expect(rows.filter((row) => row.series_id === hourly.id)).toHaveLength(13 + 24 + 24 + 17);
    expect(rows.filter((row) => row.series_id === daily.id).map((row) => row.series_start!.toISOString()).sort()).toEqual([
      '2030-01-07T18:00:00.000Z',
      '2030-01-08T18:00:00.000Z',
      '2030-01-09T18:00:00.000Z',
    ]);
    // What the runs created, together, is what was created after the series were: each instance by one run.
    const createdByRuns = runs.flat().sort((a, b) => a - b);
    expect(new Set(createdByRuns).size).toBe(createdByRuns.length);
    const tiers = await database.db.selectFrom('tiers').select((eb) => eb.fn.countAll<string>().as('count')).where('tournament_id', 'in', createdByRuns).executeTakeFirstOrThrow();
    expect(Number(tiers.count)).toBe(createdByRuns.length);
  });
});
