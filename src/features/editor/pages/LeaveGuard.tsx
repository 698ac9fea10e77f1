import { Modal } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { defineMessages } from '../../../i18n/defineMessages';
import { selectSessionEnded } from '../../auth';
import { selectTournamentPageHasUnsavedChanges } from '../../boosters';

const messages = defineMessages({
  title: { id: 'editor.leaveGuard.title', defaultMessage: 'Leave this page?' },
  question: { id: 'editor.leaveGuard.question', defaultMessage: 'You have unsaved changes. Leave this page without saving them?' },
  leave: { id: 'editor.leaveGuard.leave', defaultMessage: 'Leave' },
  stay: { id: 'editor.leaveGuard.stay', defaultMessage: 'Stay' },
});

export const LEAVE_QUESTION = messages.question;

/** Asks before the user leaves a page with unsaved edits: in-app navigation, reload or closing the tab. */
export function LeaveGuard() {
  const intl = useIntl();
  const unsaved = useAppSelector(selectTournamentPageHasUnsavedChanges);
  // Switching tabs only changes the hash: the page, and its edits, stay.
  const leavesPage: BlockerFunction = ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname;
  const blocker = useBlocker(leavesPage);

  // Once the session has ended the edits are already kept in the browser (editorSagas) and offered back after the
  // sign-in, which leaves the page: asking then would only stand between the user and that sign-in.
  const sessionEnded = useAppSelector(selectSessionEnded);

  useEffect(() => {
    if (!unsaved || sessionEnded) return undefined;
    // The browser shows its own question; the text can no longer be chosen.
    const askFirst = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [unsaved, sessionEnded]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={intl.formatMessage(messages.title)}
      okText={intl.formatMessage(messages.leave)}
      cancelText={intl.formatMessage(messages.stay)}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <FormattedMessage {...LEAVE_QUESTION} />
    </Modal>
  );
}
