import type { UnknownAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeLeading } from 'redux-saga/effects';
import { watchServerReachability, type ServerReachability } from '../../api/client';
import { fetchUnsentBonusCount } from '../../api/unsent';
import { abortableCall } from '../../lib/abortableCall';
import { retryDelay } from '../../lib/backoff';
import { errorMessage } from '../../lib/errorMessage';
import { browserOnline, retryNowRequested, selectServerUnreachable, serverLost, serverProbeFailed, serverReached } from './connectionSlice';

/** What the browser says of its network: 'offline' when it has none, 'online' when it is back. */
export type BrowserConnectivity = 'online' | 'offline';

/** The outcome of every API request (src/api/client.ts). */
export function serverReachabilityChannel(): EventChannel<ServerReachability> {
  return eventChannel((emit) => watchServerReachability(emit));
}

/** The window's online and offline events. */
export function browserConnectivityChannel(): EventChannel<BrowserConnectivity> {
  return eventChannel((emit) => {
    const online = () => emit('online');
    const offline = () => emit('offline');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

/** Takes each item of the channel `open` makes and puts the action `actionFor` gives it while the server is (not) lost. */
function* followChannel<Item extends string>(open: () => EventChannel<Item>, actionFor: (item: Item, lost: boolean) => UnknownAction | undefined): SagaIterator {
  const channel: EventChannel<Item> = yield call(open);
  for (;;) {
    const item: Item = yield take(channel);
    const lost: boolean = yield select(selectServerUnreachable);
    const action = actionFor(item, lost);
    if (action) yield put(action);
  }
}

/** Any request's outcome moves the banner: the first without an answer shows it, the first answer hides it. */
export function* followServerReachability(): SagaIterator {
  yield call(followChannel<ServerReachability>, serverReachabilityChannel, (reachability: ServerReachability, lost: boolean) => {
    if (reachability === 'unreachable' && !lost) return serverLost();
    return reachability === 'reachable' && lost ? serverReached() : undefined;
  });
}

/** No network is no server; a network back is a reason to try the server now. */
export function* followBrowserConnectivity(): SagaIterator {
  yield call(followChannel<BrowserConnectivity>, browserConnectivityChannel, (connectivity: BrowserConnectivity, lost: boolean) => {
    if (connectivity === 'offline' && !lost) return serverLost();
    return connectivity === 'online' && lost ? browserOnline() : undefined;
  });
}

/** The cheapest request every API answers (the navbar's unsent count): its outcome reaches the reachability channel. */
export function* probeServer(): SagaIterator {
  try {
    yield abortableCall(fetchUnsentBonusCount);
  } catch (error) {
    yield put(serverProbeFailed({ message: errorMessage(error) }));
  }
}

/**
 * While the server is lost, tries it after 1 s, 2 s, 4 s … (at most 30 s), at once on 'Try now' or when the network
 * comes back, until any request reaches it (this probe, or one the page made meanwhile).
 */
export function* retryUntilReached(): SagaIterator {
  for (let failures = 1; ; failures += 1) {
    const { reached } = yield race({
      wait: delay(retryDelay(failures)),
      now: take([retryNowRequested, browserOnline]),
      reached: take(serverReached),
    });
    if (reached) return;
    yield call(probeServer);
    if (!(yield select(selectServerUnreachable))) return;
  }
}

export function* connectionSagas(): SagaIterator {
  yield fork(followServerReachability);
  yield fork(followBrowserConnectivity);
  yield takeLeading(serverLost, retryUntilReached);
}
