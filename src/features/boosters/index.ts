/**
 * The boosters' public face: the changes Save and Publish write (the editor's save process, src/features/editor/save/),
 * the edits kept with the tournament's, and what the Simulate panel reads. The tab is in ui.ts.
 */
export { boostersFeature } from './boostersFeature';
export {
  selectBoosterChanges,
  selectBoosterErrors,
  selectBoostersStatus,
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
