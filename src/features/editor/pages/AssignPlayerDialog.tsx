import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectAssignDialogOpen } from '../editorSelectors';
import { assignDialogClosed, playerAssignRequested } from '../editorSlice';
import { useIsRunning } from './useIsRunning';

/** Spec §2 'Assign player': closes once the player is assigned, stays open after a refusal. */
export function AssignPlayerDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectAssignDialogOpen);
  const assigning = useIsRunning('assign');
  // What is being typed is the dialog's own; the store hears the id when Assign is pressed.
  const [playerId, setPlayerId] = useState('');
  const close = () => dispatch(assignDialogClosed());

  return (
    <Modal
      open={open}
      title="Assign player"
      closable={false}
      onCancel={close}
      afterClose={() => setPlayerId('')}
      footer={[
        <Button key="close" onClick={close}>
          Close
        </Button>,
        <Button key="assign" type="primary" loading={assigning} disabled={playerId.trim() === ''} onClick={() => dispatch(playerAssignRequested(playerId.trim()))}>
          Assign
        </Button>,
      ]}
    >
      <Form layout="vertical">
        <Form.Item label="Player ID" htmlFor="assign-player-id">
          <Input id="assign-player-id" placeholder="Enter player id..." value={playerId} onChange={(event) => setPlayerId(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
