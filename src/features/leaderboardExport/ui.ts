/** The leaderboard export's button for the Leaderboard tab. */
export { ExportLeaderboardButton } from './ExportLeaderboardButton';
