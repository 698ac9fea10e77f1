import { defineMessages } from '../../../i18n/defineMessages';

const messages = defineMessages({
  hint: { id: 'payoutReview.manualPayout.hint', defaultMessage: 'At the end, the prizes wait on the Review tab for approval instead of going to the bonus outbox.' },
});

/** The editor's one line under the Manual payout switch: what the switch changes. */
export const MANUAL_PAYOUT_HINT = messages.hint;
