import { stateAfter } from '../../../test/stateAfter';
import type { Action } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { pendingUntilAborted } from '../../../test/pendingUntilAborted';
import { HttpStatusError } from '../../api/client';
import * as api from '../../api/leaderboard';
import { rootReducer } from '../../../test/allFeatures';
import { aPage, aRow, errorsInEnglish, withoutPlayerSearch } from './leaderboardFixtures';
import { ADJUSTED_PLAYER_LOOKUP_DELAY_MS, leaderboardSagas } from './leaderboardSagas';
import { PLAYER_SEARCH_DEBOUNCE_MS, searchedRows } from './searchedPlayers';
import {
  adjustDialogOpened,
  adjustedPlayerFound,
  adjustmentEdited,
  adjustmentFailed,
  adjustmentRefused,
  adjustmentSubmitted,
  loadFailed,
  pageChosen,
  pageLoaded,
  scoreAdjusted,
  searchChanged,
  searchResultLoaded,
  searchSettled,
  tabClosed,
  tabOpened,
} from './leaderboardSlice';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('../../api/leaderboard');
const fetchPage = jest.mocked(api.fetchLeaderboardPage);
const fetchRank = jest.mocked(api.fetchPlayerRank);
const adjust = jest.mocked(api.adjustScoreManually);

const never = () => new Promise<never>(() => undefined);

/** The tab of tournament 7 open on the first page of 300 players. */
const onFirstPage = (...actions: Action[]) => stateAfter(tabOpened(7), pageLoaded(aPage(0, 300)), ...actions);
/** The Adjust Score dialog filled in with `draft`. */
const withDraft = (draft: Partial<Record<'note' | 'score' | 'user_id', string>>, ...before: Action[]) =>
  onFirstPage(...before, adjustDialogOpened({}), ...Object.entries(draft).map(([field, value]) => adjustmentEdited({ field: field as 'note', value })));

beforeEach(() => jest.resetAllMocks());

describe('loading the leaderboard', () => {
  it('loads the first page of the open tournament when the tab opens', async () => {
    fetchPage.mockResolvedValue(aPage(0, 300));
    const { storeState } = await expectSaga(leaderboardSagas).withReducer(rootReducer).dispatch(tabOpened(7)).put(pageLoaded(aPage(0, 300))).silentRun(50);
    expect(fetchPage).toHaveBeenCalledWith(7, 0, expect.any(AbortSignal));
    expect(storeState.leaderboard.ids[0]).toBe('player-1');
    expect(storeState.leaderboard.size).toBe(300);
  });

  it('loads the chosen page', async () => {
    fetchPage.mockResolvedValue(aPage(2, 300));
    const { storeState } = await expectSaga(leaderboardSagas).withReducer(rootReducer, onFirstPage()).dispatch(pageChosen(2)).put(pageLoaded(aPage(2, 300))).silentRun(50);
    expect(fetchPage).toHaveBeenCalledWith(7, 2, expect.any(AbortSignal));
    expect(storeState.leaderboard.ids[0]).toBe('player-201');
  });

  it('aborts the page in flight when another page is chosen, showing only the latest', async () => {
    const pending = pendingUntilAborted();
    fetchPage.mockImplementationOnce(pending.request).mockResolvedValueOnce(aPage(2, 300));
    await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, onFirstPage())
      .dispatch(pageChosen(1))
      .dispatch(pageChosen(2))
      .put(pageLoaded(aPage(2, 300)))
      .not.put.actionType(loadFailed.type)
      .silentRun(50);
    expect(pending.signals[0].aborted).toBe(true);
    expect(fetchPage.mock.calls.map(([, page]) => page)).toEqual([1, 2]);
  });

  it('aborts the load in flight when the tab closes, and reports nothing', async () => {
    const pending = pendingUntilAborted();
    fetchPage.mockImplementation(pending.request);
    const { storeState } = await expectSaga(leaderboardSagas)
      .withReducer(rootReducer)
      .dispatch(tabOpened(7))
      // The request is under way before the tab closes (the live watcher shares the opening's turn).
      .delay(10)
      .dispatch(tabClosed())
      .not.put.actionType(pageLoaded.type)
      .not.put.actionType(loadFailed.type)
      .silentRun(STEPPED_RUN_MS);
    expect(pending.signals[0].aborted).toBe(true);
    expect(storeState.leaderboard.status).toBe('idle');
  });

  it("reports a failed load as '{status} - {statusText}'", async () => {
    fetchPage.mockRejectedValue(new HttpStatusError(503, 'Service Unavailable'));
    await expectSaga(leaderboardSagas).withReducer(rootReducer).dispatch(tabOpened(7)).put(loadFailed({ message: '503 - Service Unavailable' })).silentRun(50);
  });
});

describe('searching by user', () => {
  it("searches players by the start of their id or name where the API offers it, showing them at their ranks (issue 27)", async () => {
    const search = jest.mocked(api.searchLeaderboard);
    const found = { size: 300, rows: [aRow(4, { user_name: 'Bogdan Popescu' }), aRow(17, { user_name: 'bogdana' })] };
    search.mockResolvedValue(found);
    const { storeState } = await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, onFirstPage())
      .dispatch(searchChanged(' bogdan '))
      .put(searchSettled(' bogdan '))
      .put(searchResultLoaded(found.rows))
      .silentRun(PLAYER_SEARCH_DEBOUNCE_MS + 100);
    expect(search).toHaveBeenCalledWith(7, 'bogdan', expect.any(AbortSignal));
    expect(fetchRank).not.toHaveBeenCalled();
    expect(storeState.leaderboard.ids).toEqual(['player-4', 'player-17']);
  });

  it("looks the trimmed user id up once the search settles, showing the player's row and rank", async () => {
    const found = { row: aRow(42), rank: 42 };
    fetchRank.mockResolvedValue(found);
    const { storeState } = await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, withoutPlayerSearch(onFirstPage(searchChanged(' player-42 '))))
      .dispatch(searchSettled(' player-42 '))
      .put(searchResultLoaded(searchedRows(found)))
      .silentRun(50);
    expect(fetchRank).toHaveBeenCalledWith(7, 'player-42', expect.any(AbortSignal));
    expect(fetchPage).not.toHaveBeenCalled();
    expect(storeState.leaderboard.ids).toEqual(['player-42']);
  });

  it("reads an empty body as no such player: 'No data'", async () => {
    fetchRank.mockResolvedValue(undefined);
    const { storeState } = await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, withoutPlayerSearch(onFirstPage(searchChanged('ghost'))))
      .dispatch(searchSettled('ghost'))
      .put(searchResultLoaded([]))
      .silentRun(50);
    expect(storeState.leaderboard.ids).toEqual([]);
    expect(storeState.leaderboard.status).toBe('loaded');
  });

  it('cancels the request in flight on new input without looking anything up before the search settles', async () => {
    const pending = pendingUntilAborted();
    fetchRank.mockImplementation(pending.request);
    await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, withoutPlayerSearch(onFirstPage(searchChanged('player-4'))))
      .dispatch(searchSettled('player-4'))
      .dispatch(searchChanged('player-42'))
      .not.put.actionType(searchResultLoaded.type)
      .not.put.actionType(loadFailed.type)
      .silentRun(50);
    expect(fetchRank).toHaveBeenCalledTimes(1);
    expect(pending.signals[0].aborted).toBe(true);
  });

  it('returns to the page at once when the search is cleared', async () => {
    fetchPage.mockResolvedValue(aPage(2, 300));
    await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, onFirstPage(pageChosen(2), searchChanged('player-4')))
      .dispatch(searchChanged(''))
      .put(pageLoaded(aPage(2, 300)))
      .silentRun(50);
    expect(fetchPage).toHaveBeenCalledWith(7, 2, expect.any(AbortSignal));
    expect(fetchRank).not.toHaveBeenCalled();
  });

  it('looks nothing up for a search that settles after the tab closed', async () => {
    await expectSaga(leaderboardSagas).withReducer(rootReducer, onFirstPage(searchChanged('player-4'), tabClosed())).dispatch(searchSettled('player-4')).silentRun(50);
    expect(fetchRank).not.toHaveBeenCalled();
  });
});

describe('adjusting a score', () => {
  const valid = { note: ' Goodwill ', score: '-250.5', user_id: ' player-3 ' };

  it('sends a valid adjustment for the open tournament, closes the dialog and reloads the page', async () => {
    const answer = { row: aRow(1, { user_id: 'player-3' }), rank: 1 };
    adjust.mockResolvedValue(answer);
    fetchPage.mockResolvedValue(aPage(0, 300));
    const { storeState } = await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, withDraft(valid))
      .dispatch(adjustmentSubmitted())
      .put(scoreAdjusted(answer))
      .put(pageLoaded(aPage(0, 300)))
      .silentRun(50);
    expect(adjust).toHaveBeenCalledWith({ tournament_id: 7, user_id: 'player-3', score: -250.5, note: 'Goodwill' }, expect.any(AbortSignal));
    expect(fetchPage).toHaveBeenCalledWith(7, 0, expect.any(AbortSignal));
    expect(storeState.leaderboard.adjustment.open).toBe(false);
  });

  it("looks the searched player up again after an adjustment, showing their new rank", async () => {
    const answer = { row: aRow(1, { user_id: 'player-42' }), rank: 1 };
    adjust.mockResolvedValue(answer);
    fetchRank.mockResolvedValue(answer);
    await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, withoutPlayerSearch(withDraft({ ...valid, user_id: 'player-42' }, searchChanged('player-42'))))
      .dispatch(adjustmentSubmitted())
      .put(searchResultLoaded(searchedRows(answer)))
      .silentRun(50);
    expect(fetchRank).toHaveBeenCalledWith(7, 'player-42', expect.any(AbortSignal));
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('refuses an empty adjustment with every message and sends nothing', async () => {
    const { storeState } = await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, withDraft({ note: '  ' }))
      .dispatch(adjustmentSubmitted())
      .put.actionType(adjustmentRefused.type)
      .silentRun(50);
    expect(adjust).not.toHaveBeenCalled();
    expect(storeState.leaderboard.adjustment).toMatchObject({ open: true, saving: false });
    expect(errorsInEnglish(storeState.leaderboard.adjustment.errors)).toEqual({ note: 'Note is mandatory', score: 'Score is mandatory', user_id: 'User ID is mandatory' });
  });

  it("puts the server's 'No such player' on the user id for a 404, and the domain's words for a bare one (issue 27)", async () => {
    const body = { message: 'Nu există un astfel de jucător', errors: { user_id: 'Nu există un astfel de jucător' } };
    adjust.mockRejectedValueOnce(new HttpStatusError(404, 'Not Found', body.message, body)).mockRejectedValueOnce(new HttpStatusError(404, 'Not Found'));
    const saga = () => expectSaga(leaderboardSagas).withReducer(rootReducer, withDraft(valid)).dispatch(adjustmentSubmitted()).not.put.actionType(adjustmentFailed.type);
    const { storeState: withWords } = await saga().put(adjustmentRefused({ user_id: 'Nu există un astfel de jucător' })).silentRun(50);
    expect(withWords.leaderboard.adjustment).toMatchObject({ open: true, saving: false });
    const { storeState: bare } = await saga().silentRun(50);
    expect(errorsInEnglish(bare.leaderboard.adjustment.errors)).toEqual({ user_id: 'No such player' });
  });

  it('looks up the player of a typed user id once typing pauses, aborting the lookup a newer keystroke replaces', async () => {
    const pending = pendingUntilAborted();
    fetchRank.mockImplementationOnce(pending.request).mockResolvedValueOnce({ row: aRow(5, { user_id: 'player-5' }), rank: 5 });
    const typed = (value: string) => adjustmentEdited({ field: 'user_id', value });
    const { storeState } = await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, withDraft({}))
      .dispatch(typed('player'))
      .dispatch(typed('player-'))
      .delay(ADJUSTED_PLAYER_LOOKUP_DELAY_MS + 20)
      .dispatch(typed('player-5'))
      .put(adjustedPlayerFound({ userId: 'player-5', player: { user_name: 'Player 5', total_score: aRow(5).total_score } }))
      .silentRun(ADJUSTED_PLAYER_LOOKUP_DELAY_MS * 2 + 100);
    expect(fetchRank.mock.calls.map(([, userId]) => userId)).toEqual(['player-', 'player-5']);
    expect(pending.signals[0].aborted).toBe(true);
    expect(storeState.leaderboard.adjustment.player).toEqual({ user_name: 'Player 5', total_score: aRow(5).total_score });
  });

  it('keeps the dialog open and reloads nothing when the server refuses', async () => {
    adjust.mockRejectedValue(new HttpStatusError(409, 'Conflict'));
    const { storeState } = await expectSaga(leaderboardSagas)
      .withReducer(rootReducer, withDraft(valid))
      .dispatch(adjustmentSubmitted())
      .put(adjustmentFailed({ message: '409 - Conflict' }))
      .not.put.actionType(scoreAdjusted.type)
      .silentRun(50);
    expect(fetchPage).not.toHaveBeenCalled();
    expect(storeState.leaderboard.adjustment).toMatchObject({ open: true, saving: false });
    expect(storeState.leaderboard.ids).toHaveLength(100);
  });

  it('ignores a second Save while the first is being sent', async () => {
    adjust.mockImplementation(never);
    await expectSaga(leaderboardSagas).withReducer(rootReducer, withDraft(valid)).dispatch(adjustmentSubmitted()).dispatch(adjustmentSubmitted()).silentRun(50);
    expect(adjust).toHaveBeenCalledTimes(1);
  });
});
