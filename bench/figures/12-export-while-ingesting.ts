/**
 * Figure 12 (issue 11): figure 3's export of the big board while 5,000 events a second are ingested: within
 * 2× of COPY on the idle database, and the server's memory flat.
 */
import type { BenchFigure, Measurement } from '../lib/figure';
import { leaderboardSize } from '../lib/bigLeaderboard';
import { BACKGROUND_INGEST, backgroundIngestRow, whileIngesting } from '../lib/eventIngest';
import { eventSource, prepareTraffic, RUNNING_TOURNAMENTS, type TrafficPlan } from '../lib/eventTraffic';
import { EXPORT_BUDGET, EXPORT_MEMORY_NOTE, measureExportOn, type ExportLoad } from '../lib/leaderboardExport';
import { measureOnEachDatabase, type DatabaseKind } from '../lib/throwawayDatabase';

const TITLE = `Export of the 1,000,000-player leaderboard while ingesting ${BACKGROUND_INGEST.eventsPerSecond.toLocaleString('en')} events/s`;

function ingestLoad(kind: DatabaseKind): ExportLoad {
  let plan: TrafficPlan | undefined;
  return {
    label: 'while ingesting',
    async prepare(handle) {
      plan = await prepareTraffic(handle.db);
    },
    async during(server, work) {
      if (!plan) throw new Error('the ingest load was not prepared');
      const { result, sent } = await whileIngesting(server, eventSource(plan, 'figure-12'), BACKGROUND_INGEST, work);
      const rows: Measurement[] = [backgroundIngestRow(kind, sent)];
      return { result, rows };
    },
  };
}

export const exportWhileIngestingFigure: BenchFigure = {
  figure: 12,
  title: TITLE,
  budget: EXPORT_BUDGET,
  async run(options) {
    const size = leaderboardSize(options.quick);
    const { measurements, notes } = await measureOnEachDatabase(options.postgresUrl, (kind) => measureExportOn(kind, options, ingestLoad(kind)));
    return {
      figure: 12,
      title: TITLE,
      measurements,
      notes: [
        ...notes,
        `Issue 11, spec §6: figure 3's measurement (GET /api/export/leaderboard/{id} of the ${size.toLocaleString('en')}-player board read to the end, against the whole board's COPY run directly on the idle database before the server starts) with figure 11's background traffic running during every HTTP export (from 2 s before the first): ${BACKGROUND_INGEST.batchSize} events every ${(1000 * BACKGROUND_INGEST.batchSize) / BACKGROUND_INGEST.eventsPerSecond} ms over ${RUNNING_TOURNAMENTS} running tournaments, the big board among them. The export reads the board 5,000 rows at a time, each chunk one snapshot (decision 124): players who join meanwhile may or may not be in it, and one whose place changes between two chunks may be written twice or not at all; the export row's note says how many rows the exports had.`,
        EXPORT_MEMORY_NOTE,
        'On PGlite the server has one database connection (server/src/db/database.ts): the export holds it for one chunk\'s read at a time, and batches that arrive meanwhile wait at most that long (the events row gives their answer times). On PostgreSQL the pool has 10 connections and ingest goes on beside the export.',
      ],
    };
  },
};
