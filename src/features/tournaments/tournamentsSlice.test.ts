import { aTournament } from './tournamentFixtures';
import { DEFAULT_LIST_VIEW } from './listView';
import { listClosed, listLoaded, listLoadFailed, listOpened, listRefreshRequested, listSearchTyped, tournamentsReducer, type TournamentsState } from './tournamentsSlice';

const initial = tournamentsReducer(undefined, { type: 'test/init' });
const reduce = (...actions: Parameters<typeof tournamentsReducer>[1][]) => actions.reduce<TournamentsState>(tournamentsReducer, initial);

describe('tournaments slice', () => {
  it('starts with every list idle and empty', () => {
    expect(initial.ids).toEqual([]);
    expect(initial.lists.draft).toEqual({ ids: [], status: 'idle', error: null, view: DEFAULT_LIST_VIEW, searchText: '', total: null });
    expect(Object.keys(initial.lists)).toEqual(['running', 'scheduled', 'completed', 'draft', 'canceled']);
  });

  it('marks a list loading when its page opens or refreshes, clearing an earlier error', () => {
    const failed = reduce(listLoadFailed({ list: 'running', message: 'boom' }));
    expect(tournamentsReducer(failed, listOpened({ list: 'running' })).lists.running).toMatchObject({ ids: [], status: 'loading', error: null });
    expect(tournamentsReducer(failed, listRefreshRequested({ list: 'running' })).lists.running.status).toBe('loading');
    expect(tournamentsReducer(failed, listOpened({ list: 'draft' })).lists.running.status).toBe('failed');
  });

  it('keeps loaded tournaments in one collection and each list its ids in the server order', () => {
    const state = reduce(
      listLoaded({ list: 'running', tournaments: [aTournament(2), aTournament(1)] }),
      listLoaded({ list: 'completed', tournaments: [aTournament(3)] }),
    );
    expect(state.ids).toEqual([2, 1, 3]);
    expect(state.entities[3].title).toBe('Tournament 3');
    expect(state.lists.running).toMatchObject({ ids: [2, 1], status: 'loaded', error: null, total: null });
    expect(state.lists.completed.ids).toEqual([3]);
  });

  it('replaces a reloaded tournament and the list ids', () => {
    const state = reduce(
      listLoaded({ list: 'running', tournaments: [aTournament(1), aTournament(2)] }),
      listLoaded({ list: 'running', tournaments: [aTournament(2, { title: 'Renamed' })] }),
    );
    expect(state.lists.running.ids).toEqual([2]);
    expect(state.entities[2].title).toBe('Renamed');
  });

  it('keeps the ids of tournaments loaded again once, and the untouched ones of other lists', () => {
    const state = reduce(
      listLoaded({ list: 'running', tournaments: [aTournament(1), aTournament(2)] }),
      listLoaded({ list: 'completed', tournaments: [aTournament(3)] }),
      listLoaded({ list: 'running', tournaments: [aTournament(2), aTournament(4)] }),
    );
    expect(state.ids).toEqual([1, 2, 3, 4]);
    expect(state.entities[1].title).toBe('Tournament 1');
    expect(state.lists.completed.ids).toEqual([3]);
  });

  it('freezes loaded tournaments through and through outside production, so that a mutation throws', () => {
    const state = reduce(listLoaded({ list: 'running', tournaments: [aTournament(1)] }));
    expect(Object.isFrozen(state.entities)).toBe(true);
    expect(Object.isFrozen(state.entities[1])).toBe(true);
    expect(Object.isFrozen(state.entities[1].time_configuration)).toBe(true);
    expect(Object.isFrozen(state.ids)).toBe(true);
  });

  it('empties a list whose load failed and keeps the message', () => {
    const state = reduce(listLoaded({ list: 'draft', tournaments: [aTournament(1)] }), listLoadFailed({ list: 'draft', message: '500 - Internal Server Error' }));
    expect(state.lists.draft).toMatchObject({ ids: [], status: 'failed', error: '500 - Internal Server Error', total: null });
  });

  it('puts a list whose page closed mid-load back to idle, and leaves a finished one alone', () => {
    expect(reduce(listOpened({ list: 'canceled' }), listClosed({ list: 'canceled' })).lists.canceled.status).toBe('idle');
    const loaded = reduce(listLoaded({ list: 'canceled', tournaments: [aTournament(1)] }), listClosed({ list: 'canceled' }));
    expect(loaded.lists.canceled).toMatchObject({ ids: [1], status: 'loaded', error: null });
  });

  it('keeps the view a page opened with, its search in the box, and the total of a page', () => {
    const view = { q: 'cup', sort: 'title', order: 'desc', page: 3 } as const;
    const opened = reduce(listOpened({ list: 'completed', view }));
    expect(opened.lists.completed).toMatchObject({ view, searchText: 'cup', status: 'loading' });
    const typed = tournamentsReducer(opened, listSearchTyped({ list: 'completed', text: 'cups' }));
    expect(typed.lists.completed).toMatchObject({ view, searchText: 'cups' });
    const loaded = tournamentsReducer(typed, listLoaded({ list: 'completed', tournaments: [aTournament(1)], total: 49 }));
    expect(loaded.lists.completed).toMatchObject({ view, searchText: 'cups', ids: [1], total: 49 });
    expect(tournamentsReducer(loaded, listOpened({ list: 'completed' })).lists.completed).toMatchObject({ view: DEFAULT_LIST_VIEW, searchText: '' });
  });
});
