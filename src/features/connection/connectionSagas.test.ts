import { channel, type Channel } from 'redux-saga';
import { delay, type CallEffect } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import type { ServerReachability } from '../../api/client';
import { fetchUnsentBonusCount } from '../../api/unsent';
import { rootReducer } from '../../../test/allFeatures';
import { browserConnectivityChannel, connectionSagas, serverReachabilityChannel, type BrowserConnectivity } from './connectionSagas';
import { browserOnline, retryNowRequested, serverLost, serverProbeFailed, serverReached } from './connectionSlice';

const delayFn = (delay(0) as CallEffect).payload.fn;
const never = () => new Promise<never>(() => undefined);

/**
 * The connection sagas with the client's and the browser's events in the test's hands, each probe answered by
 * `probeAnswers` in turn (true: the server answered, which the client reports as reachable; false: no answer), and
 * every backoff wait logged in `waited` and passed at once (or never, with `waits: 'never'`).
 */
function connection(probeAnswers: boolean[], { waits = 'pass' }: { waits?: 'pass' | 'never' } = {}) {
  const requests: Channel<ServerReachability> = channel();
  const browser: Channel<BrowserConnectivity> = channel();
  const waited: number[] = [];
  // As fetch does, answers later, the client having reported the outcome first; no answers left: waits for ever.
  const probe = async () => {
    if (probeAnswers.length === 0) return never();
    const answered = probeAnswers.shift();
    await Promise.resolve();
    requests.put(answered ? 'reachable' : 'unreachable');
    if (!answered) throw new TypeError('Failed to fetch');
    return 0;
  };
  const saga = expectSaga(connectionSagas)
    .withReducer(rootReducer)
    .provide([
      [matchers.call.fn(serverReachabilityChannel), requests],
      [matchers.call.fn(browserConnectivityChannel), browser],
      [matchers.call.fn(fetchUnsentBonusCount), dynamic(probe)],
      {
        call: (effect, next) => {
          if (effect.fn !== delayFn) return next();
          waited.push(effect.args[0] as number);
          return waits === 'pass' ? undefined : never();
        },
      },
    ]);
  return { saga, requests, browser, waited, probeAnswers };
}

describe('the connection to the server', () => {
  it('shows the banner on a request without an answer, tries the server after 1 s, 2 s, 4 s, and hides it on the first answer', async () => {
    const { saga, requests, waited, probeAnswers } = connection([false, false, true]);
    requests.put('unreachable');
    const { storeState } = await saga
      .put(serverLost())
      .put(serverProbeFailed({ message: 'Failed to fetch' }))
      .put(serverReached())
      .silentRun(50);
    expect(waited).toEqual([1000, 2000, 4000]);
    expect(probeAnswers).toEqual([]);
    expect(storeState.connection.serverUnreachable).toBe(false);
  });

  it('says nothing while every request is answered, and stops trying once a request of the page got an answer', async () => {
    const { saga, requests, waited } = connection([], { waits: 'never' });
    requests.put('reachable');
    requests.put('unreachable');
    requests.put('unreachable');
    requests.put('reachable');
    const { storeState } = await saga.put(serverLost()).put(serverReached()).not.put.actionType(serverProbeFailed.type).silentRun(50);
    expect(waited).toEqual([1000]);
    expect(storeState.connection.serverUnreachable).toBe(false);
  });

  it("takes the browser going offline as the server lost, and tries at once when it is online again or on 'Try now'", async () => {
    const { saga, browser, probeAnswers } = connection([false, true], { waits: 'never' });
    browser.put('offline');
    setTimeout(() => browser.put('online'), 20);
    const { storeState } = await saga
      .put(serverLost())
      .dispatch(retryNowRequested())
      .put(serverProbeFailed({ message: 'Failed to fetch' }))
      .put(browserOnline())
      .put(serverReached())
      .silentRun(80);
    expect(probeAnswers).toEqual([]);
    expect(storeState.connection.serverUnreachable).toBe(false);
  });
});
