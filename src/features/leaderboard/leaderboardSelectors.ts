import { createSelector } from '@reduxjs/toolkit';
import { LEADERBOARD_PAGE_SIZE, type LeaderboardRow } from '../../api/leaderboard';
import { selectApiOffers, type WithApiExtensions } from '../../app/apiExtensionsSlice';
import { OptInCondition, TournamentStatus } from '../../domain/enums';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef, type Text } from '../../i18n/text';
import { selectFields, selectStatus, selectTiers } from '../editor';
import { sharedMessages } from '../tournaments';
import { leaderboardAdapter, type LeaderboardState, selectLeaderboardSlice } from './leaderboardSlice';
import { prizeForRank } from './tierPrize';

type WithLeaderboard = { leaderboard?: LeaderboardState };
/** The tab also reads the editor's working copy: its status and tiers. */
type WithLeaderboardAndEditor = WithLeaderboard & Parameters<typeof selectTiers>[0];

/** Spec §9: the pager appears when there are more than 2 pages, with a window margin of 3. */
export const PAGER_MIN_PAGES = 3;
export const PAGER_MARGIN = 3;

export const { selectAll: selectLeaderboardRows } = leaderboardAdapter.getSelectors(selectLeaderboardSlice);

export const selectLeaderboardTournamentId = (state: WithLeaderboard) => selectLeaderboardSlice(state).tournamentId;
export const selectLeaderboardSearch = (state: WithLeaderboard) => selectLeaderboardSlice(state).search;
export const selectAdjustmentDialog = (state: WithLeaderboard) => selectLeaderboardSlice(state).adjustment;

/** The user id searched for, or '' when the page is shown. */
export const selectSearchedPlayerId = (state: WithLeaderboard) => selectLeaderboardSlice(state).search.trim();

/** What the sagas load for the open tab (undefined while it is closed): a page, or the searched player. */
export const selectLeaderboardQuery = createSelector(
  [(state: WithLeaderboard) => selectLeaderboardSlice(state).tabOpen, selectLeaderboardTournamentId, (state: WithLeaderboard) => selectLeaderboardSlice(state).page, selectSearchedPlayerId],
  (tabOpen, tournamentId, page, playerId) => (tabOpen && tournamentId !== null ? { tournamentId, page, playerId } : undefined),
);

/** The board version the rows show since the last live refresh; null before it. */
export const selectLiveVersion = (state: WithLeaderboard) => selectLeaderboardSlice(state).liveVersion;
/** A load of the view (opening, paging, searching, after an adjustment) is in flight. */
export const selectViewLoading = (state: WithLeaderboard) => selectLeaderboardSlice(state).status === 'loading';

/** The rows to highlight after a live refresh. */
export const selectMovedRowIds = createSelector([(state: WithLeaderboard) => selectLeaderboardSlice(state).movedIds], (ids) => new Set(ids));

const messages = defineMessages({
  noData: { id: 'leaderboard.table.noData', defaultMessage: 'No data' },
});

/** The text of the table's row when it has no rows (spec §2, §8); memoized, as the failure's text is a new object. */
export const selectEmptyText = createSelector(
  [(state: WithLeaderboard) => selectLeaderboardSlice(state).status, (state: WithLeaderboard) => selectLeaderboardSlice(state).error],
  (status, error): Text => {
    if (status === 'loading') return sharedMessages.loading;
    return status === 'failed' ? messageRef(sharedMessages.error, { message: error ?? '' }) : messages.noData;
  },
);

export type LeaderboardTableRow = LeaderboardRow & { prizeCode: string; prizeName: Text };

/** The rows in view with the prize of the tier covering each rank, from the editor's tiers. */
export const selectLeaderboardTableRows = createSelector([selectLeaderboardRows, selectTiers], (rows, tiers): LeaderboardTableRow[] =>
  rows.map((row) => {
    const prize = prizeForRank(tiers, row.rank);
    return { ...row, prizeCode: prize?.code ?? '', prizeName: prize?.name ?? '' };
  }),
);

/** The pager over the whole board: pages 1-based; shown only for more than 2 pages and not while searching. */
export const selectPager = createSelector(
  [(state: WithLeaderboard) => selectLeaderboardSlice(state).size, (state: WithLeaderboard) => selectLeaderboardSlice(state).page, selectSearchedPlayerId],
  (size, page, playerId) => {
    const pageCount = Math.ceil(size / LEADERBOARD_PAGE_SIZE);
    return { shown: playerId === '' && pageCount >= PAGER_MIN_PAGES, current: page + 1, pageCount };
  },
);

/** Spec §2: 'Add score' and the rows' '+' only while the tournament is In Progress. */
export const selectCanAdjustScores = (state: WithLeaderboardAndEditor) => selectStatus(state) === TournamentStatus.InProgress;

/**
 * Issue 25: 'Invite players' where the board is by invitation or opt-in (not Open) and while players can be assigned
 * (In Progress, as the header's 'Assign player' and the tab's 'Add score'), when the API offers it.
 */
export const selectCanInvitePlayers = (state: WithLeaderboardAndEditor & WithApiExtensions) => {
  const optIn = selectFields(state)?.opt_in_condition;
  const byInvitation = optIn === OptInCondition.OptIn || optIn === OptInCondition.Invite;
  return selectStatus(state) === TournamentStatus.InProgress && byInvitation && selectApiOffers(state, 'invitePlayers');
};
