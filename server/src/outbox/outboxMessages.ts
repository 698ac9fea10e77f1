import { defineMessages } from '../../../src/i18n/defineMessages';

/** Why a person's action on an outbox entry was refused: by Send and by giving it another code alike. */
export const OUTBOX_MESSAGES = defineMessages({
  /** Refused rather than waited for: the other send may take the gateway's whole time limit. */
  beingSent: { id: 'server.outbox.beingSent', defaultMessage: 'This bonus is being sent; refresh in a moment' },
  entryNotFound: { id: 'server.outbox.entryNotFound', defaultMessage: 'Outbox entry not found' },
  alreadySent: { id: 'server.outbox.alreadySent', defaultMessage: 'Bonus already sent' },
});
