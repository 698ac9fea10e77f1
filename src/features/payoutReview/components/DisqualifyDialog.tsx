import { Alert, Button, Form, Input, Modal, type InputRef } from 'antd';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormField } from '../../../components/FormField';
import { TEXT_MAX_LENGTH } from '../../../domain/inputLimits';
import { defineMessages } from '../../../i18n/defineMessages';
import { useFormatText } from '../../../i18n/useFormatText';
import { selectDisqualificationReasonError, selectDisqualifyDialog } from '../payoutReviewSelectors';
import { disqualificationReasonEdited, disqualificationSubmitted, disqualifyDialogClosed } from '../payoutReviewSlice';

const messages = defineMessages({
  title: { id: 'payoutReview.disqualify.title', defaultMessage: 'Disqualify {name}?' },
  consequences: {
    id: 'payoutReview.disqualify.consequences',
    defaultMessage:
      '{name} (rank {rank}) leaves the board and scores no more in this tournament. The players below move up a rank and the prizes follow the new ranks. The disqualification is kept, marked, with its reason, and in History.',
  },
  reason: { id: 'payoutReview.disqualify.reason', defaultMessage: 'Reason' },
  back: { id: 'payoutReview.disqualify.back', defaultMessage: 'Back' },
  confirm: { id: 'payoutReview.disqualify.confirm', defaultMessage: 'Disqualify' },
});

const REASON_ID = 'disqualification-reason';

/**
 * Asks for the reason before a player is disqualified (required: its message shows under the field once Disqualify
 * is pressed without one). The focus starts in the reason; Enter there presses Disqualify, Escape and Back close.
 * A refusal from the server (the player left the board meanwhile, the prizes were approved) shows above the field.
 */
export function DisqualifyDialog() {
  const intl = useIntl();
  const format = useFormatText();
  const dispatch = useAppDispatch();
  const { player, reason, status, error } = useAppSelector(selectDisqualifyDialog);
  const reasonError = useAppSelector(selectDisqualificationReasonError);
  const close = () => dispatch(disqualifyDialogClosed());
  const submit = () => dispatch(disqualificationSubmitted());
  const name = player?.user_name ?? '';
  const reasonInput = useRef<InputRef>(null);
  return (
    <Modal
      open={player !== null}
      title={intl.formatMessage(messages.title, { name })}
      onCancel={close}
      destroyOnHidden
      // antd focuses the dialog itself once shown: the focus then goes on to the reason it asks for.
      afterOpenChange={(shown) => {
        if (shown) reasonInput.current?.focus();
      }}
      footer={[
        <Button key="back" onClick={close}>
          <FormattedMessage {...messages.back} />
        </Button>,
        <Button key="disqualify" danger type="primary" loading={status === 'sending'} onClick={submit}>
          <FormattedMessage {...messages.confirm} />
        </Button>,
      ]}
    >
      <p>
        <FormattedMessage {...messages.consequences} values={{ name, rank: player?.rank ?? 0 }} />
      </p>
      {status === 'failed' && error !== null && <Alert type="error" showIcon title={error} className="payout-review-dialog-alert" />}
      <Form layout="vertical" component={false}>
        <FormField label={intl.formatMessage(messages.reason)} id={REASON_ID} error={reasonError && format(reasonError)}>
          {(control) => (
            <Input
              {...control}
              ref={reasonInput}
              maxLength={TEXT_MAX_LENGTH.note}
              value={reason}
              onChange={(event) => dispatch(disqualificationReasonEdited(event.target.value))}
              onPressEnter={submit}
            />
          )}
        </FormField>
      </Form>
    </Modal>
  );
}
