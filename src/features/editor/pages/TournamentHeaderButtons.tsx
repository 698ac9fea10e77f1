import { Button, Flex } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ConfirmPopover } from '../../../components/ConfirmPopover';
import { defineMessages } from '../../../i18n/defineMessages';
import { SimulateButton } from '../../simulation/components/SimulateButton';
import { SimulatePanel } from '../../simulation/components/SimulatePanel';
import { selectHeaderButtons } from '../editorSelectors';
import { assignDialogOpened, cancelRequested, duplicateRequested, publishRequested } from '../editorSlice';
import { editorMessages } from '../messages';
import { AssignPlayerDialog } from './AssignPlayerDialog';
import { useIsRunning } from './useIsRunning';

const messages = defineMessages({
  cancel: { id: 'editor.header.cancel', defaultMessage: 'Cancel' },
  cancelQuestion: { id: 'editor.header.cancelQuestion', defaultMessage: 'Are you sure you want to cancel the tournament?' },
  publish: { id: 'editor.header.publish', defaultMessage: 'Publish' },
  duplicate: { id: 'editor.header.duplicate', defaultMessage: 'Duplicate' },
});

export const CANCEL_QUESTION = messages.cancelQuestion;

/** Spec §2 header buttons, each shown by the tournament's status (selectHeaderButtons). */
export function TournamentHeaderButtons() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const shown = useAppSelector(selectHeaderButtons);
  const canceling = useIsRunning('cancel');
  const publishing = useIsRunning('publish');
  const duplicating = useIsRunning('duplicate');

  return (
    <Flex wrap gap="small">
      {shown.cancel && (
        <ConfirmPopover
          title={intl.formatMessage(CANCEL_QUESTION)}
          okText={intl.formatMessage(editorMessages.yes)}
          cancelText={intl.formatMessage(editorMessages.no)}
          onConfirm={() => dispatch(cancelRequested())}
        >
          <Button danger loading={canceling}>
            <FormattedMessage {...messages.cancel} />
          </Button>
        </ConfirmPopover>
      )}
      {shown.assignPlayer && (
        <Button onClick={() => dispatch(assignDialogOpened())}>
          <FormattedMessage {...editorMessages.assignPlayer} />
        </Button>
      )}
      {shown.publish && (
        <Button type="primary" loading={publishing} onClick={() => dispatch(publishRequested())}>
          <FormattedMessage {...messages.publish} />
        </Button>
      )}
      {shown.duplicate && (
        <Button loading={duplicating} onClick={() => dispatch(duplicateRequested())}>
          <FormattedMessage {...messages.duplicate} />
        </Button>
      )}
      {shown.simulate && <SimulateButton />}
      <AssignPlayerDialog />
      <SimulatePanel />
    </Flex>
  );
}
