/** The history feature's public face: its tab for the tournament page, a player's adjustments for the leaderboard. */
export { HistoryTab } from './components/HistoryTab';
export { PlayerAdjustmentsButton } from './components/PlayerAdjustmentsButton';
export { selectHistoryOffered } from './historySelectors';
