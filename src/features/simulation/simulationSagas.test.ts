import { configureStore, type Action } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { pendingUntilAborted } from '../../../test/pendingUntilAborted';
import { HttpStatusError } from '../../api/client';
import * as api from '../../api/simulation';
import { rootReducer, type RootState } from '../../../test/allFeatures';
import { inEnglish } from '../../i18n/inLanguage';
import { aBooster } from '../boosters/boosterFixtures';
import { boosterAdded, boostersLoaded, tabOpened } from '../boosters/boostersSlice';
import { tierAdded, tierBonusValueChanged } from '../editor/editorSlice';
import { pageClosed } from '../openedTournament';
import { A_WINDOW, aDraft, aSimulationResult, runFinishedOn, stateWithPanel } from './simulationFixtures';
import { PROGRESS_INTERVAL_MS, simulationSagas } from './simulationSagas';
import { panelClosed, runCancelRequested, runRequested, simulationFailed, simulationFinished, windowChosen } from './simulationSlice';

jest.mock('../../api/simulation');
const simulate = jest.mocked(api.simulateTournament);

const draft = aDraft(7);
/** The draft with a tier added in the form and its value typed, none of it saved. */
const edited = stateWithPanel(draft, tierAdded(), tierBonusValueChanged({ key: 't1', value: '25' }));

/** The watcher on `state`, after `actions`: the final state and the requests it made. */
async function runWatcher(state: RootState, ...actions: Action[]) {
  const run = actions.reduce((saga, action) => saga.dispatch(action), expectSaga(simulationSagas).withReducer(rootReducer, state));
  const { storeState } = await run.silentRun(50);
  return { storeState, requests: simulate.mock.calls.map(([request]) => request) };
}

beforeEach(() => jest.resetAllMocks());

describe('the simulate saga', () => {
  it("posts the form's working copy, unsaved edits included, with the window, and shows the projected board in rank order", async () => {
    simulate.mockResolvedValue(aSimulationResult());
    const { storeState, requests } = await runWatcher(edited, runRequested());
    expect(requests).toEqual([{ tournament: expect.objectContaining({ id: 7, title: 'Summer cup' }), ...A_WINDOW }]);
    expect(requests[0].tournament.tiers.at(-1)?.bonus.value).toBe(25);
    expect(requests[0]).not.toHaveProperty('boosters');
    expect(storeState.simulation.status).toBe('done');
    expect(storeState.simulation.ids).toEqual(['player-1', 'player-2', 'player-3']);
    expect(storeState.simulation.outcome).toMatchObject({ events: 4, players: 3, window: A_WINDOW, total_cost: { lei: 100, free_spins: 20, items: 0 } });
  });

  it('sends the boosters the editor holds, a booster added but not saved included', async () => {
    simulate.mockResolvedValue(aSimulationResult());
    const state = stateWithPanel(draft, tabOpened(7), boostersLoaded([aBooster(1)]), boosterAdded());
    const { requests } = await runWatcher(state, runRequested());
    expect(requests[0].boosters).toEqual([aBooster(1), expect.objectContaining({ id: 0, tournament_id: 7, multiplier: 1 })]);
  });

  it('runs the window picked in the panel', async () => {
    simulate.mockResolvedValue(aSimulationResult());
    const window = { from: '2026-05-01T00:00:00.000Z', to: '2026-06-05T00:00:00.000Z' };
    const { requests } = await runWatcher(edited, windowChosen(window), runRequested());
    expect(requests[0]).toMatchObject(window);
  });

  it.each([
    ['Cancel', runCancelRequested()],
    ['closing the panel', panelClosed()],
    ['leaving the page', pageClosed()],
  ])('%s aborts the request in flight and reports nothing', async (_name, stop) => {
    const pending = pendingUntilAborted();
    simulate.mockImplementation(pending.request);
    const run = expectSaga(simulationSagas).withReducer(rootReducer, edited).dispatch(runRequested()).dispatch(stop);
    await run.not.put.actionType(simulationFinished.type).not.put.actionType(simulationFailed.type).silentRun(50);
    expect(pending.signals).toHaveLength(1);
    expect(pending.signals[0].aborted).toBe(true);
  });

  it('shows a canceled run as canceled, and keeps the panel open', async () => {
    simulate.mockImplementation(pendingUntilAborted().request);
    const { storeState } = await runWatcher(edited, runRequested(), runCancelRequested());
    expect(storeState.simulation).toMatchObject({ status: 'canceled', panelOpen: true, outcome: null });
  });

  it('lets a newer run replace the one in flight: the older request is aborted and only the newer answer shown', async () => {
    const pending = pendingUntilAborted();
    const newer = { ...aSimulationResult(), events: 9 };
    simulate.mockImplementationOnce(pending.request).mockResolvedValueOnce(newer);
    const run = expectSaga(simulationSagas).withReducer(rootReducer, edited).dispatch(runRequested()).dispatch(runRequested());
    const { storeState } = await run.put(runFinishedOn(edited, newer)).not.put.actionType(simulationFailed.type).silentRun(50);
    expect(pending.signals[0].aborted).toBe(true);
    expect(simulate).toHaveBeenCalledTimes(2);
    expect(storeState.simulation.outcome?.events).toBe(9);
  });

  it("reports a failure with the server's message, which names the field", async () => {
    simulate.mockRejectedValue(new HttpStatusError(400, 'Bad Request', 'to: the window is at most 35 days'));
    const { storeState } = await runWatcher(edited, runRequested());
    expect(storeState.simulation).toMatchObject({ status: 'failed', error: '400 - Bad Request: to: the window is at most 35 days', outcome: null });
  });

  it('refuses a window longer than 35 days without asking the server', async () => {
    const { storeState, requests } = await runWatcher(edited, windowChosen({ from: '2026-04-01T00:00:00.000Z', to: '2026-06-01T00:00:00.000Z' }), runRequested());
    expect(requests).toEqual([]);
    expect(storeState.simulation.status).toBe('failed');
    expect(inEnglish(storeState.simulation.error!)).toBe('The window is at most 35 days');
  });
});

describe('the progress of a run', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts the seconds while the server works, and stops counting when it answers', async () => {
    let answer: (result: api.SimulationResult) => void = () => undefined;
    simulate.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({ reducer: rootReducer, preloadedState: edited, middleware: (defaults) => defaults({ thunk: false }).concat(sagaMiddleware) });
    sagaMiddleware.run(simulationSagas);
    store.dispatch(runRequested());
    await jest.advanceTimersByTimeAsync(3 * PROGRESS_INTERVAL_MS);
    expect(store.getState().simulation).toMatchObject({ status: 'running', elapsedSeconds: 3 });
    answer(aSimulationResult());
    await jest.advanceTimersByTimeAsync(3 * PROGRESS_INTERVAL_MS);
    expect(store.getState().simulation).toMatchObject({ status: 'done', elapsedSeconds: 3 });
  });
});
