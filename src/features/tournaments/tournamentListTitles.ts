import type { TournamentListName } from '../../api/tournaments';

/** Spec §2 page titles, word for word. */
export const TOURNAMENT_LIST_TITLES: Record<TournamentListName, string> = {
  running: 'Running tournaments',
  scheduled: 'Scheduled tournaments',
  completed: 'Completed tournaments',
  draft: 'Draft tournaments',
  canceled: 'Canceled tournaments',
};
