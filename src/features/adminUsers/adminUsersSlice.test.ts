import { selectAdminUserName, selectIdsToLookUp } from './adminUsersSelectors';
import { adminUsersReducer, lookupFailed, lookupStarted, usersFound, type AdminUsersState } from './adminUsersSlice';

const reduce = (...actions: Parameters<typeof adminUsersReducer>[1][]) => ({
  adminUsers: actions.reduce<AdminUsersState>(adminUsersReducer, adminUsersReducer(undefined, { type: 'init' })),
});

describe('admin users slice and selectors', () => {
  it('names a staff member by display name once found, by id until then', () => {
    expect(selectAdminUserName(reduce(), 'admin')).toBe('admin');
    expect(selectAdminUserName(reduce(lookupStarted(['admin'])), 'admin')).toBe('admin');
    const found = reduce(lookupStarted(['admin']), usersFound([{ id: 'admin', displayName: 'Admin User' }]));
    expect(selectAdminUserName(found, 'admin')).toBe('Admin User');
    expect(found.adminUsers.ids).toEqual(['admin']);
  });

  it('looks up only ids neither known nor asked for, each once', () => {
    const state = reduce(lookupStarted(['admin', 'ops-7', 'asking']), usersFound([{ id: 'admin', displayName: 'Admin User' }]));
    expect(selectIdsToLookUp(state, ['admin', 'ops-7', 'asking', 'new', 'new', 'other'])).toEqual(['new', 'other']);
    expect(selectIdsToLookUp(reduce(usersFound([{ id: 'seeded', displayName: 'Seeded' }])), ['seeded'])).toEqual([]);
  });

  it('lets a failed lookup be tried again, keeping ids asked for by other lookups', () => {
    const state = reduce(lookupStarted(['a', 'b']), lookupStarted(['c']), lookupFailed({ ids: ['a', 'b'], message: '503 - Service Unavailable' }));
    expect(state.adminUsers.requestedIds).toEqual(['c']);
    expect(selectIdsToLookUp(state, ['a', 'b', 'c'])).toEqual(['a', 'b']);
  });
});
