import { Button, Flex } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { RepeatAsSeriesButton } from '../../series/ui';
import { SimulateButton, SimulatePanel } from '../../simulation/ui';
import { selectHeaderButtons } from '../editorSelectors';
import { assignDialogOpened, cancelDialogOpened, duplicateRequested, publishRequested } from '../editorSlice';
import { editorMessages } from '../messages';
import { AssignPlayerDialog } from './AssignPlayerDialog';
import { CancelTournamentDialog } from './CancelTournamentDialog';
import { PublishConfirmDialog } from './PublishConfirmDialog';
import { useIsRunning } from './useIsRunning';

const messages = defineMessages({
  cancel: { id: 'editor.header.cancel', defaultMessage: 'Cancel' },
  publish: { id: 'editor.header.publish', defaultMessage: 'Publish' },
  duplicate: { id: 'editor.header.duplicate', defaultMessage: 'Duplicate' },
});

/**
 * Spec §2 header buttons, each shown by the tournament's status (selectHeaderButtons). Publish and Cancel say what
 * they do and ask first (issue 27); Cancel comes last, away from where a form's 'discard' is looked for.
 */
export function TournamentHeaderButtons() {
  const dispatch = useAppDispatch();
  const shown = useAppSelector(selectHeaderButtons);
  // Whether the Publish summary is shown: the dialog's own, nothing else reads it.
  const [publishAsked, setPublishAsked] = useState(false);
  const canceling = useIsRunning('cancel');
  const publishing = useIsRunning('publish');
  const duplicating = useIsRunning('duplicate');

  return (
    <Flex wrap gap="small">
      {shown.assignPlayer && (
        <Button onClick={() => dispatch(assignDialogOpened())}>
          <FormattedMessage {...editorMessages.assignPlayer} />
        </Button>
      )}
      {shown.publish && (
        <Button type="primary" loading={publishing} onClick={() => setPublishAsked(true)}>
          <FormattedMessage {...messages.publish} />
        </Button>
      )}
      {shown.duplicate && (
        <Button loading={duplicating} onClick={() => dispatch(duplicateRequested())}>
          <FormattedMessage {...messages.duplicate} />
        </Button>
      )}
      {shown.simulate && <SimulateButton />}
      <RepeatAsSeriesButton />
      {shown.cancel && (
        <Button danger loading={canceling} onClick={() => dispatch(cancelDialogOpened())}>
          <FormattedMessage {...messages.cancel} />
        </Button>
      )}
      <PublishConfirmDialog
        open={publishAsked}
        onClose={() => setPublishAsked(false)}
        onPublish={() => {
          setPublishAsked(false);
          dispatch(publishRequested());
        }}
      />
      <CancelTournamentDialog />
      <AssignPlayerDialog />
      <SimulatePanel />
    </Flex>
  );
}
