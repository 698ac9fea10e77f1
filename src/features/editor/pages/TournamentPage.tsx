import { Flex, Typography } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useFormatText } from '../../../i18n/useFormatText';
import { ConflictDialog } from '../conflict/ConflictDialog';
import { formatStartsIn } from '../../tournaments';
import { useCurrentMinute } from '../../tournaments/ui';
import { selectEditable, selectHeaderText, selectLoadStatus, selectScheduledStart, selectStatus } from '../editorSelectors';
import { pageClosed, tournamentOpened } from '../editorSlice';
import { DraftRecoveryPrompt } from './DraftRecoveryPrompt';
import { LeaveGuard } from './LeaveGuard';
import { SaveBar } from './SaveBar';
import { TournamentHeaderButtons } from './TournamentHeaderButtons';
import { TournamentTabs } from './TournamentTabs';
import { UnsavedChangesIndicator } from './UnsavedChangesIndicator';
import './editorPages.css';

/**
 * Focus on `heading` when the tournament arrives or its status changes (Publish, Yes to Cancel) with the focus lost,
 * as it is with the pressed button that is gone: Create's, or Duplicate's on the copy's page (issue 27), or one the
 * new status no longer shows. The heading says where the user now is, and Tab goes on from it to the header's
 * buttons. Focus that is somewhere (a status that a reload brings) stays there.
 */
function useFocusOnArrivalOrStatusChange(heading: RefObject<HTMLElement>) {
  const status = useAppSelector(selectStatus);
  const statusBefore = useRef(status);
  useEffect(() => {
    const changed = status !== undefined && status !== statusBefore.current;
    statusBefore.current = status;
    // A status changed from a dialog (Yes to Cancel, Publish's confirmation) leaves with that dialog: focus moves on too.
    const focusLost = document.activeElement === null || document.activeElement === document.body || document.activeElement.closest('[role="dialog"]') !== null;
    if (changed && focusLost) heading.current?.focus();
  }, [status, heading]);
}

const STARTS_IN_ID = 'tournament-starts-in';

/** 'Starts in 1d 4h' for a published tournament not started yet, as the Scheduled list says it, kept to the minute (issue 27); undefined otherwise. */
function useStartsIn(): string | undefined {
  const format = useFormatText();
  const start = useAppSelector(selectScheduledStart);
  const now = useCurrentMinute();
  const startsIn = start === undefined ? undefined : formatStartsIn(start, now);
  return startsIn === undefined ? undefined : format(startsIn);
}

/** The heading, also the document's title: its own component, as it changes with every keystroke in the title. */
function TournamentHeading({ headingElement }: { headingElement: RefObject<HTMLElement> }) {
  const format = useFormatText();
  const heading = format(useAppSelector(selectHeaderText));
  useDocumentTitle(heading);
  useFocusOnArrivalOrStatusChange(headingElement);
  // Beside the heading, which stays the spec's '{status label} tournament - {title}', and describing it: heard with it when it takes the focus.
  const startsIn = useStartsIn();
  // Focusable by script only (useFocusOnStatusChange), not a stop for Tab.
  return (
    <>
      <Typography.Title level={1} ref={headingElement} tabIndex={-1} aria-describedby={startsIn === undefined ? undefined : STARTS_IN_ID}>
        {heading}
      </Typography.Title>
      {startsIn !== undefined && (
        <Typography.Text id={STARTS_IN_ID} className="editor-heading-starts">
          {startsIn}
        </Typography.Text>
      )}
    </>
  );
}

/** Spec §2 Tournament page of tournament `id`: header, header buttons, tabs and, for a Draft, the Save bar. */
export function TournamentPage({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(tournamentOpened(id));
    return () => {
      dispatch(pageClosed());
    };
  }, [dispatch, id]);
  const loaded = useAppSelector(selectLoadStatus) === 'loaded';
  const editable = useAppSelector(selectEditable);
  const heading = useRef<HTMLElement>(null);

  return (
    <div className={editable ? 'editor-page-with-action-bar' : undefined}>
      <Flex className="editor-header" wrap align="center" gap="small">
        <TournamentHeading headingElement={heading} />
        <UnsavedChangesIndicator />
        {loaded && <TournamentHeaderButtons />}
      </Flex>
      {loaded && <TournamentTabs />}
      {editable && <SaveBar />}
      {/* As on /create: the heading takes the focus back, Tab going on to the header's buttons. */}
      <DraftRecoveryPrompt onClosed={() => heading.current?.focus()} />
      <LeaveGuard />
      <ConflictDialog />
    </div>
  );
}
