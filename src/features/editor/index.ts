/**
 * The editor's public face for other features' slices, sagas and selectors: the working copy as the tabs read it, the
 * conflict events the boosters follow, and the kept edits' shape. No React here: other features' slices import this,
 * and the root reducer imports their types (a component would close a circle through src/app/hooks.ts).
 */
export { selectEditable, selectFields, selectHasUnsavedChanges, selectStatus, selectStoredTournament, selectTiers, selectWorkingTournament } from './editorSelectors';
export { conflictFound, overwriteChosen, theirVersionLoaded } from './editorSlice';
export type { EditorState } from './editorState';
export type { KeptBoosterChanges } from './save/keptEdits';
export { toNullableNumber } from './copy/numberInput';
