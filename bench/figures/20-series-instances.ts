/**
 * Figure 20 (issue 28): creating a series' instances for a 14-day horizon of an every-hour series (336 tournaments,
 * each with its tiers, wagering condition, booster and History entry), on PostgreSQL and PGlite: the statements the
 * background job and a create or an edit of a series run (decision 152).
 */
import { BonusType } from '../../src/domain/enums';
import type { SeriesBody } from '../../src/domain/series';
import { SERVER_ACTOR } from '../../src/domain/tournamentHistory';
import { newTournamentFields, newWageringCondition } from '../../src/domain/tournamentDefaults';
import type { DatabaseHandle } from '../../server/src/db/database';
import { createDueInstances } from '../../server/src/series/seriesInstances';
import { insertSeries } from '../../server/src/series/seriesStore';
import type { BenchFigure, BenchOptions, Measurement } from '../lib/figure';
import { measurementOf } from '../lib/figure';
import { repeat, timed } from '../lib/stats';
import { measureOnEachDatabase, whileOpen, withThrowawayDatabase, type DatabaseKind } from '../lib/throwawayDatabase';

const BUDGET_MS = 1_000;
const HORIZON_HOURS = 14 * 24;
const TITLE = "Creating a series' instances: a 14-day horizon of an every-hour series (336 tournaments)";

/** An hourly 45-minute series from `now`: three prize tiers, a wagering condition of 20 games, a booster in each instance's last quarter hour. */
function hourlySeries(now: Date): SeriesBody {
  const template = newTournamentFields(now);
  const start = Date.parse(template.time_configuration.start);
  const tier = (rank_min: number, rank_max: number, type: BonusType, code: string, value: number) => ({
    rank_min,
    rank_max,
    bonus: { type, code, name: code, nominal_name: '', image_url: '', value },
  });
  return {
    template: {
      ...template,
      title: 'Hourly sprint',
      tiers: [tier(1, 1, BonusType.BonusMoney, 'BM_500_LEI', 500), tier(2, 10, BonusType.BonusMoney, 'BM_100_LEI', 100), tier(11, 100, BonusType.FreeSpins, 'FS_25', 25)],
      wagering_conditions: [{ ...newWageringCondition(), casino_game_ids: Array.from({ length: 20 }, (_, index) => index + 1) }],
    },
    boosters: [
      { name: 'Last quarter', multiplier: 2, start_date: new Date(start + 30 * 60_000).toISOString(), end_date: new Date(start + 45 * 60_000).toISOString(), day_of_week: null, day_of_month: null },
    ],
    recurrence: { frequency: 'hourly', weekdays: [], day_of_month: null, time_of_day: '00:00', duration_minutes: 45, from: now.toISOString(), until: null, count: null, allow_overlap: false },
  };
}

/** One run: a new series, then its instances over the horizon in one transaction, timed from the transaction's start to its commit. */
async function createOnce(handle: DatabaseHandle): Promise<number> {
  const now = new Date();
  const series = await insertSeries(handle.db, hourlySeries(now), { id: null, name: 'bench' }, now);
  return timed(async () => {
    const ids = await handle.db.transaction().execute((trx) => createDueInstances(trx, series, HORIZON_HOURS, SERVER_ACTOR, now));
    if (ids.length < HORIZON_HOURS - 1) throw new Error(`created ${ids.length} instances, not ${HORIZON_HOURS}`);
  });
}

async function measureOn(kind: DatabaseKind, { quick, log, postgresUrl }: BenchOptions): Promise<Measurement[]> {
  return withThrowawayDatabase(kind, postgresUrl, async (database) => {
    log(`${kind}: creating ${HORIZON_HOURS} hourly instances, ${quick ? 3 : 20} times`);
    const times = await whileOpen(database, (handle) => repeat(quick ? 3 : 20, () => createOnce(handle)));
    const row = measurementOf(`${kind}: ${HORIZON_HOURS} instances of a new hourly series`, times, 'ms');
    return [{ ...row, budget: { text: `p95 ≤ ${BUDGET_MS} ms`, pass: (row.p95 ?? row.value) <= BUDGET_MS } }];
  });
}

export const seriesInstancesFigure: BenchFigure = {
  figure: 20,
  title: TITLE,
  budget: `p95 ≤ ${BUDGET_MS} ms`,
  async run(options) {
    const { measurements, notes } = await measureOnEachDatabase(options.postgresUrl, (kind) => measureOn(kind, options));
    return {
      figure: 20,
      title: TITLE,
      measurements,
      notes: [
        ...notes,
        `Issue 28: creating a series' instances for a 14-day horizon of an every-hour series takes ≤ ${BUDGET_MS} ms. Each run inserts a new series into a throw-away database and times createDueInstances (server/src/series/seriesInstances.ts) in one transaction, commit included, on the database handle the server uses (PGlite in its own process): the read of the instances already created, one multi-row INSERT … ON CONFLICT DO NOTHING of the ${HORIZON_HOURS} tournaments, one INSERT … SELECT each for their tiers (3 each), wagering conditions (1) and boosters (1), and one for their History entries. Earlier runs' instances stay, so later runs insert beside thousands of tournaments.`,
      ],
    };
  },
};
