import { defineMessages } from '../../i18n/defineMessages';

/** The boosters' texts that the tab and the toasts share. */
export const boosterMessages = defineMessages({
  saveFailed: { id: 'boosters.save.failed', defaultMessage: 'Failed to save boosters' },
});
