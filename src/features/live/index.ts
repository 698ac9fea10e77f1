/** The live feature's public face: what the Leaderboard tab and the Running list use of it. */
export { followLiveBoards } from './liveSagas';
export { liveBoardChanged, liveBoardEnded, type LiveBoard } from './liveSlice';
export { selectLiveBoardEntities } from './liveSelectors';
export { LiveStatus } from './LiveStatus';
