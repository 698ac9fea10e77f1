import type { LazyFeature } from '../../app/lazyFeature';
import { adminUsersSagas } from './adminUsersSagas';
import { adminUsersSlice } from './adminUsersSlice';

/** Staff names by id, for the tables that show who sent an entry. */
export const adminUsersFeature: LazyFeature = {
  slice: adminUsersSlice,
  saga: adminUsersSagas,
};
