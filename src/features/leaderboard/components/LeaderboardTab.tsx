import { Button, Flex } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { SearchInput } from '../../../components/SearchInput';
import { defineMessages } from '../../../i18n/defineMessages';
import { useTournamentTabShown } from '../../openedTournament/ui';
import { InvitePlayers } from '../../invitePlayers/ui';
import { ExportLeaderboardButton } from '../../leaderboardExport/ui';
import { LiveStatus } from '../../live/ui';
import { selectCanAdjustScores, selectCanInvitePlayers, selectLeaderboardSearch, selectLeaderboardTournamentId, selectPager } from '../leaderboardSelectors';
import { adjustDialogOpened, searchChanged, tabClosed, tabOpened } from '../leaderboardSlice';
import { AdjustScoreDialog } from './AdjustScoreDialog';
import { LeaderboardPager } from './LeaderboardPager';
import { positionMessages } from '../messages';
import { LeaderboardTable } from './LeaderboardTable';
import { selectSearchesByName } from '../searchedPlayers';
import './leaderboard.css';

const messages = defineMessages({
  search: { id: 'leaderboard.tab.search', defaultMessage: 'Search by user' },
  searchByName: { id: 'leaderboard.tab.searchByName', defaultMessage: 'User ID or name' },
  addScore: { id: 'leaderboard.tab.addScore', defaultMessage: 'Add score' },
});

/**
 * Spec §2 "Leaderboard tab" of the open tournament: loads on opening, drops its load on leaving (the tab
 * is mounted only while chosen), searches one player by user id (or, where the API offers it, players by the start of
 * their id or name as staff type, issue 27), and adjusts scores while In Progress.
 * While In Progress it follows the board live (issue 12), its status beside the table, which also shows the
 * players a list invitation adds (issue 25).
 */
export function LeaderboardTab() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useTournamentTabShown(tabOpened, tabClosed);
  const search = useAppSelector(selectLeaderboardSearch);
  const canAdjust = useAppSelector(selectCanAdjustScores);
  const canInvite = useAppSelector(selectCanInvitePlayers);
  const tournamentId = useAppSelector(selectLeaderboardTournamentId);
  const pagerShown = useAppSelector(selectPager).shown;
  const byName = useAppSelector(selectSearchesByName);

  return (
    <div className={pagerShown ? 'leaderboard-with-pager' : undefined}>
      <Flex wrap gap="middle" align="center" className="leaderboard-toolbar">
        <SearchInput
          aria-label={intl.formatMessage(messages.search)}
          placeholder={intl.formatMessage(byName ? messages.searchByName : positionMessages.userId)}
          value={search}
          onChange={(event) => dispatch(searchChanged(event.target.value))}
          style={{ maxWidth: 320 }}
        />
        {canAdjust && (
          <Button type="primary" onClick={() => dispatch(adjustDialogOpened({}))}>
            <FormattedMessage {...messages.addScore} />
          </Button>
        )}
        {canInvite && tournamentId !== null && <InvitePlayers tournamentId={tournamentId} />}
        <ExportLeaderboardButton />
        <LiveStatus feed="leaderboard" />
      </Flex>
      <LeaderboardTable />
      <LeaderboardPager />
      <AdjustScoreDialog />
    </div>
  );
}
