import { Button, Form, Input, Modal } from 'antd';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TEXT_MAX_LENGTH } from '../../../domain/inputLimits';
import { defineMessages } from '../../../i18n/defineMessages';
import { selectAsksCancelReason, selectCancelDialog } from '../editorSelectors';
import { cancelDialogClosed, cancelReasonEdited, cancelRequested } from '../editorSlice';
import { useIsRunning } from './useIsRunning';

const messages = defineMessages({
  question: { id: 'editor.header.cancelQuestion', defaultMessage: 'Are you sure you want to cancel the tournament?' },
  consequences: {
    id: 'editor.cancelDialog.consequences',
    defaultMessage:
      '{counted, select, yes {{players, plural, =0 {No player is on the board.} one {# player is on the board.} other {# players are on the board.}}} other {Counting the players on the board…}} The tournament stops now and no prize will be awarded. This cannot be undone.',
  },
  reason: { id: 'editor.cancelDialog.reason', defaultMessage: 'Reason (kept in History)' },
  keep: { id: 'editor.cancelDialog.keep', defaultMessage: 'No, keep it running' },
  confirm: { id: 'editor.cancelDialog.confirm', defaultMessage: 'Yes, cancel it' },
});

export const CANCEL_QUESTION = messages.question;

/**
 * Spec §2's Cancel question, with what it does (issue 27): how many players lose their places, that no prize is
 * awarded, a reason for the History where the API keeps one. 'No' is where the focus starts and what Enter or
 * Escape answer; 'Yes' is a separate, red choice.
 */
export function CancelTournamentDialog() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { open, reason, playersOnBoard } = useAppSelector(selectCancelDialog);
  const asksReason = useAppSelector(selectAsksCancelReason);
  const canceling = useIsRunning('cancel');
  const close = () => dispatch(cancelDialogClosed());
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={intl.formatMessage(CANCEL_QUESTION)}
      closable={false}
      onCancel={close}
      // antd focuses the dialog itself once shown: the focus then goes on to 'No'.
      afterOpenChange={(shown) => {
        if (shown) keep.current?.focus();
      }}
      footer={[
        <Button key="keep" ref={keep} type="primary" onClick={close}>
          <FormattedMessage {...messages.keep} />
        </Button>,
        <Button key="cancel" danger loading={canceling} onClick={() => dispatch(cancelRequested())}>
          <FormattedMessage {...messages.confirm} />
        </Button>,
      ]}
    >
      <p>
        <FormattedMessage {...messages.consequences} values={{ counted: playersOnBoard === null ? 'no' : 'yes', players: playersOnBoard ?? 0 }} />
      </p>
      {asksReason && (
        <Form layout="vertical">
          <Form.Item label={intl.formatMessage(messages.reason)} htmlFor="cancel-reason">
            <Input id="cancel-reason" maxLength={TEXT_MAX_LENGTH.note} value={reason} onChange={(event) => dispatch(cancelReasonEdited(event.target.value))} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
