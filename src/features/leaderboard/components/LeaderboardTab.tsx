import { Button, Flex, Input } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTournamentTabShown } from '../../editor/pages/useTournamentTabShown';
import { ExportLeaderboardButton } from '../../leaderboardExport/ExportLeaderboardButton';
import { LiveStatus } from '../../live/LiveStatus';
import { selectCanAdjustScores, selectLeaderboardSearch, selectPager } from '../leaderboardSelectors';
import { adjustDialogOpened, searchChanged, tabClosed, tabOpened } from '../leaderboardSlice';
import { AdjustScoreDialog } from './AdjustScoreDialog';
import { LeaderboardPager } from './LeaderboardPager';
import { LeaderboardTable } from './LeaderboardTable';
import './leaderboard.css';

/**
 * Spec §2 "Leaderboard tab" of the open tournament: loads on opening, drops its load on leaving (the tab
 * is mounted only while chosen), searches one player by user id, and adjusts scores while In Progress.
 * While In Progress it follows the board live (issue 12), its status beside the table.
 */
export function LeaderboardTab() {
  const dispatch = useAppDispatch();
  useTournamentTabShown(tabOpened, tabClosed);
  const search = useAppSelector(selectLeaderboardSearch);
  const canAdjust = useAppSelector(selectCanAdjustScores);
  const pagerShown = useAppSelector(selectPager).shown;

  return (
    <div className={pagerShown ? 'leaderboard-with-pager' : undefined}>
      <Flex wrap gap="middle" align="center" className="leaderboard-toolbar">
        <Input
          aria-label="Search by user"
          placeholder="User ID"
          allowClear
          value={search}
          onChange={(event) => dispatch(searchChanged(event.target.value))}
          style={{ maxWidth: 320 }}
        />
        {canAdjust && (
          <Button type="primary" onClick={() => dispatch(adjustDialogOpened({ userId: '' }))}>
            Add score
          </Button>
        )}
        <ExportLeaderboardButton />
        <LiveStatus feed="leaderboard" />
      </Flex>
      <LeaderboardTable />
      <LeaderboardPager />
      <AdjustScoreDialog />
    </div>
  );
}
