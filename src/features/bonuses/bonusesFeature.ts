import type { LazyFeature } from '../../app/lazyFeature';
import { bonusesSagas } from './bonusesSagas';
import { bonusesSlice } from './bonusesSlice';

/** The bonus catalog: the editor's bonus picker, and the values of 'Send all shown'. */
export const bonusesFeature: LazyFeature = {
  slice: bonusesSlice,
  saga: bonusesSagas,
};
