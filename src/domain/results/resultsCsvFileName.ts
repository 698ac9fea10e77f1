/** The results' CSV file: `{tournamentId}_results_{ISO time}.csv` in UTC, as the leaderboard's export is named (spec §2). */
export const resultsCsvFileName = (tournamentId: number, now: Date) => `${tournamentId}_results_${now.toISOString()}.csv`;
