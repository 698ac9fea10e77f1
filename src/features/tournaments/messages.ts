import { defineMessages } from '../../i18n/defineMessages';

/**
 * Texts the tournament features share: spec §8's form of a failed load, which the list pages, the Unsent bonuses
 * page, the tournament's Bonus Outbox and Leaderboard tabs and the leaderboard export all show.
 */
export const sharedMessages = defineMessages({
  error: { id: 'tournaments.shared.error', defaultMessage: 'Error: {message}' },
  loading: { id: 'tournaments.shared.loading', defaultMessage: 'Loading...' },
});
