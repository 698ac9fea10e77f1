/** The history's components: its tab for the tournament page, a player's adjustments for the leaderboard. */
export { HistoryTab } from './components/HistoryTab';
export { PlayerAdjustmentsButton } from './components/PlayerAdjustmentsButton';
