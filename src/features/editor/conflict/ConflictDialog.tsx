import { Button, Modal, Popconfirm, Table, Typography } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatDateTime } from '../../../lib/format';
import { formatRelativeTime } from '../../../lib/relativeTime';
import { selectConflict } from '../editorSelectors';
import { conflictDismissed, overwriteChosen, theirVersionLoaded } from '../editorSlice';
import { selectConflictChanges } from './conflictSelectors';
import type { Change } from './tournamentChanges';

const ACTIONS = { save: 'save', publish: 'publish', cancel: 'cancel the tournament', summaryVideoUrl: 'save the summary video URL' } as const;

function ChangesTable({ caption, changes, side }: { caption: string; changes: Change[]; side: string }) {
  return (
    <Table<Change>
      size="small"
      pagination={false}
      rowKey="field"
      title={() => <Typography.Text strong>{caption}</Typography.Text>}
      dataSource={changes}
      locale={{ emptyText: 'No changes' }}
      columns={[
        { title: 'Field', dataIndex: 'field' },
        { title: 'Loaded', dataIndex: 'before' },
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
  const conflict = useAppSelector(selectConflict);
  const changes = useAppSelector(selectConflictChanges);
  // 'how long ago' as of the page's render, which the dialog's few seconds do not outdate.
  const [now] = useState(Date.now);
  if (!conflict || !changes) return null;
  const { changedBy, changedAt } = conflict.stale;
  const when = changedAt ? `${formatDateTime(changedAt)} (${formatRelativeTime(changedAt, now)})` : 'a moment ago';

  return (
    <Modal
      open
      width={900}
      title="Someone else changed this tournament"
      onCancel={() => dispatch(conflictDismissed())}
      footer={[
        <Button key="cancel" onClick={() => dispatch(conflictDismissed())}>
          Cancel
        </Button>,
        <Popconfirm
          key="theirs"
          title="Your edits will be discarded. Load their version?"
          okText="Discard my edits"
          cancelText="Keep them"
          onConfirm={() => dispatch(theirVersionLoaded(conflict))}
        >
          <Button>Load their version</Button>
        </Popconfirm>,
        <Button key="mine" type="primary" danger onClick={() => dispatch(overwriteChosen(conflict))}>
          Overwrite with mine
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        You tried to {ACTIONS[conflict.operation]}, but {changedBy} changed it at {when}. Your edits are kept until you choose.
      </Typography.Paragraph>
      <ChangesTable caption={`What ${changedBy} changed`} changes={changes.theirs} side="Theirs" />
      <ChangesTable caption="What you changed" changes={changes.mine} side="Yours" />
    </Modal>
  );
}
