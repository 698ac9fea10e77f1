/**
 * Figure 3: the CSV export of a million-row leaderboard over HTTP, against PostgreSQL's own COPY of the same
 * rows run directly, and the server's memory growth while it streams.
 */
import type { BenchFigure } from '../lib/figure';
import { leaderboardSize } from '../lib/bigLeaderboard';
import { EXPORT_BUDGET, EXPORT_MEMORY_NOTE, measureExportOn } from '../lib/leaderboardExport';
import { measureOnEachDatabase } from '../lib/throwawayDatabase';

const TITLE = 'Export of the 1,000,000-player leaderboard';

export const leaderboardExportFigure: BenchFigure = {
  figure: 3,
  title: TITLE,
  budget: EXPORT_BUDGET,
  async run(options) {
    const size = leaderboardSize(options.quick);
    const { measurements, notes } = await measureOnEachDatabase(options.postgresUrl, (kind) => measureExportOn(kind, options));
    return {
      figure: 3,
      title: TITLE,
      measurements,
      notes: [
        ...notes,
        `GET /api/export/leaderboard/{id} of ${size.toLocaleString('en')} rows, read to the end by a client in the bench process (rows counted, nothing kept); the server runs in its own process. The server reads the board 5,000 rows at a time as the client takes them (decision 124). Baseline: the whole board in one COPY (...) TO STDOUT (what the export ran before decision 124) through pg-copy-streams on a pool connection in the bench process, on the same database, before the server starts. The database is a copy of the one figure 2 seeded (see its seeding row).`,
        EXPORT_MEMORY_NOTE,
      ],
    };
  },
};
