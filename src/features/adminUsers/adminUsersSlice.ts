import { createAction, createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminUser } from '../../api/adminUsers';

export interface AdminUsersState extends EntityState<AdminUser, string> {
  /**
   * Ids asked for or being asked for, found or not: never asked again. An array, so state stays plain data;
   * ids of a failed lookup leave it, so a later sighting tries them again.
   */
  requestedIds: string[];
}

export const adminUsersAdapter = createEntityAdapter<AdminUser>();

const initialState: AdminUsersState = adminUsersAdapter.getInitialState({ requestedIds: [] });

/** Data naming staff by id was loaded (e.g. outbox entries' sent_by); the sagas look up the ids not yet asked for. */
export const userIdsSeen = createAction<string[]>('adminUsers/userIdsSeen');

export const adminUsersSlice = createSlice({
  name: 'adminUsers',
  initialState,
  reducers: {
    lookupStarted: (state, { payload }: PayloadAction<string[]>) => {
      state.requestedIds.push(...payload);
    },
    usersFound: (state, { payload }: PayloadAction<AdminUser[]>) => {
      adminUsersAdapter.upsertMany(state, payload);
    },
    lookupFailed: (state, { payload }: PayloadAction<{ ids: string[]; message: string }>) => {
      state.requestedIds = state.requestedIds.filter((id) => !payload.ids.includes(id));
    },
  },
});

export const { lookupStarted, usersFound, lookupFailed } = adminUsersSlice.actions;
export const adminUsersReducer = adminUsersSlice.reducer;

/** The adminUsers slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectAdminUsersSlice = (state: { adminUsers?: AdminUsersState }): AdminUsersState => state.adminUsers ?? initialState;
