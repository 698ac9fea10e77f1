import { defineMessages } from '../i18n/defineMessages';

/** Words many screens say alike: one message each, so that each has one translation. */
export const commonMessages = defineMessages({
  close: { id: 'components.common.close', defaultMessage: 'Close' },
  error: { id: 'components.common.error', defaultMessage: 'Error' },
});
