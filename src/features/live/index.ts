/**
 * The live feature's public face for other features' sagas and selectors (its component, `LiveStatus`, is in ui.ts: it
 * brings a stylesheet, which the bench's selector figures cannot load under Node).
 */
export { followLiveBoards } from './liveSagas';
export { liveBoardChanged, liveBoardEnded, type LiveBoard } from './liveSlice';
export { selectLiveBoardEntities } from './liveSelectors';
