import { rootReducer } from '../../../test/allFeatures';
import { BOOSTER_MESSAGES } from '../../domain/boosterValidation';
import { TournamentStatus } from '../../domain/enums';
import { inEnglish, textIn } from '../../i18n/inLanguage';
import { romanianMessages } from '../../i18n/ro';
import { fieldChanged } from '../editor/editorSlice';
import { pageClosed, tournamentOpened } from '../openedTournament';
import { aBooster, aDraft, stateWithBoosters } from './boosterFixtures';
import {
  selectBoosterByKey,
  selectBoosterChanges,
  selectBoosterFieldErrors,
  selectBoostersCountText,
  selectBoostersEditable,
  selectHasUnsavedBoosterChanges,
  selectShownBoosterKeys,
  selectTournamentPageHasUnsavedChanges,
} from './boostersSelectors';
import {
  boosterAdded,
  boosterDeleted,
  boosterEdited,
  boostersLoaded,
  boostersSaved,
  deletionsSaved,
  keptChangesRestored,
  refreshRequested,
  saveFailed,
  saveStarted,
  tabOpened,
} from './boostersSlice';

const saved = [aBooster(11), aBooster(12)];

describe('boosters slice and selectors', () => {
  it('keeps changes restored from the browser when the tab’s load ends after them (decision 156)', () => {
    const opened = [tournamentOpened(7), tabOpened(7)].reduce(rootReducer, rootReducer(undefined, { type: 'test/init' }));
    const rows = [{ ...saved[0], deleted: true }, { ...aBooster(0, { name: 'Kept' }), deleted: false }];
    const restored = rootReducer(opened, keptChangesRestored({ tournamentId: 7, rows, loaded: saved }));
    const state = rootReducer(restored, boostersLoaded(saved));
    expect(selectShownBoosterKeys(state).map((key) => selectBoosterByKey(state, key)?.name)).toEqual(['Kept']);
    expect(selectBoosterChanges(state)).toEqual({ kept: [aBooster(0, { name: 'Kept' })], deletedIds: [11] });
    expect(selectHasUnsavedBoosterChanges(state)).toBe(true);
  });

  it('keys the loaded boosters locally in the order they came, with nothing unsaved', () => {
    const state = stateWithBoosters(aDraft(), saved);
    expect(selectShownBoosterKeys(state)).toEqual(['b1', 'b2']);
    expect(selectBoosterByKey(state, 'b2')).toEqual({ ...saved[1], key: 'b2', deleted: false });
    expect(inEnglish(selectBoostersCountText(state))).toBe('2 boosters');
    expect(selectHasUnsavedBoosterChanges(state)).toBe(false);
    expect(inEnglish(selectBoostersCountText(stateWithBoosters(aDraft(), [])))).toBe('There are no boosters');
  });

  it("counts the boosters in Romanian's plural forms", () => {
    const inRomanian = textIn('ro', romanianMessages);
    const countOf = (count: number) => inRomanian(selectBoostersCountText(stateWithBoosters(aDraft(), Array.from({ length: count }, (_, index) => aBooster(index + 1)))));
    expect([0, 1, 2, 19, 20, 101].map(countOf)).toEqual(['Nu există boostere', '1 booster', '2 boostere', '19 boostere', '20 de boostere', '101 boostere']);
  });

  it('adds a booster with id 0, multiplier 1 and a new local key, which is an unsaved change', () => {
    const state = stateWithBoosters(aDraft(), saved, boosterAdded());
    expect(selectShownBoosterKeys(state)).toEqual(['b1', 'b2', 'b3']);
    expect(selectBoosterByKey(state, 'b3')).toEqual({
      id: 0,
      tournament_id: 7,
      multiplier: 1,
      name: '',
      start_date: null,
      end_date: null,
      day_of_week: null,
      day_of_month: null,
      key: 'b3',
      deleted: false,
    });
    expect(selectHasUnsavedBoosterChanges(state)).toBe(true);
  });

  it('edits a booster, which is an unsaved change', () => {
    const state = stateWithBoosters(aDraft(), saved, boosterEdited({ key: 'b1', changes: { multiplier: 3, day_of_week: 0 } }));
    expect(selectBoosterByKey(state, 'b1')).toMatchObject({ id: 11, multiplier: 3, day_of_week: 0, name: 'Booster 11' });
    expect(selectHasUnsavedBoosterChanges(state)).toBe(true);
  });

  it('drops a deleted unsaved booster, and hides a deleted saved one while keeping it for the save', () => {
    const state = stateWithBoosters(aDraft(), saved, boosterAdded(), boosterDeleted('b3'), boosterDeleted('b1'));
    expect(state.boosters.ids).toEqual(['b1', 'b2']);
    expect(selectShownBoosterKeys(state)).toEqual(['b2']);
    expect(inEnglish(selectBoostersCountText(state))).toBe('1 booster');
    expect(selectBoosterChanges(state)).toEqual({ kept: [saved[1]], deletedIds: [11] });
    expect(selectHasUnsavedBoosterChanges(state)).toBe(true);
  });

  it('clears the unsaved flag after a save and reloads; a failed save keeps it with the message', () => {
    const edited = stateWithBoosters(aDraft(), saved, boosterDeleted('b1'), saveStarted());
    expect(selectBoostersEditable(edited)).toBe(false);
    const failed = [deletionsSaved([11]), saveFailed({ message: '409 - Conflict' })].reduce(rootReducer, edited);
    expect(failed.boosters).toMatchObject({ unsaved: true, saving: false, saveError: '409 - Conflict', ids: ['b2'] });
    expect(selectBoosterChanges(failed).deletedIds).toEqual([]);
    const done = rootReducer(edited, boostersSaved());
    expect(done.boosters).toMatchObject({ unsaved: false, saving: false, status: 'loading' });
  });

  it('discards unsaved changes on Refresh, and keeps them when the tab opens again', () => {
    const edited = stateWithBoosters(aDraft(), saved, boosterAdded());
    expect(rootReducer(edited, tabOpened(7)).boosters).toBe(edited.boosters);
    expect(rootReducer(edited, refreshRequested()).boosters).toMatchObject({ unsaved: false, status: 'loading' });
  });

  it("forgets the boosters when another tournament's page opens or the page closes", () => {
    const edited = stateWithBoosters(aDraft(), saved, boosterAdded());
    for (const event of [tournamentOpened(8), pageClosed()]) {
      const state = rootReducer(edited, event);
      expect(selectShownBoosterKeys(state)).toEqual([]);
      expect(state.boosters).toMatchObject({ tournamentId: null, unsaved: false, status: 'idle' });
    }
  });

  it('shows the first message of each field on its row, by the rows shown (deleted ones skipped)', () => {
    const state = stateWithBoosters(
      aDraft(),
      saved,
      boosterDeleted('b1'),
      boosterEdited({ key: 'b2', changes: { multiplier: 0, day_of_month: 32, start_date: '2026-05-31T10:00:00.000Z' } }),
    );
    expect(selectBoosterFieldErrors(state)).toEqual({
      b2: { multiplier: BOOSTER_MESSAGES.multiplier, day_of_month: BOOSTER_MESSAGES.dayOfMonth, start_date: BOOSTER_MESSAGES.outsideTournament },
    });
  });

  it("makes only a Draft's loaded boosters editable", () => {
    expect(selectBoostersEditable(stateWithBoosters(aDraft(), saved))).toBe(true);
    expect(selectBoostersEditable(stateWithBoosters({ ...aDraft(), status: TournamentStatus.InProgress }, saved))).toBe(false);
    expect(selectBoostersEditable(rootReducer(stateWithBoosters(aDraft(), saved), refreshRequested()))).toBe(false);
  });

  it('counts unsaved booster changes and unsaved form edits as unsaved changes of the page', () => {
    expect(selectTournamentPageHasUnsavedChanges(stateWithBoosters(aDraft(), saved))).toBe(false);
    expect(selectTournamentPageHasUnsavedChanges(stateWithBoosters(aDraft(), saved, boosterAdded()))).toBe(true);
    expect(selectTournamentPageHasUnsavedChanges(stateWithBoosters(aDraft(), saved, fieldChanged({ field: 'cta_text', value: 'Go' })))).toBe(true);
  });
});
