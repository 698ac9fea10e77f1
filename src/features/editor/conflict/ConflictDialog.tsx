import { Button, Modal, Table, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ConfirmPopover } from '../../../components/ConfirmPopover';
import { defineMessages } from '../../../i18n/defineMessages';
import { formatText } from '../../../i18n/text';
import { formatDateTime } from '../../../lib/format';
import { formatTimeAgo } from '../../../lib/relativeTime';
import { selectConflict } from '../editorSelectors';
import { conflictDismissed, overwriteChosen, theirVersionLoaded } from '../editorSlice';
import { conflictChanges, selectConflictVersions } from './conflictSelectors';
import type { Change } from './tournamentChanges';

const messages = defineMessages({
  title: { id: 'editor.conflict.title', defaultMessage: 'Someone else changed this tournament' },
  cancel: { id: 'editor.conflict.cancel', defaultMessage: 'Cancel' },
  loadTheirsQuestion: { id: 'editor.conflict.loadTheirsQuestion', defaultMessage: 'Your edits will be discarded. Load their version?' },
  discardMine: { id: 'editor.conflict.discardMine', defaultMessage: 'Discard my edits' },
  keepMine: { id: 'editor.conflict.keepMine', defaultMessage: 'Keep them' },
  loadTheirs: { id: 'editor.conflict.loadTheirs', defaultMessage: 'Load their version' },
  overwrite: { id: 'editor.conflict.overwrite', defaultMessage: 'Overwrite with mine' },
  explanation: {
    id: 'editor.conflict.explanation',
    defaultMessage:
      'You tried to {operation, select, save {save} publish {publish} cancel {cancel the tournament} other {save the summary video URL}}, but {changedBy} changed it {known, select, yes {at {when}} other {at a moment ago}}. Your edits are kept until you choose.',
  },
  theirChanges: { id: 'editor.conflict.theirChanges', defaultMessage: 'What {changedBy} changed' },
  myChanges: { id: 'editor.conflict.myChanges', defaultMessage: 'What you changed' },
  noChanges: { id: 'editor.conflict.noChanges', defaultMessage: 'No changes' },
  fieldColumn: { id: 'editor.conflict.fieldColumn', defaultMessage: 'Field' },
  loaded: { id: 'editor.conflict.loaded', defaultMessage: 'Loaded' },
  theirs: { id: 'editor.conflict.theirs', defaultMessage: 'Theirs' },
  yours: { id: 'editor.conflict.yours', defaultMessage: 'Yours' },
  someone: { id: 'editor.conflict.someone', defaultMessage: 'someone' },
});

/** A side's changes under its caption, which also names the table for screen readers. */
function ChangesTable({ caption, changes, side }: { caption: string; changes: Change[]; side: string }) {
  const intl = useIntl();
  const captionId = useId();
  return (
    <Table<Change>
      aria-labelledby={captionId}
      size="small"
      pagination={false}
      rowKey="field"
      title={() => (
        <Typography.Text strong id={captionId}>
          {caption}
        </Typography.Text>
      )}
      dataSource={changes}
      locale={{ emptyText: intl.formatMessage(messages.noChanges) }}
      columns={[
        { title: intl.formatMessage(messages.fieldColumn), dataIndex: 'field' },
        { title: intl.formatMessage(messages.loaded), dataIndex: 'before' },
        { title: side, dataIndex: 'after' },
      ]}
    />
  );
}

/**
 * Issue 13: a write refused because someone else changed the tournament since this page loaded it. The
 * person's edits stay until they choose: load their version (after a confirmation), overwrite it with
 * theirs, or close the dialog and keep editing.
 */
export function ConflictDialog() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const conflict = useAppSelector(selectConflict);
  const versions = useAppSelector(selectConflictVersions);
  // Both sides in the words shown: the comparison is of what the dialog shows.
  const changes = useMemo(() => versions && conflictChanges(versions, (text) => formatText(intl, text)), [versions, intl]);
  // 'how long ago' as of the page's render, which the dialog's few seconds do not outdate.
  const [now] = useState(Date.now);
  if (!conflict || !changes) return null;
  const { changedAt } = conflict.stale;
  const changedBy = conflict.stale.changedBy ?? intl.formatMessage(messages.someone);
  // Their save has happened, by the server's clock: never 'in a few seconds' when it runs a little ahead of the browser's.
  const when = changedAt ? `${formatDateTime(changedAt)} (${formatTimeAgo(changedAt, now)})` : '';

  return (
    <Modal
      open
      width={900}
      title={intl.formatMessage(messages.title)}
      onCancel={() => dispatch(conflictDismissed())}
      footer={[
        <Button key="cancel" onClick={() => dispatch(conflictDismissed())}>
          <FormattedMessage {...messages.cancel} />
        </Button>,
        <ConfirmPopover
          key="theirs"
          title={intl.formatMessage(messages.loadTheirsQuestion)}
          okText={intl.formatMessage(messages.discardMine)}
          cancelText={intl.formatMessage(messages.keepMine)}
          onConfirm={() => dispatch(theirVersionLoaded(conflict))}
        >
          <Button>
            <FormattedMessage {...messages.loadTheirs} />
          </Button>
        </ConfirmPopover>,
        <Button key="mine" type="primary" danger onClick={() => dispatch(overwriteChosen(conflict))}>
          <FormattedMessage {...messages.overwrite} />
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        <FormattedMessage {...messages.explanation} values={{ operation: conflict.operation, changedBy, known: changedAt ? 'yes' : 'no', when }} />
      </Typography.Paragraph>
      <ChangesTable caption={intl.formatMessage(messages.theirChanges, { changedBy })} changes={changes.theirs} side={intl.formatMessage(messages.theirs)} />
      <ChangesTable caption={intl.formatMessage(messages.myChanges)} changes={changes.mine} side={intl.formatMessage(messages.yours)} />
    </Modal>
  );
}
