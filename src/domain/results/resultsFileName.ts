/** The formats a tournament's results export to: GET /api/tournaments/{id}/results.{format}. */
export const RESULTS_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type ResultsFileFormat = (typeof RESULTS_FILE_FORMATS)[number];

/** The results' export file: `{tournamentId}_results_{ISO time}.{format}` in UTC, as the leaderboard's export is named (spec §2). */
export const resultsFileName = (tournamentId: number, now: Date, format: ResultsFileFormat) => `${tournamentId}_results_${now.toISOString()}.${format}`;
