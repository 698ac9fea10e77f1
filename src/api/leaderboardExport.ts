/** Spec §7: the whole leaderboard as a CSV file (fetched by src/features/leaderboardExport, which saves it). */
export const leaderboardExportPath = (tournamentId: number) => `/api/export/leaderboard/${tournamentId}`;
