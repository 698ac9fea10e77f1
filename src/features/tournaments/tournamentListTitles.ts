import type { TournamentListName } from '../../api/tournaments';
import { defineMessages } from '../../i18n/defineMessages';
import type { MessageDescriptor } from '../../i18n/text';

const titles = defineMessages({
  running: { id: 'tournaments.titles.running', defaultMessage: 'Running tournaments' },
  scheduled: { id: 'tournaments.titles.scheduled', defaultMessage: 'Scheduled tournaments' },
  completed: { id: 'tournaments.titles.completed', defaultMessage: 'Completed tournaments' },
  draft: { id: 'tournaments.titles.draft', defaultMessage: 'Draft tournaments' },
  canceled: { id: 'tournaments.titles.canceled', defaultMessage: 'Canceled tournaments' },
});

/** Spec §2 page titles, word for word. */
export const TOURNAMENT_LIST_TITLES: Record<TournamentListName, MessageDescriptor> = titles;
