/**
 * The boosters' public face: the changes Save and Publish write (the editor's save process, src/features/editor/save/),
 * the edits kept with the tournament's, and the tab's boosters that Simulate and 'Repeat as a series' send. The tab
 * is in ui.ts.
 */
export { boostersFeature } from './boostersFeature';
export {
  selectBoosterChanges,
  selectBoosterErrors,
  selectBoostersTournamentId,
  selectHasUnsavedBoosterChanges,
  selectLoadedBoosters,
  selectOpenedTournamentBoosters,
  selectTournamentPageHasUnsavedChanges,
  selectUnsavedBoosterChanges,
} from './boostersSelectors';
export {
  boosterEditActions,
  boostersSaved,
  deletionsSaved,
  keptChangesRestored,
  saveFailed,
  saveStarted,
  validationFailed,
  type BoostersState,
} from './boostersSlice';
