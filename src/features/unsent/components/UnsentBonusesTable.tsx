import { Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { OutboxEntry } from '../../../api/unsent';
import { useAppSelector } from '../../../app/hooks';
import { formatDateTime, formatRelativeTime, formatScore } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { selectUnsentStatus, selectVisibleUnsentEntries } from '../unsentSelectors';
import { SendBonusButton } from './SendBonusButton';

const PAGE_SIZE = 50;

function CreatedCell({ created, now }: { created: string; now: number }) {
  return (
    <>
      {formatDateTime(created)}
      <br />
      <Typography.Text type="secondary">{formatRelativeTime(created, now)}</Typography.Text>
    </>
  );
}

function columns(now: number): TableColumnsType<OutboxEntry> {
  return [
    { title: 'Rank', dataIndex: 'rank' },
    {
      title: 'Tournament ID',
      dataIndex: 'tournament_id',
      // Spec §2: in a new tab, so the operator keeps their place in this list.
      render: (id: number) => (
        <a href={paths.tournament.link({ id })} target="_blank" rel="noopener noreferrer">
          {id}
        </a>
      ),
    },
    { title: 'User ID', dataIndex: 'user_id' },
    { title: 'Score', dataIndex: 'total_score', align: 'right', render: (score: number) => formatScore(score) },
    { title: 'Bonus Code', dataIndex: 'bonus_code' },
    { title: 'Created', dataIndex: 'created', render: (created: string) => <CreatedCell created={created} now={now} /> },
    { title: 'Failures', dataIndex: 'send_failures', align: 'right' },
    { title: 'Send', key: 'send', render: (_: unknown, entry: OutboxEntry) => <SendBonusButton entry={entry} /> },
  ];
}

/** The unsent entries matching the search, newest first (the store keeps them in that order). */
export function UnsentBonusesTable() {
  const entries = useAppSelector(selectVisibleUnsentEntries);
  const loading = useAppSelector(selectUnsentStatus) === 'loading';
  // Relative times are as of opening the page; a minute's drift does not matter in a work queue.
  const [now] = useState(Date.now);
  return (
    <Table<OutboxEntry>
      rowKey="id"
      size="middle"
      columns={columns(now)}
      dataSource={entries}
      loading={loading}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      // Wide tables scroll inside their box on small screens instead of widening the page.
      scroll={{ x: 'max-content' }}
    />
  );
}
