import type { LazyFeature } from '../../app/lazyFeature';
import { adminUsersFeature } from '../adminUsers/adminUsersFeature';
import { bulkSendFeature } from '../bulkSend/bulkSendFeature';
import { bonusOutboxSagas } from './bonusOutboxSagas';
import { bonusOutboxSlice } from './bonusOutboxSlice';

/** The tournament page's Bonus Outbox tab: its senders' names and its 'Send all shown'. */
export const bonusOutboxFeature: LazyFeature = {
  slice: bonusOutboxSlice,
  saga: bonusOutboxSagas,
  needs: [adminUsersFeature, bulkSendFeature],
};
