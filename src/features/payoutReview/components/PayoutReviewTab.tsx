import { Flex } from 'antd';
import { useTournamentTabShown } from '../../openedTournament/ui';
import { reviewTabClosed, reviewTabOpened } from '../payoutReviewSlice';
import { ApprovePayoutDialog } from './ApprovePayoutDialog';
import { DisqualifiedPlayers } from './DisqualifiedPlayers';
import { DisqualifyDialog } from './DisqualifyDialog';
import { PayoutStateLine } from './PayoutStateLine';
import { ReviewBoard } from './ReviewBoard';
import './payoutReview.css';

/**
 * Issue 28's Review tab of the open tournament: where its prizes stand, its prize ranks with what each wins and the
 * total cost, Disqualify per player while it runs or is in review, the disqualified, and Approve payout in review.
 * Loads when shown, drops its load and requests when hidden or left.
 */
export function PayoutReviewTab() {
  useTournamentTabShown(reviewTabOpened, reviewTabClosed);
  return (
    <Flex vertical gap="middle">
      <PayoutStateLine />
      <ReviewBoard />
      <DisqualifiedPlayers />
      <DisqualifyDialog />
      <ApprovePayoutDialog />
    </Flex>
  );
}
