/** Spec §2 Leaderboard tab: the export is named `{tournamentId}_leaderboard_{ISO time}.csv`, the time in UTC. */
export function leaderboardExportFileName(tournamentId: number, now: Date): string {
  return `${tournamentId}_leaderboard_${now.toISOString()}.csv`;
}
