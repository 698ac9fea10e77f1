/** The leaderboard's public face: how a position is said, which the outbox's entries say alike. */
export { positionMessages } from './messages';
