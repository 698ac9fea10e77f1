import type { LazyFeature } from '../../app/lazyFeature';
import { bonusesFeature } from '../bonuses/bonusesFeature';
import { boostersFeature } from '../boosters/boostersFeature';
import { gamesFeature } from '../games/gamesFeature';
import { editorSagas } from './editorSagas';
import { editorSlice } from './editorSlice';
import { editorToastsFor } from './editorToasts';

/** The tournament being created or edited (which one: openedTournament's): its form's pickers (games, bonuses), and its boosters, saved with it. */
export const editorFeature: LazyFeature = {
  slice: editorSlice,
  saga: editorSagas,
  toastsFor: editorToastsFor,
  needs: [boostersFeature, gamesFeature, bonusesFeature],
};
