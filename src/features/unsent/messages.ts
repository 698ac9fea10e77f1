import { defineMessages } from '../../i18n/defineMessages';

/** Sending an unsent bonus: the Unsent bonuses page's column and buttons, and the confirmation of 'Send all shown'. */
export const sendMessages = defineMessages({
  send: { id: 'unsent.send', defaultMessage: 'Send' },
});
