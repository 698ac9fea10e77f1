import { defineMessages } from '../../../src/i18n/defineMessages';

/** What the server says of a tournament, in the request's language: read by every domain that names a tournament. */
export const TOURNAMENT_MESSAGES = defineMessages({
  notFound: { id: 'server.tournaments.notFound', defaultMessage: 'Tournament not found' },
  idNotFound: { id: 'server.tournaments.idNotFound', defaultMessage: 'Tournament {id} not found' },
  /** Ids joined by ', '; Romanian agrees with their count. */
  idsNotFound: { id: 'server.tournaments.idsNotFound', defaultMessage: '{count, plural, other {Tournament {ids} not found}}' },
  stale: { id: 'server.tournaments.stale', defaultMessage: 'Tournament {id} was changed by {name} at {at}; load their version or overwrite it' },
  /** A refusal of the status rules, then the status the tournament is in. */
  wrongStatus: { id: 'server.tournaments.wrongStatus', defaultMessage: '{refusal}; tournament {id} is {status}' },
  onlyDraftsEdited: { id: 'server.tournaments.onlyDraftsEdited', defaultMessage: 'Only draft tournaments can be edited' },
  onlyInProgressCanceled: { id: 'server.tournaments.onlyInProgressCanceled', defaultMessage: 'Only tournaments in progress can be canceled' },
  draftSavedOrPublished: {
    id: 'server.tournaments.draftSavedOrPublished',
    defaultMessage: 'A draft can only be saved or published; cancel has its own call and completion happens at the end',
  },
});
