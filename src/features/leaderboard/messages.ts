import { defineMessages } from '../../i18n/defineMessages';

/** A board position's texts: the board's columns and the Adjust Score dialog, and the outbox lists of the positions paid. */
export const positionMessages = defineMessages({
  rank: { id: 'leaderboard.position.rank', defaultMessage: 'Rank' },
  userId: { id: 'leaderboard.position.userId', defaultMessage: 'User ID' },
  score: { id: 'leaderboard.position.score', defaultMessage: 'Score' },
});
