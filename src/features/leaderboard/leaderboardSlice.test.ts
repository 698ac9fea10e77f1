import { stateAfter } from '../../../test/stateAfter';
import type { Action } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../test/allFeatures';
import { BonusType, TournamentStatus } from '../../domain/enums';
import type { Tier } from '../../domain/tournament';
import { tournamentLoaded } from '../editor/editorSlice';
import { aTournament } from '../tournaments/tournamentFixtures';
import { validateScoreAdjustment } from '../../domain/scoreAdjustment';
import { inEnglish } from '../../i18n/inLanguage';
import { tournamentOpened } from '../openedTournament';
import { aPage, aRow, errorsInEnglish } from './leaderboardFixtures';
import {
  selectAdjustmentDialog,
  selectCanAdjustScores,
  selectEmptyText,
  selectLeaderboardQuery,
  selectLeaderboardRows,
  selectLeaderboardTableRows,
  selectMovedRowIds,
  selectPager,
} from './leaderboardSelectors';
import {
  adjustDialogClosed,
  adjustDialogOpened,
  adjustmentEdited,
  adjustedPlayerFound,
  adjustmentFailed,
  adjustmentRefused,
  adjustmentSubmitted,
  liveRowsRefreshed,
  loadFailed,
  movedRowsFaded,
  pageChosen,
  pageLoaded,
  scoreAdjusted,
  searchChanged,
  searchResultLoaded,
  tabClosed,
  tabOpened,
} from './leaderboardSlice';

const tier = (rank_min: number, rank_max: number, bonus: Partial<Tier['bonus']>): Tier => ({
  rank_min,
  rank_max,
  bonus: { type: BonusType.Items, code: '', name: '', nominal_name: '', image_url: '', value: 0, ...bonus },
});

const tiers = [
  tier(1, 1, { code: 'ITEM_IPHONE', name: 'iPhone 16' }),
  tier(2, 3, { type: BonusType.BonusMoney, code: 'BM_500', value: 500 }),
  // Overlaps ranks 2 and 3: the first tier covering a rank gives its prize.
  tier(2, 10, { type: BonusType.FreeSpins, code: 'FS_10', value: 10 }),
];

/** The store after `actions`, on the tournament page of tournament 7 with `status`. */
function reduce(status: TournamentStatus, ...actions: Action[]): RootState {
  const opened = [tournamentOpened(7), tournamentLoaded(aTournament(7, { status, tiers }))];
  return stateAfter(...opened, ...actions);
}
const running = (...actions: Action[]) => reduce(TournamentStatus.InProgress, ...actions);

const userIds = (state: RootState) => selectLeaderboardRows(state).map(({ user_id }) => user_id);

describe('leaderboard slice and selectors', () => {
  it("shows 'Loading...' from opening the tab until the page arrives, then its rows by rank", () => {
    const opening = running(tabOpened(7));
    expect(inEnglish(selectEmptyText(opening))).toBe('Loading...');
    expect(selectLeaderboardQuery(opening)).toEqual({ tournamentId: 7, page: 0, playerId: '' });
    const { rows } = aPage(0, 3);
    const loaded = running(tabOpened(7), pageLoaded({ size: 3, rows: [rows[2], rows[0], rows[1]] }));
    expect(userIds(loaded)).toEqual(['player-1', 'player-2', 'player-3']);
    expect(inEnglish(selectEmptyText(loaded))).toBe('No data');
  });

  it("keeps only the page in view: choosing a page drops the rows shown and shows 'Loading...'", () => {
    const state = running(tabOpened(7), pageLoaded(aPage(0, 250)), pageChosen(2));
    expect(selectLeaderboardRows(state)).toEqual([]);
    expect(inEnglish(selectEmptyText(state))).toBe('Loading...');
    expect(selectLeaderboardQuery(state)).toEqual({ tournamentId: 7, page: 2, playerId: '' });
    expect(userIds(running(tabOpened(7), pageChosen(2), pageLoaded(aPage(2, 250))))[0]).toBe('player-201');
  });

  it("shows 'Error: {message}' with no rows after a failed load, and clears it on the next load", () => {
    const failed = running(tabOpened(7), pageLoaded(aPage(0, 250)), loadFailed({ message: '500 - Internal Server Error' }));
    expect(inEnglish(selectEmptyText(failed))).toBe('Error: 500 - Internal Server Error');
    expect(selectLeaderboardRows(failed)).toEqual([]);
    expect(inEnglish(selectEmptyText(rootReducer(failed, pageChosen(1))))).toBe('Loading...');
  });

  it('names each row the prize of the first tier covering its rank, as the bonus display name', () => {
    const state = running(tabOpened(7), pageLoaded(aPage(0, 12)));
    const prizes = selectLeaderboardTableRows(state).map(({ rank, prizeCode, prizeName }) => [rank, prizeCode, inEnglish(prizeName)]);
    expect(prizes.slice(0, 4)).toEqual([
      [1, 'ITEM_IPHONE', 'iPhone 16'],
      [2, 'BM_500', '500 lei'],
      [3, 'BM_500', '500 lei'],
      [4, 'FS_10', '10 FS'],
    ]);
    expect(prizes[10]).toEqual([11, '', '']);
  });

  it('shows the pager only for more than 2 pages of 100, and not while searching', () => {
    expect(selectPager(running(tabOpened(7), pageLoaded(aPage(0, 200)))).shown).toBe(false);
    expect(selectPager(running(tabOpened(7), pageLoaded(aPage(0, 201))))).toEqual({ shown: true, current: 1, pageCount: 3 });
    expect(selectPager(running(tabOpened(7), pageLoaded(aPage(0, 1_000_000)), pageChosen(4)))).toEqual({ shown: true, current: 5, pageCount: 10_000 });
    expect(selectPager(running(tabOpened(7), pageLoaded(aPage(0, 1000)), searchChanged('player-5'))).shown).toBe(false);
  });

  it("shows the players found at their ranks, or none", () => {
    const searching = running(tabOpened(7), pageLoaded(aPage(0, 300)), searchChanged(' player-42 '));
    expect(selectLeaderboardQuery(searching)).toEqual({ tournamentId: 7, page: 0, playerId: 'player-42' });
    const found = rootReducer(searching, searchResultLoaded([aRow(42)]));
    expect(selectLeaderboardTableRows(found)).toEqual([expect.objectContaining({ user_id: 'player-42', rank: 42, prizeCode: '' })]);
    const none = rootReducer(searching, searchResultLoaded([]));
    expect(selectLeaderboardRows(none)).toEqual([]);
    expect(inEnglish(selectEmptyText(none))).toBe('No data');
  });

  it('returns to the page it was on when the search is cleared', () => {
    const state = running(tabOpened(7), pageChosen(2), searchChanged('player-1'), searchChanged(''));
    expect(selectLeaderboardQuery(state)).toEqual({ tournamentId: 7, page: 2, playerId: '' });
  });

  it("keeps the page and search when the same tournament's tab is opened again, and starts over for another", () => {
    const left = running(tabOpened(7), pageChosen(3), searchChanged('player-9'), tabClosed());
    expect(selectLeaderboardQuery(left)).toBeUndefined();
    expect(inEnglish(selectEmptyText(left))).toBe('No data');
    expect(selectLeaderboardQuery(rootReducer(left, tabOpened(7)))).toEqual({ tournamentId: 7, page: 3, playerId: 'player-9' });
    expect(selectLeaderboardQuery(rootReducer(left, tabOpened(8)))).toEqual({ tournamentId: 8, page: 0, playerId: '' });
  });

  it('offers score adjustments only while the tournament is In Progress', () => {
    expect(selectCanAdjustScores(running())).toBe(true);
    for (const status of [TournamentStatus.Draft, TournamentStatus.Completed, TournamentStatus.Canceled]) {
      expect(selectCanAdjustScores(reduce(status))).toBe(false);
    }
  });

  describe('the Adjust Score dialog', () => {
    it("opens empty from 'Add score' and with the row's user from '+'", () => {
      expect(selectAdjustmentDialog(running(adjustDialogOpened({})))).toEqual({
        open: true,
        draft: { note: '', score: '', user_id: '' },
        errors: {},
        saving: false,
        userIdLocked: false,
        player: null,
      });
      expect(selectAdjustmentDialog(running(adjustDialogOpened({ row: aRow(3) }))).draft.user_id).toBe('player-3');
    });

    it("names the row's player with their score and keeps the row's user id when opened from '+' (issue 27)", () => {
      const fromRow = running(adjustDialogOpened({ row: aRow(3, { user_name: 'Bogdan', total_score: 1234.5 }) }), adjustmentEdited({ field: 'user_id', value: 'player-9' }));
      expect(selectAdjustmentDialog(fromRow)).toMatchObject({ draft: { user_id: 'player-3' }, userIdLocked: true, player: { user_name: 'Bogdan', total_score: 1234.5 } });
    });

    it('names the player of a typed id once looked up, and forgets them when the id changes', () => {
      const typed = running(adjustDialogOpened({}), adjustmentEdited({ field: 'user_id', value: 'player-4 ' }));
      const found = rootReducer(typed, adjustedPlayerFound({ userId: 'player-4', player: { user_name: 'Player 4', total_score: 10 } }));
      expect(selectAdjustmentDialog(found).player).toEqual({ user_name: 'Player 4', total_score: 10 });
      // A lookup answering for an id no longer typed is dropped.
      const late = rootReducer(rootReducer(found, adjustmentEdited({ field: 'user_id', value: 'player-5' })), adjustedPlayerFound({ userId: 'player-4', player: { user_name: 'Player 4', total_score: 10 } }));
      expect(selectAdjustmentDialog(late).player).toBeNull();
    });

    it('shows refused messages until their field is edited, and starts clean when opened again', () => {
      const refused = running(
        adjustDialogOpened({}),
        adjustmentSubmitted(),
        // Every field's message, as the domain's rules give them.
        adjustmentRefused(validateScoreAdjustment({})),
        adjustmentEdited({ field: 'score', value: '250' }),
      );
      expect(selectAdjustmentDialog(refused)).toMatchObject({ draft: { score: '250' }, saving: false });
      expect(errorsInEnglish(selectAdjustmentDialog(refused).errors)).toEqual({ note: 'Note is mandatory', user_id: 'User ID is mandatory' });
      const reopened = rootReducer(rootReducer(refused, adjustDialogClosed()), adjustDialogOpened({ row: aRow(1) }));
      expect(selectAdjustmentDialog(reopened)).toMatchObject({ open: true, draft: { note: '', score: '', user_id: 'player-1' }, errors: {} });
    });

    it('closes once the adjustment is saved and reloads the view; stays open after a failure', () => {
      const saving = running(tabOpened(7), pageLoaded(aPage(0, 5)), adjustDialogOpened({ row: aRow(3) }), adjustmentSubmitted());
      expect(selectAdjustmentDialog(saving).saving).toBe(true);
      const saved = rootReducer(saving, scoreAdjusted({ row: aRow(1, { user_id: 'player-3' }), rank: 1 }));
      expect(selectAdjustmentDialog(saved)).toMatchObject({ open: false, saving: false });
      expect(inEnglish(selectEmptyText(saved))).toBe('Loading...');
      const failed = rootReducer(saving, adjustmentFailed({ message: '409 - Conflict' }));
      expect(selectAdjustmentDialog(failed)).toMatchObject({ open: true, saving: false });
      expect(userIds(failed)).toHaveLength(5);
    });
  });
});

describe('live refreshes of the view', () => {
  const onPage = (...actions: Action[]) => stateAfter(tabOpened(7), pageChosen(1), pageLoaded(aPage(1, 300)), ...actions);
  const rows = aPage(1, 300).rows;
  // Player 101 gained points; player 999 entered the page above player 103, who fell to 104's place with the same
  // score; player 104 left the page.
  const refreshedRows = [
    aRow(101, { total_score: 5 }),
    aRow(102),
    aRow(103, { user_id: 'player-999' }),
    aRow(104, { user_id: 'player-103', total_score: rows[2].total_score }),
    ...rows.slice(4),
  ];

  it('replace the rows in place, keeping the page, search and status, and counting the board anew', () => {
    const state = onPage(liveRowsRefreshed({ version: 4, rows: refreshedRows, size: 310 }));
    expect(selectLeaderboardRows(state).map(({ user_id }) => user_id).slice(0, 4)).toEqual(['player-101', 'player-102', 'player-999', 'player-103']);
    expect([state.leaderboard.page, state.leaderboard.size, state.leaderboard.status, state.leaderboard.liveVersion]).toEqual([1, 310, 'loaded', 4]);
  });

  it('highlight the rows whose score changed or that entered the page (not those only pushed along), until they fade', () => {
    const state = onPage(liveRowsRefreshed({ version: 4, rows: refreshedRows, size: 300 }));
    expect([...selectMovedRowIds(state)]).toEqual(['player-101', 'player-999']);
    expect(selectMovedRowIds(rootReducer(state, movedRowsFaded())).size).toBe(0);
  });

  it('keep the count when refreshing a searched player, and drop the highlight when the user loads another view', () => {
    const searching = stateAfter(tabOpened(7), pageLoaded(aPage(0, 300)), searchChanged('ana'), searchResultLoaded([aRow(9, { user_id: 'ana' })]));
    const state = rootReducer(searching, liveRowsRefreshed({ version: 2, rows: [aRow(3, { user_id: 'ana' })] }));
    expect([state.leaderboard.size, [...selectMovedRowIds(state)]]).toEqual([300, ['ana']]);
    expect(selectMovedRowIds(rootReducer(state, pageChosen(0))).size).toBe(0);
  });

  it('forget the version shown when the tab opens again', () => {
    expect(rootReducer(onPage(liveRowsRefreshed({ version: 4, rows })), tabOpened(7)).leaderboard.liveVersion).toBeNull();
  });
});
