/** The payout review's tab for the tournament page. */
export { PayoutReviewTab } from './components/PayoutReviewTab';
