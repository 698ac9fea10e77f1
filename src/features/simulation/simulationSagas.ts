/** Simulate (engine spec §4): one run at a time, cancellable, counting its seconds while the server replays. */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { simulateTournament, type SimulationRequest, type SimulationResult } from '../../api/simulation';
import { simulationWindowError } from '../../domain/simulationWindow';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef } from '../../i18n/text';
import { abortableCall } from '../../lib/abortableCall';
import { errorMessageWithDetail } from '../../lib/errorMessage';
import { fingerprint } from '../../lib/fingerprint';
import { pageClosed } from '../openedTournament';
import { selectSimulationRequest } from './simulationSelectors';
import { panelClosed, runCancelRequested, runProgressed, runRequested, simulationFailed, simulationFinished } from './simulationSlice';

const messages = defineMessages({
  notLoaded: { id: 'simulation.run.notLoaded', defaultMessage: 'The tournament has not loaded yet' },
});

export const PROGRESS_INTERVAL_MS = 1000;

function* countElapsedSeconds(): SagaIterator {
  for (let elapsedSeconds = 1; ; elapsedSeconds += 1) {
    yield delay(PROGRESS_INTERVAL_MS);
    yield put(runProgressed({ elapsedSeconds }));
  }
}

function* simulate(request: SimulationRequest): SagaIterator {
  try {
    const result: SimulationResult = yield abortableCall(simulateTournament, request);
    yield put(simulationFinished({ result, window: { from: request.from, to: request.to }, requestFingerprint: fingerprint(request) }));
  } catch (error) {
    // The server names what it refused (e.g. the field of a 400): staff need that to correct the form.
    yield put(simulationFailed({ message: errorMessageWithDetail(error) }));
  }
}

/**
 * Posts the working copy and the window; the seconds are counted until it answers. Cancel, closing the
 * panel or leaving the page ends the race, which cancels the request's saga and so aborts its fetch.
 */
export function* runSimulation(): SagaIterator {
  const request: SimulationRequest | undefined = yield select(selectSimulationRequest);
  if (!request) return yield put(simulationFailed({ message: messageRef(messages.notLoaded) }));
  // The Run button waits for a valid window too; this keeps a replayed or scripted Run from posting a bad one.
  const refusal = simulationWindowError(request);
  if (refusal) return yield put(simulationFailed({ message: refusal }));
  yield race({
    finished: call(simulate, request),
    progress: call(countElapsedSeconds),
    stopped: take([runCancelRequested, panelClosed, pageClosed]),
  });
}

/** A newer Run replaces the one in flight (takeLatest aborts it). */
export function* simulationSagas(): SagaIterator {
  yield takeLatest(runRequested, runSimulation);
}
