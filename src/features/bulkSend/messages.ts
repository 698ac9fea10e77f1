import { defineMessages } from '../../i18n/defineMessages';

/** The button that starts a run and the title of its dialog. */
export const bulkSendMessages = defineMessages({
  sendAllShown: { id: 'bulkSend.sendAllShown', defaultMessage: 'Send all shown' },
});
