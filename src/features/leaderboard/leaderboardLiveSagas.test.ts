import type { Action } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { fakeEventStreams, type StreamScript } from '../../../test/fakeEventStreams';
import { stateAfter } from '../../../test/stateAfter';
import * as api from '../../api/leaderboard';
import * as liveApi from '../../api/liveBoards';
import { rootReducer } from '../../../test/allFeatures';
import { TournamentStatus } from '../../domain/enums';
import { tournamentLoaded } from '../editor/editorSlice';
import { aChange, changeEvent, endEvent, liveDelays } from '../live/liveFixtures';
import { liveFeedStopped } from '../live/liveSlice';
import { tournamentOpened } from '../openedTournament';
import { aTournament } from '../tournaments/tournamentFixtures';
import { aPage, aRow, withoutPlayerSearch } from './leaderboardFixtures';
import { searchedRows } from './searchedPlayers';
import { leaderboardSagas } from './leaderboardSagas';
import {
  adjustDialogOpened,
  liveRowsRefreshed,
  movedRowsFaded,
  pageChosen,
  pageLoaded,
  searchChanged,
  searchResultLoaded,
  tabClosed,
  tabOpened,
} from './leaderboardSlice';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('../../api/leaderboard');
jest.mock('../../api/liveBoards', () => ({ ...jest.requireActual('../../api/liveBoards'), openBoardChanges: jest.fn() }));
const fetchPage = jest.mocked(api.fetchLeaderboardPage);
const fetchRank = jest.mocked(api.fetchPlayerRank);
const openBoard = jest.mocked(liveApi.openBoardChanges);

/** Tournament 7 open in the editor with `status`, its Leaderboard tab shown before on `before`, then left. */
const tournamentWith = (status: TournamentStatus, ...before: Action[]) =>
  stateAfter(tournamentOpened(7), tournamentLoaded(aTournament(7, { status })), ...(before.length > 0 ? [tabOpened(7), ...before, tabClosed()] : []));

/** Page 3 (page index 2) of 300 players where players 202 and 203 swapped places. */
const swapped: api.LeaderboardPage = {
  size: 301,
  rows: aPage(2, 300).rows.map((row) =>
    row.rank === 202 ? aRow(202, { user_id: 'player-203', user_name: 'Player 203' }) : row.rank === 203 ? aRow(203, { user_id: 'player-202', user_name: 'Player 202' }) : row,
  ),
};

function streams(...scripts: StreamScript[]) {
  const fake = fakeEventStreams(...scripts);
  openBoard.mockImplementation(fake.open);
  return fake;
}

const onPage3 = [pageChosen(2), pageLoaded(aPage(2, 300))];

// Real timers: the margins (a page answered after 100–200 ms, runs of 250–500 ms) hold on a loaded CI machine.
beforeEach(() => jest.resetAllMocks());

describe('the live Leaderboard tab', () => {
  it('follows the board of an In Progress tournament while the tab is shown, and stops when it is left', async () => {
    const fake = streams({ chunks: [changeEvent(aChange(7, 3))] });
    fetchPage.mockResolvedValue(aPage(0, 300));
    const { storeState } = await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, tournamentWith(TournamentStatus.InProgress))
      .provide(liveDelays().provider)
      .dispatch(tabOpened(7))
      .delay(100)
      .dispatch(tabClosed())
      .put(liveFeedStopped({ feed: 'leaderboard', ended: false }))
      .silentRun(STEPPED_RUN_MS);
    expect(fake.opened.map(({ args }) => args[0])).toEqual([7]);
    expect(fake.opened[0].signal.aborted).toBe(true);
    expect(storeState.live.connections.leaderboard.status).toBe('off');
  });

  it('does not follow the board of a tournament not In Progress', async () => {
    const fake = streams();
    fetchPage.mockResolvedValue(aPage(0, 300));
    await expectSaga(leaderboardSagas).withReducer(rootReducer, tournamentWith(TournamentStatus.Completed)).dispatch(tabOpened(7)).silentRun(250);
    expect(fake.opened).toHaveLength(0);
  });

  it('refreshes only the page in view on a newer version: same page, dialog still open, moved rows highlighted, then faded', async () => {
    streams({ chunks: [changeEvent(aChange(7, 10))] });
    fetchPage.mockResolvedValueOnce(aPage(2, 300)).mockResolvedValueOnce(swapped);
    const delays = liveDelays();
    // The dialog was opened on the page before: a reducer-only action dispatched here would wait for a take.
    const dialogOpen = rootReducer(tournamentWith(TournamentStatus.InProgress, ...onPage3), adjustDialogOpened({ row: aRow(250) }));
    const { storeState } = await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, dialogOpen)
      .provide(delays.provider)
      .dispatch(tabOpened(7))
      .put(pageLoaded(aPage(2, 300)))
      .put(liveRowsRefreshed({ version: 10, rows: swapped.rows, size: 301 }))
      .put(movedRowsFaded())
      .silentRun(250);
    expect(fetchPage.mock.calls.map(([id, page]) => [id, page])).toEqual([
      [7, 2],
      [7, 2],
    ]);
    const { leaderboard } = storeState;
    expect([leaderboard.page, leaderboard.size, leaderboard.liveVersion, leaderboard.ids[1]]).toEqual([2, 301, 10, 'player-203']);
    expect(leaderboard.adjustment).toMatchObject({ open: true, draft: { user_id: 'player-250' } });
    expect(delays.waited).toContain(2000);
  });

  it('refreshes the searched player, not the page, while a search is shown (an API without playerSearch)', async () => {
    streams({ chunks: [changeEvent(aChange(7, 4))] });
    const found = { row: aRow(5, { user_id: 'ana' }), rank: 5 };
    const climbed = { row: aRow(2, { user_id: 'ana' }), rank: 2 };
    fetchRank.mockResolvedValueOnce(found).mockResolvedValueOnce(climbed);
    const searching = tournamentWith(TournamentStatus.InProgress, searchChanged('ana'), searchResultLoaded(searchedRows(found)));
    await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, withoutPlayerSearch(searching))
      .provide(liveDelays().provider)
      .dispatch(tabOpened(7))
      .put(liveRowsRefreshed({ version: 4, rows: [{ ...climbed.row, rank: 2 }] }))
      .silentRun(250);
    expect(fetchPage).not.toHaveBeenCalled();
    expect(fetchRank.mock.calls.map(([id, player]) => [id, player])).toEqual([
      [7, 'ana'],
      [7, 'ana'],
    ]);
  });

  it('ignores a version no newer than the one shown or being fetched, and other boards', async () => {
    streams({ chunks: [changeEvent(aChange(7, 10)), changeEvent(aChange(7, 10)), changeEvent(aChange(7, 9)), changeEvent(aChange(8, 50))] });
    // The refresh is still under way when the repeated and the older versions arrive.
    const slowPage = () => new Promise<api.LeaderboardPage>((resolve) => setTimeout(() => resolve(aPage(0, 300)), 100));
    fetchPage.mockResolvedValueOnce(aPage(0, 300)).mockImplementation(slowPage);
    await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, tournamentWith(TournamentStatus.InProgress))
      .provide(liveDelays().provider)
      .dispatch(tabOpened(7))
      .put(liveRowsRefreshed({ version: 10, rows: aPage(0, 300).rows, size: 300 }))
      .silentRun(400);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('drops a refresh whose view the user left meanwhile, leaving the page to their own load', async () => {
    streams({ chunks: [changeEvent(aChange(7, 10))] });
    // The refresh answers (with page 1 of the board) only after the user chose page 2.
    const lateRefresh = () => new Promise<api.LeaderboardPage>((resolve) => setTimeout(() => resolve(aPage(0, 300)), 200));
    fetchPage.mockResolvedValueOnce(aPage(0, 300)).mockImplementationOnce(lateRefresh).mockResolvedValueOnce(aPage(1, 300));
    const { storeState } = await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, tournamentWith(TournamentStatus.InProgress))
      .provide(liveDelays().provider)
      .dispatch(tabOpened(7))
      .delay(100)
      .dispatch(pageChosen(1))
      .put(pageLoaded(aPage(1, 300)))
      .not.put.actionType(liveRowsRefreshed.type)
      .silentRun(500);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(storeState.leaderboard.page).toBe(1);
    expect(storeState.leaderboard.ids[0]).toBe('player-101');
  });

  it('shows the final board when the tournament ends, and stops following', async () => {
    streams({ chunks: [changeEvent(aChange(7, 10)), endEvent(7)], close: true });
    fetchPage.mockResolvedValue(aPage(0, 300));
    const { storeState } = await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, tournamentWith(TournamentStatus.InProgress))
      .provide(liveDelays().provider)
      .dispatch(tabOpened(7))
      .put(liveFeedStopped({ feed: 'leaderboard', ended: true }))
      .silentRun(500);
    expect(fetchPage.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(storeState.live.connections.leaderboard.status).toBe('ended');
    expect(storeState.leaderboard.liveVersion).toBe(10);
  });
});
