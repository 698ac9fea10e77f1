import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TimestampCell } from '../../../components/TimestampCell';
import { formatScore } from '../../../lib/format';
import { PlayerAdjustmentsButton, selectHistoryOffered } from '../../history';
import {
  selectCanAdjustScores,
  selectEmptyText,
  selectLeaderboardTableRows,
  selectLeaderboardTournamentId,
  selectMovedRowIds,
  type LeaderboardTableRow,
} from '../leaderboardSelectors';
import { adjustDialogOpened } from '../leaderboardSlice';

function AdjustRowButton({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  return (
    <Button size="small" aria-label={`Add score to ${userId}`} onClick={() => dispatch(adjustDialogOpened({ userId }))}>
      +
    </Button>
  );
}

interface ColumnChoices {
  now: number;
  canAdjust: boolean;
  /** The board's tournament when the API keeps a history: each row then opens the player's adjustments. */
  historyOf: number | null;
}

function columns({ now, canAdjust, historyOf }: ColumnChoices): TableColumnsType<LeaderboardTableRow> {
  const shown: TableColumnsType<LeaderboardTableRow> = [
    { title: 'Rank', dataIndex: 'rank', align: 'right' },
    { title: 'User ID', dataIndex: 'user_id' },
    { title: 'Username', dataIndex: 'user_name' },
    { title: 'Score', dataIndex: 'total_score', align: 'right', render: (score: number) => formatScore(score) },
    { title: 'Computed', dataIndex: 'computed', render: (computed: string) => <TimestampCell value={computed} now={now} /> },
    { title: 'Prize code', dataIndex: 'prizeCode' },
    { title: 'Prize name', dataIndex: 'prizeName' },
  ];
  const adjust = { title: 'Adjust', key: 'adjust', render: (_: unknown, row: LeaderboardTableRow) => <AdjustRowButton userId={row.user_id} /> };
  const adjustments = (tournamentId: number) => ({
    title: 'Adjustments',
    key: 'adjustments',
    render: (_: unknown, row: LeaderboardTableRow) => <PlayerAdjustmentsButton tournamentId={tournamentId} playerId={row.user_id} />,
  });
  return [...shown, ...(historyOf === null ? [] : [adjustments(historyOf)]), ...(canAdjust ? [adjust] : [])];
}

/** The rows in view in rank order, those a live refresh moved highlighted briefly; with none, a row saying 'Loading...', 'Error: {message}' or 'No data'. */
export function LeaderboardTable() {
  const rows = useAppSelector(selectLeaderboardTableRows);
  const emptyText = useAppSelector(selectEmptyText);
  const canAdjust = useAppSelector(selectCanAdjustScores);
  const moved = useAppSelector(selectMovedRowIds);
  const tournamentId = useAppSelector(selectLeaderboardTournamentId);
  const historyOffered = useAppSelector(selectHistoryOffered);
  // Relative times are as of opening the tab, like the other tables.
  const [now] = useState(Date.now);
  return (
    <Table<LeaderboardTableRow>
      rowKey="user_id"
      size="middle"
      columns={columns({ now, canAdjust, historyOf: historyOffered ? tournamentId : null })}
      dataSource={rows}
      locale={{ emptyText }}
      rowClassName={(row) => (moved.has(row.user_id) ? 'leaderboard-row-moved' : '')}
      // The tab's own pager pages the server's board; antd's would page only the rows in view.
      pagination={false}
      // Wide tables scroll inside their box on small screens instead of widening the page.
      scroll={{ x: 'max-content' }}
    />
  );
}
