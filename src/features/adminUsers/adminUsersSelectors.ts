import { adminUsersAdapter, type AdminUsersState, selectAdminUsersSlice } from './adminUsersSlice';

type WithAdminUsers = { adminUsers?: AdminUsersState };

const { selectById } = adminUsersAdapter.getSelectors(selectAdminUsersSlice);

/** The staff member's display name, or the id itself while (or if) it is unknown. */
export const selectAdminUserName = (state: WithAdminUsers, id: string): string => selectById(state, id)?.displayName ?? id;

/** Of `ids`, those never asked for (nor being asked for), each once. */
export const selectIdsToLookUp = (state: WithAdminUsers, ids: readonly string[]): string[] => {
  const asked = new Set(selectAdminUsersSlice(state).requestedIds);
  return [...new Set(ids)].filter((id) => !asked.has(id) && selectAdminUsersSlice(state).entities[id] === undefined);
};
