/**
 * The payout review's public face: when its tab shows and its title, and the words of the editor's Manual payout
 * switch (issue 28). Its tab is in ui.ts.
 */
export { MANUAL_PAYOUT_HINT } from './components/manualPayoutHint';
export { REVIEW_TAB_TITLE } from './components/reviewTabTitle';
export { selectPayoutReviewOffered, selectReviewTabShown } from './payoutReviewSelectors';
