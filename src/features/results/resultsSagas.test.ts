import { expectSaga } from 'redux-saga-test-plan';
import type { CallEffectDescriptor } from 'redux-saga/effects';
import { rootReducer } from '../../../test/allFeatures';
import { pendingUntilAborted } from '../../../test/pendingUntilAborted';
import { stateAfter } from '../../../test/stateAfter';
import { HttpStatusError } from '../../api/client';
import * as api from '../../api/results';
import { downloadApiFile } from '../leaderboardExport/downloadFile';
import { pendingResults, resultsOf } from './resultsFixtures';
import { exportTime, PENDING_POLL_MS, PROVISIONAL_REFRESH_MS, resultsSagas } from './resultsSagas';
import * as results from './resultsSlice';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('../../api/results', () => ({ ...jest.requireActual('../../api/results'), fetchTournamentResults: jest.fn() }));
jest.mock('../leaderboardExport/downloadFile');
const fetchResults = jest.mocked(api.fetchTournamentResults);
const download = jest.mocked(downloadApiFile);
const never = () => new Promise<never>(() => undefined);

/** Stands in for the waits between reads: records each, the first `elapsed` pass at once, later ones never end. */
function pollDelays(elapsed: number) {
  const waited: unknown[] = [];
  return {
    waited,
    provider: {
      call: (effect: CallEffectDescriptor<unknown>, next: () => unknown) => {
        if (effect.args[0] !== PENDING_POLL_MS && effect.args[0] !== PROVISIONAL_REFRESH_MS) return next();
        waited.push(effect.args[0]);
        return waited.length <= elapsed ? undefined : never();
      },
    },
  };
}

const run = (delays = pollDelays(0), state = stateAfter()) => expectSaga(resultsSagas).withReducer(rootReducer, state).provide(delays.provider);

beforeEach(() => jest.resetAllMocks());

describe('results sagas', () => {
  it('ask again every 10 s while the results are pending, every minute while provisional, and stop once final', async () => {
    const provisional = resultsOf({ state: 'provisional' });
    fetchResults.mockResolvedValueOnce(pendingResults).mockResolvedValueOnce(pendingResults).mockResolvedValueOnce(provisional).mockResolvedValueOnce(resultsOf());
    const delays = pollDelays(Infinity);
    const { storeState } = await run(delays).dispatch(results.resultsTabOpened(7)).put(results.resultsPending()).put(results.resultsLoaded(provisional)).put(results.resultsLoaded(resultsOf())).silentRun(100);
    expect(delays.waited).toEqual([PENDING_POLL_MS, PENDING_POLL_MS, PROVISIONAL_REFRESH_MS]);
    expect(fetchResults.mock.calls.map(([id]) => id)).toEqual([7, 7, 7, 7]);
    expect(storeState.results).toMatchObject({ status: 'loaded', results: resultsOf() });
  });

  it('stop asking when the tab closes, aborting a read in flight', async () => {
    fetchResults.mockResolvedValueOnce(pendingResults);
    const delays = pollDelays(0);
    await run(delays).dispatch(results.resultsTabOpened(7)).put(results.resultsPending()).delay(10).dispatch(results.resultsTabClosed()).silentRun(STEPPED_RUN_MS);
    expect(fetchResults).toHaveBeenCalledTimes(1);
    expect(delays.waited).toEqual([PENDING_POLL_MS]);

    const slow = pendingUntilAborted();
    fetchResults.mockImplementation(slow.request);
    await run().dispatch(results.resultsTabOpened(7)).delay(5).dispatch(results.resultsTabClosed()).not.put.actionType(results.resultsLoaded.type).silentRun(STEPPED_RUN_MS);
    expect(slow.signals.map((signal) => signal.aborted)).toEqual([true]);
  });

  it("show the server's reason for a 409 and ask no more", async () => {
    fetchResults.mockRejectedValue(new HttpStatusError(409, 'Conflict', 'Tournament 7 has not started: its results begin when it does'));
    const delays = pollDelays(Infinity);
    const { storeState } = await run(delays)
      .dispatch(results.resultsTabOpened(7))
      .put(results.resultsLoadFailed({ message: '409 - Conflict: Tournament 7 has not started: its results begin when it does' }))
      .silentRun(50);
    expect(fetchResults).toHaveBeenCalledTimes(1);
    expect(delays.waited).toEqual([]);
    expect(storeState.results.status).toBe('failed');
  });

  it('never call an API that has no results', async () => {
    await run(pollDelays(0), { ...stateAfter(), apiExtensions: [] }).dispatch(results.resultsTabOpened(7)).silentRun(30);
    expect(fetchResults).not.toHaveBeenCalled();
  });

  it.each(['csv', 'xlsx'] as const)('export the %s named as the server names it, and say why an export failed', async (format) => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    download.mockResolvedValue();
    await run(pollDelays(0), stateAfter(results.resultsTabOpened(7)))
      .provide({ call: (effect, next) => (effect.fn === exportTime ? now : next()) })
      .dispatch(results.resultsExportRequested(format))
      .put(results.resultsExportStarted({ fileName: `7_results_2026-11-21T10:00:00.000Z.${format}` }))
      .silentRun(50);
    expect(download).toHaveBeenCalledWith(`/api/tournaments/7/results.${format}`, `7_results_2026-11-21T10:00:00.000Z.${format}`, 'en', expect.any(AbortSignal));

    download.mockRejectedValue(new HttpStatusError(409, 'Conflict'));
    await run(pollDelays(0), stateAfter(results.resultsTabOpened(7))).dispatch(results.resultsExportRequested(format)).put(results.resultsExportFailed({ message: '409 - Conflict' })).silentRun(50);
  });

  it('start one export at a time: a second request while the first starts is ignored', async () => {
    download.mockImplementation(never);
    await run(pollDelays(0), stateAfter(results.resultsTabOpened(7))).dispatch(results.resultsExportRequested('xlsx')).dispatch(results.resultsExportRequested('csv')).silentRun(30);
    expect(download.mock.calls.map(([path]) => path)).toEqual(['/api/tournaments/7/results.xlsx']);
  });
});
