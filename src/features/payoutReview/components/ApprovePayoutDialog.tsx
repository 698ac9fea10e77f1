import { Alert, Button, Descriptions, Modal } from 'antd';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { formatText } from '../../../i18n/text';
import { formatCost } from '../../simulation';
import { selectApproveDialog, selectDisqualifiedPlayers, selectReviewSummary } from '../payoutReviewSelectors';
import { approvalConfirmed, approveDialogClosed } from '../payoutReviewSlice';

const messages = defineMessages({
  title: { id: 'payoutReview.approve.title', defaultMessage: 'Approve the payout?' },
  intro: {
    id: 'payoutReview.approve.intro',
    defaultMessage: 'The prizes go to the bonus outbox now, which sends them to the players. This cannot be undone.',
  },
  prizes: { id: 'payoutReview.approve.prizes', defaultMessage: 'Prizes' },
  cost: { id: 'payoutReview.approve.cost', defaultMessage: 'Total cost' },
  disqualified: { id: 'payoutReview.approve.disqualified', defaultMessage: 'Disqualified players' },
  back: { id: 'payoutReview.approve.back', defaultMessage: 'No, not yet' },
  confirm: { id: 'payoutReview.approve.confirm', defaultMessage: 'Yes, approve' },
});

/**
 * Approve payout asks first, saying what goes out: how many prizes, what they cost, how many players were
 * disqualified. 'No' is where the focus starts and what Enter or Escape answer; 'Yes' is a separate choice. A
 * refusal (approved meanwhile, or the review changed since it was read) shows in the dialog, over the review reloaded.
 */
export function ApprovePayoutDialog() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { open, status, error } = useAppSelector(selectApproveDialog);
  const summary = useAppSelector(selectReviewSummary);
  const disqualified = useAppSelector(selectDisqualifiedPlayers).length;
  const back = useRef<HTMLButtonElement>(null);
  const close = () => dispatch(approveDialogClosed());
  if (!summary) return null;
  const items = [
    { key: 'prizes', label: intl.formatMessage(messages.prizes), children: summary.prizes },
    { key: 'cost', label: intl.formatMessage(messages.cost), children: formatCost(summary.total_cost, (text) => formatText(intl, text)) },
    { key: 'disqualified', label: intl.formatMessage(messages.disqualified), children: disqualified },
  ];
  return (
    <Modal
      open={open}
      title={intl.formatMessage(messages.title)}
      closable={false}
      onCancel={close}
      // antd focuses the dialog itself once shown: the focus then goes on to 'No'.
      afterOpenChange={(shown) => {
        if (shown) back.current?.focus();
      }}
      footer={[
        <Button key="back" ref={back} type="primary" onClick={close}>
          <FormattedMessage {...messages.back} />
        </Button>,
        <Button key="approve" loading={status === 'sending'} onClick={() => dispatch(approvalConfirmed())}>
          <FormattedMessage {...messages.confirm} />
        </Button>,
      ]}
    >
      <p>
        <FormattedMessage {...messages.intro} />
      </p>
      {status === 'failed' && error !== null && <Alert type="error" showIcon title={error} className="payout-review-dialog-alert" />}
      <Descriptions column={1} size="small" bordered items={items} />
    </Modal>
  );
}
