import type { LazyFeature } from '../../app/lazyFeature';
import { gamesSagas } from './gamesSagas';
import { gamesSlice } from './gamesSlice';

/** The game catalog of the editor's game picker. */
export const gamesFeature: LazyFeature = {
  slice: gamesSlice,
  saga: gamesSagas,
};
