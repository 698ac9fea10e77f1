import { defineMessages } from '../../../i18n/defineMessages';

const messages = defineMessages({
  review: { id: 'payoutReview.tab.title', defaultMessage: 'Review' },
});

/** The tab's name on the tournament page (its address is `#/review`). */
export const REVIEW_TAB_TITLE = messages.review;
