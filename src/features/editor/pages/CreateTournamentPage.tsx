import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { TournamentForm } from '../components/TournamentForm';
import { selectCreateError } from '../editorSelectors';
import { createOpened, createRequested, pageClosed } from '../editorSlice';
import { DraftRecoveryPrompt } from './DraftRecoveryPrompt';
import { UnsavedChangesIndicator } from './UnsavedChangesIndicator';
import { useIsRunning } from './useIsRunning';
import './editorPages.css';

const TITLE = 'Create tournament';

/** Spec §2 Create page: the new-tournament defaults, the autosaved draft offered back, Create. */
export default function CreateTournamentPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(createOpened());
    return () => {
      dispatch(pageClosed());
    };
  }, [dispatch]);
  useDocumentTitle(TITLE);
  const creating = useIsRunning('create');
  const createError = useAppSelector(selectCreateError);

  return (
    <>
      <Flex className="editor-header" wrap align="center" gap="small">
        <Typography.Title level={2}>{TITLE}</Typography.Title>
        <UnsavedChangesIndicator />
      </Flex>
      <DraftRecoveryPrompt />
      <TournamentForm readOnly={creating} />
      {createError !== null && <Alert type="error" showIcon title={createError} className="editor-alert" />}
      <Button type="primary" loading={creating} onClick={() => dispatch(createRequested())}>
        Create
      </Button>
    </>
  );
}
