import { Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useFormatText } from '../../../i18n/useFormatText';
import { ConflictDialog } from '../conflict/ConflictDialog';
import { selectEditable, selectHeaderText, selectLoadStatus } from '../editorSelectors';
import { pageClosed, tournamentOpened } from '../editorSlice';
import { LeaveGuard } from './LeaveGuard';
import { SaveBar } from './SaveBar';
import { TournamentHeaderButtons } from './TournamentHeaderButtons';
import { TournamentTabs } from './TournamentTabs';
import { UnsavedChangesIndicator } from './UnsavedChangesIndicator';
import './editorPages.css';

/** The heading, also the document's title: its own component, as it changes with every keystroke in the title. */
function TournamentHeading() {
  const format = useFormatText();
  const heading = format(useAppSelector(selectHeaderText));
  useDocumentTitle(heading);
  return <Typography.Title level={2}>{heading}</Typography.Title>;
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

  return (
    <div className={editable ? 'editor-page-with-save-bar' : undefined}>
      <Flex className="editor-header" wrap align="center" gap="small">
        <TournamentHeading />
        <UnsavedChangesIndicator />
        {loaded && <TournamentHeaderButtons />}
      </Flex>
      {loaded && <TournamentTabs />}
      {editable && <SaveBar />}
      <LeaveGuard />
      <ConflictDialog />
    </div>
  );
}
