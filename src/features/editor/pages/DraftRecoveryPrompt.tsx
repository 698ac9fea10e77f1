import { Modal } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { selectIsNew } from '../../openedTournament';
import { selectHasSavedDraft } from '../editorSelectors';
import { draftDiscarded, draftRestored } from '../editorSlice';
import { editorMessages } from '../messages';

const messages = defineMessages({
  title: { id: 'editor.draftRecovery.title', defaultMessage: 'Unfinished tournament' },
  question: { id: 'editor.draftRecovery.question', defaultMessage: 'You have an unfinished tournament. Would you like to continue?' },
  unsavedTitle: { id: 'editor.draftRecovery.unsavedTitle', defaultMessage: 'Unsaved changes' },
  unsavedQuestion: {
    id: 'editor.draftRecovery.unsavedQuestion',
    defaultMessage: 'This tournament has changes made earlier in this browser that were not saved. Would you like to restore them?',
  },
});

export interface DraftRecoveryPromptProps {
  /**
   * Called once the prompt has closed on an answer: the page says where focus goes, which the prompt cannot give back
   * to what opened it (the page did, as it loaded).
   */
  onClosed: () => void;
}

/** Offers back the create form autosaved before (spec §4), or a Draft's unsaved edits kept in the browser; only Yes or No closes it. */
export function DraftRecoveryPrompt({ onClosed }: DraftRecoveryPromptProps) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const open = useAppSelector(selectHasSavedDraft);
  const isNew = useAppSelector(selectIsNew);
  return (
    <Modal
      open={open}
      title={intl.formatMessage(isNew ? messages.title : messages.unsavedTitle)}
      okText={intl.formatMessage(editorMessages.yes)}
      cancelText={intl.formatMessage(editorMessages.no)}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      onOk={() => dispatch(draftRestored())}
      onCancel={() => dispatch(draftDiscarded())}
      afterClose={onClosed}
    >
      <FormattedMessage {...(isNew ? messages.question : messages.unsavedQuestion)} />
    </Modal>
  );
}
