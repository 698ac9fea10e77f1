import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { defineMessages } from '../../../i18n/defineMessages';
import { useFormatText } from '../../../i18n/useFormatText';
import { TournamentForm } from '../form/TournamentForm';
import { editorFeature } from '../editorFeature';
import { selectCreateError } from '../editorSelectors';
import { createOpened, createRequested, pageClosed } from '../editorSlice';
import { editorMessages } from '../messages';
import { ActionBar } from './ActionBar';
import { DraftRecoveryPrompt } from './DraftRecoveryPrompt';
import { UnsavedChangesIndicator } from './UnsavedChangesIndicator';
import { useIsRunning } from './useIsRunning';
import './editorPages.css';

const messages = defineMessages({
  create: { id: 'editor.create.create', defaultMessage: 'Create' },
  bar: { id: 'editor.create.bar', defaultMessage: 'Create bar' },
});

/** What the page uses beyond the entry, injected when its route loads (src/app/router.tsx). */
export const features = [editorFeature];

/** Spec §2 Create page: the new-tournament defaults, the autosaved draft offered back, Create. */
export default function CreateTournamentPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const format = useFormatText();
  useEffect(() => {
    dispatch(createOpened());
    return () => {
      dispatch(pageClosed());
    };
  }, [dispatch]);
  const title = intl.formatMessage(editorMessages.createTitle);
  useDocumentTitle(title);
  const creating = useIsRunning('create');
  const createError = useAppSelector(selectCreateError);
  const heading = useRef<HTMLElement>(null);

  return (
    <div className="editor-page-with-action-bar">
      <Flex className="editor-header" wrap align="center" gap="small">
        {/* Focusable by script only: where the draft recovery prompt leaves focus, Tab going on to the form. */}
        <Typography.Title level={1} ref={heading} tabIndex={-1}>
          {title}
        </Typography.Title>
        <UnsavedChangesIndicator />
      </Flex>
      <DraftRecoveryPrompt onClosed={() => heading.current?.focus()} />
      <TournamentForm readOnly={creating} />
      {createError !== null && <Alert type="error" showIcon title={format(createError)} className="editor-alert" />}
      {/* Issue 27: at the end of a 3,300 px form Create was out of sight; fixed to the window as the Draft's Save. */}
      <ActionBar label={intl.formatMessage(messages.bar)}>
        <Button type="primary" loading={creating} onClick={() => dispatch(createRequested())}>
          <FormattedMessage {...messages.create} />
        </Button>
      </ActionBar>
    </div>
  );
}
