import { Button, ConfigProvider, Table, type TableColumnsType, type ThemeConfig } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TimestampCell } from '../../../components/TimestampCell';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { defineMessages } from '../../../i18n/defineMessages';
import type { Text } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { formatScore } from '../../../lib/format';
import { selectHistoryOffered } from '../../history';
import { PlayerAdjustmentsButton } from '../../history/ui';
import { useCurrentMinute } from '../../tournaments/ui';
import {
  selectCanAdjustScores,
  selectEmptyText,
  selectLeaderboardTableRows,
  selectLeaderboardTournamentId,
  selectMovedRowIds,
  type LeaderboardTableRow,
} from '../leaderboardSelectors';
import { adjustDialogOpened } from '../leaderboardSlice';
import { positionMessages } from '../messages';

const messages = defineMessages({
  userName: { id: 'leaderboard.table.userName', defaultMessage: 'Username' },
  computed: { id: 'leaderboard.table.computed', defaultMessage: 'Computed' },
  prizeCode: { id: 'leaderboard.table.prizeCode', defaultMessage: 'Prize code' },
  prizeName: { id: 'leaderboard.table.prizeName', defaultMessage: 'Prize name' },
  adjust: { id: 'leaderboard.table.adjust', defaultMessage: 'Adjust' },
  adjustments: { id: 'leaderboard.table.adjustments', defaultMessage: 'Adjustments' },
  addScoreTo: { id: 'leaderboard.table.addScoreTo', defaultMessage: 'Add score to {userId}' },
  caption: { id: 'leaderboard.table.caption', defaultMessage: 'Leaderboard' },
});

/** Opens Adjust Score for the row's player, named with their score. */
function AdjustRowButton({ row: { user_id, user_name, total_score } }: { row: LeaderboardTableRow }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <Button size="small" aria-label={intl.formatMessage(messages.addScoreTo, { userId: user_id })} onClick={() => dispatch(adjustDialogOpened({ row: { user_id, user_name, total_score } }))}>
      +
    </Button>
  );
}

interface ColumnChoices {
  now: number;
  canAdjust: boolean;
  /** The board's tournament when the API keeps a history: each row then opens the player's adjustments. */
  historyOf: number | null;
  /** Puts the titles and the prize names into the language shown. */
  format: (text: Text) => string;
}

function columns({ now, canAdjust, historyOf, format }: ColumnChoices): TableColumnsType<LeaderboardTableRow> {
  const shown: TableColumnsType<LeaderboardTableRow> = [
    { title: format(positionMessages.rank), dataIndex: 'rank', align: 'right' },
    { title: format(positionMessages.userId), dataIndex: 'user_id' },
    { title: format(messages.userName), dataIndex: 'user_name' },
    { title: format(positionMessages.score), dataIndex: 'total_score', align: 'right', render: (score: number) => formatScore(score) },
    { title: format(messages.computed), dataIndex: 'computed', render: (computed: string) => <TimestampCell value={computed} now={now} /> },
    { title: format(messages.prizeCode), dataIndex: 'prizeCode' },
    { title: format(messages.prizeName), dataIndex: 'prizeName', render: (prizeName: Text) => format(prizeName) },
  ];
  const adjust = { title: format(messages.adjust), key: 'adjust', render: (_: unknown, row: LeaderboardTableRow) => <AdjustRowButton row={row} /> };
  const adjustments = (tournamentId: number) => ({
    title: format(messages.adjustments),
    key: 'adjustments',
    render: (_: unknown, row: LeaderboardTableRow) => <PlayerAdjustmentsButton tournamentId={tournamentId} playerId={row.user_id} />,
  });
  return [...shown, ...(historyOf === null ? [] : [adjustments(historyOf)]), ...(canAdjust ? [adjust] : [])];
}

/**
 * Compact rows: 4 px above and below the cells' content (antd's small table has 8), so that 15 players or more fit a
 * 1440×900 window above the pager; the row's buttons keep antd's small 24 px, the least a pointer target should be.
 */
const compactRows: ThemeConfig = { components: { Table: { cellPaddingBlockSM: 4 } } };

/** The rows in view in rank order, those a live refresh moved highlighted briefly; with none, a row saying 'Loading...', 'Error: {message}' or 'No data'. */
export function LeaderboardTable() {
  const format = useFormatText();
  const rows = useAppSelector(selectLeaderboardTableRows);
  const emptyText = useAppSelector(selectEmptyText);
  const canAdjust = useAppSelector(selectCanAdjustScores);
  const moved = useAppSelector(selectMovedRowIds);
  const tournamentId = useAppSelector(selectLeaderboardTournamentId);
  const historyOffered = useAppSelector(selectHistoryOffered);
  // Relative times move on with the minute: a live board stays open for hours, and its refreshes bring scores
  // computed after it opened.
  const now = useCurrentMinute();
  return (
    <ConfigProvider theme={compactRows}>
      <Table<LeaderboardTableRow>
        className="leaderboard-table"
        // Named for screen readers; sighted staff see the tab's name.
        caption={<VisuallyHidden>{format(messages.caption)}</VisuallyHidden>}
        rowKey="user_id"
        size="small"
        columns={columns({ now, canAdjust, historyOf: historyOffered ? tournamentId : null, format })}
        dataSource={rows}
        locale={{ emptyText: format(emptyText) }}
        rowClassName={(row) => (moved.has(row.user_id) ? 'leaderboard-row-moved' : '')}
        // The tab's own pager pages the server's board; antd's would page only the rows in view.
        pagination={false}
        // Wide tables scroll inside their box on small screens instead of widening the page.
        scroll={{ x: 'max-content' }}
      />
    </ConfigProvider>
  );
}
