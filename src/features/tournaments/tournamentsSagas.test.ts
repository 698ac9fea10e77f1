import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { EffectProviders, StaticProvider } from 'redux-saga-test-plan/providers';
import { HttpStatusError } from '../../api/client';
import { fetchTournamentList, fetchTournamentListPage, type TournamentListName } from '../../api/tournaments';
import { rootReducer, type RootState } from '../../../test/allFeatures';
import type { Tournament } from '../../domain/tournament';
import { navigateTo } from '../../lib/navigation';
import { serverReached } from '../connection/connectionSlice';
import { DEFAULT_LIST_VIEW, type ListView } from './listView';
import { aTournament, withoutListPaging } from './tournamentFixtures';
import { LIST_SEARCH_DEBOUNCE_MS, tournamentsSagas } from './tournamentsSagas';

// The debounce itself, plus room for the run's own steps.
const LIST_SEARCH_WAIT_MS = LIST_SEARCH_DEBOUNCE_MS + 200;
import { listClosed, listLoaded, listLoadFailed, listOpened, listRefreshRequested, listSearchTyped, listViewChosen } from './tournamentsSlice';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

const initialState = rootReducer(undefined, { type: 'test/init' });

/** The list sagas on a real store, against an API with every extension or, given `state`, as it says. */
const listSagas = (state: Partial<RootState> = {}) => expectSaga(tournamentsSagas).withReducer(rootReducer, { ...initialState, ...state });

/** The spec's API: the whole list per call. */
const specListSagas = () => listSagas(withoutListPaging);

/**
 * A provider for `fetch` (a list or a list page) whose requests stay pending until their signal aborts, logging
 * 'start {list}' and 'abort {list}' in the order they happen (the run's end aborts whatever is left).
 */
function pendingRequests(fetch: typeof fetchTournamentList | typeof fetchTournamentListPage) {
  const signals: AbortSignal[] = [];
  const log: string[] = [];
  const provider: EffectProviders = {
    call: (effect, next) => {
      if (effect.fn !== fetch) return next();
      const list = effect.args[0] as TournamentListName;
      const signal = effect.args[effect.args.length - 1] as AbortSignal;
      signals.push(signal);
      log.push(`start ${list}`);
      return new Promise<never>((_resolve, reject) =>
        signal.addEventListener('abort', () => {
          log.push(`abort ${list}`);
          reject(new DOMException('aborted', 'AbortError'));
        }),
      );
    },
  };
  return { provider, signals, log };
}

describe('tournament list sagas, against an API without list paging (the spec as it is)', () => {
  it('load the opened list and store it', async () => {
    const tournaments = [aTournament(1), aTournament(2)];
    const { storeState } = await specListSagas()
      .provide([[matchers.call.fn(fetchTournamentList), tournaments]])
      .not.call.fn(fetchTournamentListPage)
      .call.like({ fn: fetchTournamentList, args: ['scheduled'] })
      .put(listLoaded({ list: 'scheduled', tournaments }))
      .dispatch(listOpened({ list: 'scheduled' }))
      .silentRun(50);
    expect(storeState.tournaments.lists.scheduled).toMatchObject({ ids: [1, 2], status: 'loaded', error: null, total: null });
  });

  it('turn a failure into listLoadFailed with the message the alert shows', async () => {
    const { storeState } = await specListSagas()
      .provide([[matchers.call.fn(fetchTournamentList), throwError(new HttpStatusError(503, 'Service Unavailable'))]])
      .put(listLoadFailed({ list: 'draft', message: '503 - Service Unavailable' }))
      .dispatch(listOpened({ list: 'draft' }))
      .silentRun(50);
    expect(storeState.tournaments.lists.draft).toMatchObject({ ids: [], status: 'failed', error: '503 - Service Unavailable' });
  });

  it('reload the lists whose load found no server once it answers, and only those', async () => {
    const tournaments: Tournament[] = [aTournament(5)];
    const failed = rootReducer({ ...initialState, ...withoutListPaging }, listLoadFailed({ list: 'draft', message: 'Failed to fetch' }));
    await expectSaga(tournamentsSagas)
      .withReducer(rootReducer, failed)
      .provide([[matchers.call.fn(fetchTournamentList), tournaments]])
      .put(listRefreshRequested({ list: 'draft' }))
      .not.put(listRefreshRequested({ list: 'running' }))
      .put(listLoaded({ list: 'draft', tournaments }))
      .dispatch(serverReached())
      .silentRun(50);
  });

  it('reload on Refresh', async () => {
    const tournaments: Tournament[] = [aTournament(5)];
    await specListSagas()
      .provide([[matchers.call.fn(fetchTournamentList), tournaments]])
      .put(listLoaded({ list: 'completed', tournaments }))
      .dispatch(listRefreshRequested({ list: 'completed' }))
      .silentRun(50);
  });

  it('abort the request in flight when the page closes, and report nothing', async () => {
    const { provider, signals, log } = pendingRequests(fetchTournamentList);
    const { storeState } = await specListSagas()
      .provide(provider)
      .not.put.actionType(listLoaded.type)
      .not.put.actionType(listLoadFailed.type)
      .dispatch(listOpened({ list: 'running' }))
      .delay(10)
      .dispatch(listClosed({ list: 'running' }))
      .delay(10)
      // Another page opening later shows the abort came with the close, not with the end of the run.
      .dispatch(listOpened({ list: 'scheduled' }))
      .silentRun(STEPPED_RUN_MS);
    expect(log.slice(0, 3)).toEqual(['start running', 'abort running', 'start scheduled']);
    expect(signals[0].aborted).toBe(true);
    expect(storeState.tournaments.lists.running.status).toBe('idle');
  });

  it('abort the earlier request of the same list on Refresh, but not the load of another list', async () => {
    const { provider, log } = pendingRequests(fetchTournamentList);
    await specListSagas()
      .provide(provider)
      .dispatch(listOpened({ list: 'running' }))
      .dispatch(listOpened({ list: 'canceled' }))
      .delay(10)
      .dispatch(listRefreshRequested({ list: 'running' }))
      .silentRun(STEPPED_RUN_MS);
    expect(log.slice(0, 4)).toEqual(['start running', 'start canceled', 'abort running', 'start running']);
  });
});

describe('tournament list sagas, against an API that pages lists', () => {
  const view: ListView = { q: 'cup', sort: 'title', order: 'desc', page: 3 };
  const navigation: StaticProvider = [matchers.call.fn(navigateTo), undefined];

  it('load the page of the view the list opened with, and keep its total', async () => {
    const tournaments = [aTournament(49)];
    const { storeState } = await listSagas()
      .provide([[matchers.call.fn(fetchTournamentListPage), { tournaments, total: 49 }]])
      .call.like({ fn: fetchTournamentListPage, args: ['completed', { q: 'cup', sort: 'title', order: 'desc', take: 24, skip: 48 }] })
      .not.call.fn(fetchTournamentList)
      .put(listLoaded({ list: 'completed', tournaments, total: 49 }))
      .dispatch(listOpened({ list: 'completed', view }))
      .silentRun(50);
    expect(storeState.tournaments.lists.completed).toMatchObject({ ids: [49], status: 'loaded', total: 49, view, searchText: 'cup' });
  });

  it('abort the load of the view before when the URL brings another', async () => {
    const { provider, signals, log } = pendingRequests(fetchTournamentListPage);
    await listSagas()
      .provide(provider)
      .dispatch(listOpened({ list: 'draft', view: DEFAULT_LIST_VIEW }))
      .delay(10)
      .dispatch(listClosed({ list: 'draft' }))
      .dispatch(listOpened({ list: 'draft', view }))
      .silentRun(STEPPED_RUN_MS);
    expect(log.slice(0, 3)).toEqual(['start draft', 'abort draft', 'start draft']);
    expect(signals[0].aborted).toBe(true);
  });

  it('search once typing pauses: each key cancels the wait before, and the URL gets the last text on page 1', async () => {
    const shown = { ...view, page: 2 };
    await listSagas({ tournaments: listOpenedWith('completed', shown) })
      .provide([navigation])
      .dispatch(listSearchTyped({ list: 'completed', text: 'w' }))
      .dispatch(listSearchTyped({ list: 'completed', text: 'we' }))
      .dispatch(listSearchTyped({ list: 'completed', text: 'weekly cup' }))
      .call(navigateTo, '/completed?q=weekly+cup&sort=title&order=desc')
      .not.call(navigateTo, '/completed?q=w&sort=title&order=desc')
      .not.call(navigateTo, '/completed?q=we&sort=title&order=desc')
      .silentRun(LIST_SEARCH_WAIT_MS);
  });

  it('drop a search still waiting when the page is left, and one that settles on the search shown', async () => {
    await listSagas({ tournaments: listOpenedWith('running', view) })
      .provide([navigation])
      .not.call.fn(navigateTo)
      .dispatch(listSearchTyped({ list: 'running', text: 'weekly' }))
      .dispatch(listClosed({ list: 'running' }))
      .dispatch(listSearchTyped({ list: 'scheduled', text: '' }))
      .dispatch(listSearchTyped({ list: 'running', text: 'cup ' }))
      .silentRun(LIST_SEARCH_WAIT_MS);
  });

  it('put a chosen sort or page in the URL at once, the plain list at its plain address', async () => {
    await listSagas()
      .provide([navigation])
      .call(navigateTo, '/draft?q=cup&sort=title&order=desc&page=3')
      .call(navigateTo, '/')
      .dispatch(listViewChosen({ list: 'draft', view }))
      .dispatch(listViewChosen({ list: 'running', view: DEFAULT_LIST_VIEW }))
      .silentRun(50);
  });
});

/** Tournaments state where `list` shows `view`. */
function listOpenedWith(list: TournamentListName, view: ListView): RootState['tournaments'] {
  return { ...initialState.tournaments, lists: { ...initialState.tournaments.lists, [list]: { ...initialState.tournaments.lists[list], view, searchText: view.q } } };
}
