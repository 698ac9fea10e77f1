import { Alert, Button, Flex } from 'antd';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { formatDateTime } from '../../../lib/format';
import { selectCanApprove, selectReviewSummary } from '../payoutReviewSelectors';
import { approveDialogOpened, reviewRefreshRequested } from '../payoutReviewSlice';
import { useFocusWhenLost } from './useFocusWhenLost';

const messages = defineMessages({
  automatic: { id: 'payoutReview.state.automatic', defaultMessage: 'Automatic payout: the prizes go to the bonus outbox when the tournament ends.' },
  manual: { id: 'payoutReview.state.manual', defaultMessage: 'Manual payout: when the tournament ends, its prizes wait here for review instead of going to the bonus outbox.' },
  review: { id: 'payoutReview.state.review', defaultMessage: 'The tournament has ended. Its prizes wait for review: nothing has been sent to the players yet.' },
  approved: { id: 'payoutReview.state.approved', defaultMessage: 'Approved by {name} at {at}' },
  approve: { id: 'payoutReview.state.approve', defaultMessage: 'Approve payout' },
  refresh: { id: 'payoutReview.state.refresh', defaultMessage: 'Refresh' },
});

/** Where the prizes stand, in words, and Refresh; 'Approve payout' while they wait for review, who approved them and when once done. */
export function PayoutStateLine() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const summary = useAppSelector(selectReviewSummary);
  const canApprove = useAppSelector(selectCanApprove);
  const line = useRef<HTMLDivElement>(null);
  // Approving closes the dialog and takes Approve payout away: the focus goes on to what the prizes' state now is.
  useFocusWhenLost(line, summary?.payout);
  if (!summary) return null;
  const text =
    summary.payout === 'approved' && summary.approved_at !== null
      ? intl.formatMessage(messages.approved, { name: summary.approved_by?.name ?? '', at: formatDateTime(summary.approved_at) })
      : intl.formatMessage(messages[summary.payout === 'approved' ? 'review' : summary.payout]);
  return (
    // Focusable by script only (useFocusWhenLost), not a stop for Tab.
    <Flex wrap gap="middle" align="center" className="payout-review-state" ref={line} tabIndex={-1} data-testid="payout-state">
      <Alert type={summary.payout === 'approved' ? 'success' : 'info'} showIcon title={text} />
      <Button onClick={() => dispatch(reviewRefreshRequested())}>
        <FormattedMessage {...messages.refresh} />
      </Button>
      {canApprove && (
        <Button type="primary" onClick={() => dispatch(approveDialogOpened())}>
          <FormattedMessage {...messages.approve} />
        </Button>
      )}
    </Flex>
  );
}
