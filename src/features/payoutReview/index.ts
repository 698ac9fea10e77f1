/** The payout review's public face: its tab for the tournament page and when that tab shows, the words of the editor's Manual payout switch (issue 28). */
export { PayoutReviewTab } from './components/PayoutReviewTab';
export { MANUAL_PAYOUT_HINT } from './components/manualPayoutHint';
export { REVIEW_TAB_TITLE } from './components/reviewTabTitle';
export { selectPayoutReviewOffered, selectReviewTabShown } from './payoutReviewSelectors';
