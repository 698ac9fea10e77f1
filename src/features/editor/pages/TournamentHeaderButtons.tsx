import { Button, Flex, Popconfirm } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { SimulateButton } from '../../simulation/components/SimulateButton';
import { SimulatePanel } from '../../simulation/components/SimulatePanel';
import { selectHeaderButtons } from '../editorSelectors';
import { assignDialogOpened, cancelRequested, duplicateRequested, publishRequested } from '../editorSlice';
import { AssignPlayerDialog } from './AssignPlayerDialog';
import { useIsRunning } from './useIsRunning';

export const CANCEL_QUESTION = 'Are you sure you want to cancel the tournament?';

/** Spec §2 header buttons, each shown by the tournament's status (selectHeaderButtons). */
export function TournamentHeaderButtons() {
  const dispatch = useAppDispatch();
  const shown = useAppSelector(selectHeaderButtons);
  const canceling = useIsRunning('cancel');
  const publishing = useIsRunning('publish');
  const duplicating = useIsRunning('duplicate');

  return (
    <Flex wrap gap="small">
      {shown.cancel && (
        <Popconfirm title={CANCEL_QUESTION} okText="Yes" cancelText="No" onConfirm={() => dispatch(cancelRequested())}>
          <Button danger loading={canceling}>
            Cancel
          </Button>
        </Popconfirm>
      )}
      {shown.assignPlayer && <Button onClick={() => dispatch(assignDialogOpened())}>Assign player</Button>}
      {shown.publish && (
        <Button type="primary" loading={publishing} onClick={() => dispatch(publishRequested())}>
          Publish
        </Button>
      )}
      {shown.duplicate && (
        <Button loading={duplicating} onClick={() => dispatch(duplicateRequested())}>
          Duplicate
        </Button>
      )}
      {shown.simulate && <SimulateButton />}
      <AssignPlayerDialog />
      <SimulatePanel />
    </Flex>
  );
}
