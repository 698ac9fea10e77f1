import { Modal } from 'antd';
import { useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectTournamentPageHasUnsavedChanges } from '../../boosters/boostersSelectors';

export const LEAVE_QUESTION = 'You have unsaved changes. Leave this page without saving them?';

/** Asks before the user leaves a page with unsaved edits: in-app navigation, reload or closing the tab. */
export function LeaveGuard() {
  const unsaved = useAppSelector(selectTournamentPageHasUnsavedChanges);
  // Switching tabs only changes the hash: the page, and its edits, stay.
  const leavesPage: BlockerFunction = ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname;
  const blocker = useBlocker(leavesPage);

  useEffect(() => {
    if (!unsaved) return undefined;
    // The browser shows its own question; the text can no longer be chosen.
    const askFirst = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [unsaved]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title="Leave this page?"
      okText="Leave"
      cancelText="Stay"
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {LEAVE_QUESTION}
    </Modal>
  );
}
