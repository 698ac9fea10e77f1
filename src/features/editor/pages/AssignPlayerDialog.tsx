import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { commonMessages } from '../../../components/commonMessages';
import { defineMessages } from '../../../i18n/defineMessages';
import { selectAssignDialogOpen } from '../editorSelectors';
import { assignDialogClosed, playerAssignRequested } from '../editorSlice';
import { editorMessages } from '../messages';
import { useIsRunning } from './useIsRunning';

const messages = defineMessages({
  assign: { id: 'editor.assignPlayer.assign', defaultMessage: 'Assign' },
  playerId: { id: 'editor.assignPlayer.playerId', defaultMessage: 'Player ID' },
  placeholder: { id: 'editor.assignPlayer.placeholder', defaultMessage: 'Enter player id...' },
});

/** Spec §2 'Assign player': closes once the player is assigned, stays open after a refusal. */
export function AssignPlayerDialog() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const open = useAppSelector(selectAssignDialogOpen);
  const assigning = useIsRunning('assign');
  // What is being typed is the dialog's own; the store hears the id when Assign is pressed.
  const [playerId, setPlayerId] = useState('');
  const close = () => dispatch(assignDialogClosed());

  return (
    <Modal
      open={open}
      title={intl.formatMessage(editorMessages.assignPlayer)}
      closable={false}
      onCancel={close}
      afterClose={() => setPlayerId('')}
      footer={[
        <Button key="close" onClick={close}>
          <FormattedMessage {...commonMessages.close} />
        </Button>,
        <Button key="assign" type="primary" loading={assigning} disabled={playerId.trim() === ''} onClick={() => dispatch(playerAssignRequested(playerId.trim()))}>
          <FormattedMessage {...messages.assign} />
        </Button>,
      ]}
    >
      <Form layout="vertical">
        <Form.Item label={intl.formatMessage(messages.playerId)} htmlFor="assign-player-id">
          <Input id="assign-player-id" placeholder={intl.formatMessage(messages.placeholder)} value={playerId} onChange={(event) => setPlayerId(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
