import { lastStart } from '../../../src/domain/seriesRecurrence';
import { SERVER_ACTOR } from '../../../src/domain/tournamentHistory';
import type { AppContext } from '../appContext';
import { createDueInstances } from './seriesInstances';
import { activeSeriesIds, lockSeries, setSeriesStatus } from './seriesStore';

/**
 * The background job: each active series creates its instances over the horizon (SERIES_HORIZON_HOURS), one
 * transaction a series under its lock, so that two server instances running it at once take the series in turn and
 * the second finds the first's instances made (and the unique start would refuse a duplicate anyway). A series
 * whose rule has no start left (past its until or its count) ends. Answers the ids of the instances created.
 */
export async function createDueSeriesInstances(ctx: Pick<AppContext, 'db' | 'now' | 'config'>): Promise<number[]> {
  const now = ctx.now();
  const created: number[] = [];
  for (const id of await activeSeriesIds(ctx.db)) {
    const ids = await ctx.db.transaction().execute(async (trx) => {
      const series = await lockSeries(trx, id);
      if (series?.status !== 'active') return [];
      if (lastStart(series.recurrence) < now.getTime()) {
        await setSeriesStatus(trx, id, 'ended', { id: null, name: SERVER_ACTOR.name }, now);
        return [];
      }
      return createDueInstances(trx, series, ctx.config.seriesHorizonHours, SERVER_ACTOR, now);
    });
    created.push(...ids);
  }
  return created;
}
