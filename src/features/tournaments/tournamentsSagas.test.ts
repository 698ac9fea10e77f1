import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { HttpStatusError } from '../../api/client';
import { fetchTournamentList, type TournamentListName } from '../../api/tournaments';
import { rootReducer } from '../../app/rootReducer';
import type { Tournament } from '../../domain/tournament';
import { aTournament } from './tournamentFixtures';
import { tournamentsSagas } from './tournamentsSagas';
import { listClosed, listLoaded, listLoadFailed, listOpened, listRefreshRequested } from './tournamentsSlice';

/**
 * A provider for fetchTournamentList whose requests stay pending until their signal aborts, logging
 * 'start {list}' and 'abort {list}' in the order they happen (the run's end aborts whatever is left).
 */
function pendingRequests() {
  const signals: AbortSignal[] = [];
  const log: string[] = [];
  const provider: EffectProviders = {
    call: (effect, next) => {
      if (effect.fn !== fetchTournamentList) return next();
      const [list, signal] = effect.args as [TournamentListName, AbortSignal];
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

describe('tournament list sagas', () => {
  it('load the opened list and store it', async () => {
    const tournaments = [aTournament(1), aTournament(2)];
    const { storeState } = await expectSaga(tournamentsSagas)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(fetchTournamentList), tournaments]])
      .call.like({ fn: fetchTournamentList, args: ['scheduled'] })
      .put(listLoaded({ list: 'scheduled', tournaments }))
      .dispatch(listOpened({ list: 'scheduled' }))
      .silentRun(50);
    expect(storeState.tournaments.lists.scheduled).toEqual({ ids: [1, 2], status: 'loaded', error: null });
  });

  it('turn a failure into listLoadFailed with the message the alert shows', async () => {
    const { storeState } = await expectSaga(tournamentsSagas)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(fetchTournamentList), throwError(new HttpStatusError(503, 'Service Unavailable'))]])
      .put(listLoadFailed({ list: 'draft', message: '503 - Service Unavailable' }))
      .dispatch(listOpened({ list: 'draft' }))
      .silentRun(50);
    expect(storeState.tournaments.lists.draft).toEqual({ ids: [], status: 'failed', error: '503 - Service Unavailable' });
  });

  it('reload on Refresh', async () => {
    const tournaments: Tournament[] = [aTournament(5)];
    await expectSaga(tournamentsSagas)
      .provide([[matchers.call.fn(fetchTournamentList), tournaments]])
      .put(listLoaded({ list: 'completed', tournaments }))
      .dispatch(listRefreshRequested({ list: 'completed' }))
      .silentRun(50);
  });

  it('abort the request in flight when the page closes, and report nothing', async () => {
    const { provider, signals, log } = pendingRequests();
    const { storeState } = await expectSaga(tournamentsSagas)
      .withReducer(rootReducer)
      .provide(provider)
      .not.put.actionType(listLoaded.type)
      .not.put.actionType(listLoadFailed.type)
      .dispatch(listOpened({ list: 'running' }))
      .delay(10)
      .dispatch(listClosed({ list: 'running' }))
      .delay(10)
      // Another page opening later shows the abort came with the close, not with the end of the run.
      .dispatch(listOpened({ list: 'scheduled' }))
      .silentRun(50);
    expect(log.slice(0, 3)).toEqual(['start running', 'abort running', 'start scheduled']);
    expect(signals[0].aborted).toBe(true);
    expect(storeState.tournaments.lists.running.status).toBe('idle');
  });

  it('abort the earlier request of the same list on Refresh, but not the load of another list', async () => {
    const { provider, log } = pendingRequests();
    await expectSaga(tournamentsSagas)
      .provide(provider)
      .dispatch(listOpened({ list: 'running' }))
      .dispatch(listOpened({ list: 'canceled' }))
      .delay(10)
      .dispatch(listRefreshRequested({ list: 'running' }))
      .silentRun(50);
    expect(log.slice(0, 4)).toEqual(['start running', 'start canceled', 'abort running', 'start running']);
  });
});
