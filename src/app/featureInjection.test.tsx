import { act, render, screen } from '@testing-library/react';
import type { SagaMiddleware } from 'redux-saga';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { lazyFeatureBySlice } from '../../test/allFeatures';
import { signedInAuthState } from '../../test/renderWithStore';
import { fetchTournament } from '../api/tournamentEditor';
import { createAuthClient } from '../features/auth/keycloakClient';
import { editorFeature } from '../features/editor/editorFeature';
import { cancelFailed } from '../features/editor/editorSlice';
import { historyFeature } from '../features/history/historyFeature';
import { leaderboardFeature } from '../features/leaderboard/leaderboardFeature';
import { inEnglish } from '../i18n/inLanguage';
import { IntlRoot } from '../i18n/IntlRoot';
import { featureInjector, featuresLoaded, withNeeds } from './featureInjection';
import { createRootReducer } from './rootReducer';
import { createAppRoutes } from './router';
import { setupStore } from './store';
import { selectToasts } from './toasts/toastsSlice';

// The tournament's load stays pending: the page shows its loading heading.
jest.mock('../api/tournamentEditor', () => ({
  ...jest.requireActual<object>('../api/tournamentEditor'),
  fetchTournament: jest.fn(() => new Promise(() => undefined)),
}));

const ENTRY_SLICES = ['apiExtensions', 'auth', 'connection', 'language', 'live', 'openedTournament', 'toasts', 'tournaments', 'unsent'];
const TOURNAMENT_PAGE_SLICES = ['adminUsers', 'bonuses', 'bonusOutbox', 'boosters', 'bulkSend', 'editor', 'games', 'history', 'invitePlayers', 'leaderboard', 'leaderboardExport', 'payoutReview', 'results', 'series', 'simulation'];

/** The console's store as index.tsx makes it (nothing but the entry's), under the app's routes at `address`. */
function renderConsole(address: string) {
  createAuthClient({ url: 'https://idp.example', realm: 'tournaments', clientId: 'tournament-console' });
  const store = setupStore({ auth: signedInAuthState });
  const router = createMemoryRouter(createAppRoutes(store.injectFeatures), { initialEntries: [address] });
  render(
    <Provider store={store}>
      <IntlRoot>
        <RouterProvider router={router} />
      </IntlRoot>
    </Provider>,
  );
  return { store, router };
}

const sliceNames = (state: object) => Object.keys(state).sort();

describe('features injected with their routes', () => {
  beforeEach(() => jest.mocked(fetchTournament).mockClear());

  it('knows each lazily loaded slice by its own feature', () => {
    for (const [path, feature] of Object.entries(lazyFeatureBySlice)) expect(feature.slice.reducerPath).toBe(path);
  });

  it('starts a store with the entry’s slices only', () => {
    expect(sliceNames(setupStore().getState())).toEqual(ENTRY_SLICES);
  });

  it("injects the tournament page's features when its route loads, before the page asks for the tournament", async () => {
    const { store, router } = renderConsole('/');
    expect(await screen.findByRole('heading', { name: 'Running tournaments' })).toBeInTheDocument();
    expect(sliceNames(store.getState())).toEqual(ENTRY_SLICES);

    await act(() => router.navigate('/tournament/42'));
    expect(await screen.findByRole('heading', { name: 'Loading...' })).toBeInTheDocument();
    expect(sliceNames(store.getState())).toEqual([...ENTRY_SLICES, ...TOURNAMENT_PAGE_SLICES].sort());
    // The editor's saga was running when the page opened the tournament.
    expect(fetchTournament).toHaveBeenCalledTimes(1);
    expect(jest.mocked(fetchTournament).mock.calls[0][0]).toBe(42);
  });

  it('runs their sagas once, however often and by whichever route they come: one request per opening', async () => {
    const { store, router } = renderConsole('/create');
    expect(await screen.findByRole('heading', { name: 'Create tournament' })).toBeInTheDocument();
    await act(() => router.navigate('/tournament/42'));
    expect(await screen.findByRole('heading', { name: 'Loading...' })).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Running tournaments' })).toBeInTheDocument();
    const injected = store.getState();
    await act(() => router.navigate('/tournament/43'));
    expect(await screen.findByRole('heading', { name: 'Loading...' })).toBeInTheDocument();
    expect(jest.mocked(fetchTournament).mock.calls.map(([id]) => id)).toEqual([42, 43]);
    expect(sliceNames(store.getState())).toEqual(sliceNames(injected));
  });

  it('shows the toasts of an injected feature once, however often it was asked for', () => {
    const store = setupStore();
    store.injectFeatures([editorFeature]);
    store.injectFeatures([editorFeature, leaderboardFeature]);
    store.dispatch(cancelFailed({ message: '409 - Conflict' }));
    expect(selectToasts(store.getState()).map(({ header, text }) => [inEnglish(header), inEnglish(text)])).toEqual([['Failed to cancel tournament', '409 - Conflict']]);
  });
});

describe('featureInjector', () => {
  const injector = () => {
    const rootReducer = createRootReducer();
    const dispatch = jest.fn((action) => action);
    const run = jest.fn();
    return { rootReducer, dispatch, run, injectFeatures: featureInjector(rootReducer, { run } as unknown as SagaMiddleware, dispatch) };
  };

  it('injects what a feature needs before it, then announces them all in one action, then runs their sagas', () => {
    const { rootReducer, dispatch, run, injectFeatures } = injector();
    injectFeatures([leaderboardFeature]);
    const paths = ['boosters', 'games', 'bonuses', 'editor', 'history', 'leaderboardExport', 'invitePlayers', 'leaderboard'] as const;
    expect(dispatch.mock.calls).toEqual([[featuresLoaded([...paths])]]);
    expect(run.mock.calls.map(([, feature]) => feature.slice.reducerPath)).toEqual(paths);
    expect(sliceNames(rootReducer(undefined, { type: 'test/init' }))).toEqual([...ENTRY_SLICES, ...paths].sort());
  });

  it('takes in only what it has not yet, and nothing when it has it all', () => {
    const { dispatch, run, injectFeatures } = injector();
    injectFeatures([editorFeature]);
    injectFeatures([editorFeature]);
    injectFeatures([leaderboardFeature, historyFeature]);
    expect(dispatch.mock.calls).toEqual([[featuresLoaded(['boosters', 'games', 'bonuses', 'editor'])], [featuresLoaded(['history', 'leaderboardExport', 'invitePlayers', 'leaderboard'])]]);
    expect(run).toHaveBeenCalledTimes(8);
  });

  it('lists each needed feature once, the already injected ones left out', () => {
    expect(withNeeds([editorFeature, leaderboardFeature], new Set(['games'])).map(({ slice }) => slice.reducerPath)).toEqual([
      'boosters',
      'bonuses',
      'editor',
      'history',
      'leaderboardExport',
      'invitePlayers',
      'leaderboard',
    ]);
  });
});
