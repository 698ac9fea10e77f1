import type { LazyFeature } from '../../app/lazyFeature';
import { bonusesFeature } from '../bonuses/bonusesFeature';
import { bulkSendSagas } from './bulkSendSagas';
import { bulkSendSlice } from './bulkSendSlice';

/** 'Send all shown' of the Unsent page and the Bonus Outbox tab; its confirmation values the entries with the bonus catalog. */
export const bulkSendFeature: LazyFeature = {
  slice: bulkSendSlice,
  saga: bulkSendSagas,
  needs: [bonusesFeature],
};
