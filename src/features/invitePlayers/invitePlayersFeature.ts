import type { LazyFeature } from '../../app/lazyFeature';
import { invitePlayersSagas } from './invitePlayersSagas';
import { invitePlayersSlice } from './invitePlayersSlice';

/** 'Invite players' of the Leaderboard tab: a pasted or uploaded list of ids invited to the tournament (issue 25). */
export const invitePlayersFeature: LazyFeature = {
  slice: invitePlayersSlice,
  saga: invitePlayersSagas,
};
