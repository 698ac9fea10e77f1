/** The leaderboard's tab for the tournament page. */
export { LeaderboardTab } from './components/LeaderboardTab';
