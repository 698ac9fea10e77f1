import { delay, type CallEffect } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { recordSignedInAdmin } from '../../api/adminUsers';
import { HttpStatusError } from '../../api/client';
import { authSagas } from './authSagas';
import { retryNowRequested } from '../connection/connectionSlice';
import { adminRecordingFailed, signedIn, signInAgainRequested, signInUnreachable, signOutRequested, tokenExpired } from './authSlice';
import { refreshToken, signInAgain, signOut, type RefreshOutcome } from './keycloakClient';

const delayFn = (delay(0) as CallEffect).payload.fn;

const user = { id: 'admin', displayName: 'Ada', email: 'a@x', emailVerified: true, roles: [] };

describe('auth sagas', () => {
  it('records the signed-in admin once at sign-in with an abortable PUT', async () => {
    await expectSaga(authSagas)
      .provide([[matchers.call.fn(recordSignedInAdmin), { id: 'admin', displayName: 'Ada' }]])
      .call.like({ fn: recordSignedInAdmin })
      .not.put.actionType(adminRecordingFailed.type)
      .dispatch(signedIn(user))
      .silentRun(50);
  });

  it('reports a failed recording as a serializable failure', async () => {
    await expectSaga(authSagas)
      .provide([[matchers.call.fn(recordSignedInAdmin), throwError(new HttpStatusError(500, 'Internal Server Error'))]])
      .put(adminRecordingFailed({ message: '500 - Internal Server Error' }))
      .dispatch(signedIn(user))
      .silentRun(50);
  });

  it('refreshes an expired token', async () => {
    await expectSaga(authSagas)
      .provide([[matchers.call.fn(refreshToken), 'refreshed']])
      .call(refreshToken)
      .not.put(signInUnreachable())
      .dispatch(tokenExpired())
      .silentRun(50);
  });

  it('tries a refresh that found no answer again after 1 s, 2 s …, saying the sign-in is unreachable meanwhile', async () => {
    const outcomes: RefreshOutcome[] = ['unreachable', 'unreachable', 'refreshed'];
    const waited: number[] = [];
    await expectSaga(authSagas)
      .provide({
        call: (effect, next) => {
          if (effect.fn === refreshToken) return outcomes.shift();
          if (effect.fn !== delayFn) return next();
          waited.push(effect.args[0] as number);
          return undefined;
        },
      })
      .put(signInUnreachable())
      .dispatch(tokenExpired())
      .silentRun(50);
    expect(outcomes).toEqual([]);
    expect(waited).toEqual([1000, 2000]);
  });

  it("tries again at once on the banner's 'Try now'", async () => {
    const outcomes: RefreshOutcome[] = ['unreachable', 'refreshed'];
    await expectSaga(authSagas)
      .provide([[matchers.call.fn(refreshToken), dynamic(() => outcomes.shift())]])
      .dispatch(tokenExpired())
      .dispatch(retryNowRequested())
      .silentRun(50);
    expect(outcomes).toEqual([]);
  });

  it('neither retries a refused refresh nor leaves the page: the session is over, which keycloak-js reports as onAuthLogout', async () => {
    await expectSaga(authSagas)
      .provide([[matchers.call.fn(refreshToken), 'sessionEnded']])
      .call(refreshToken)
      .not.put(signInUnreachable())
      .not.call(signInAgain)
      .dispatch(tokenExpired())
      .silentRun(50);
  });

  it('leaves the page for the sign-in when asked to sign in again', async () => {
    await expectSaga(authSagas).provide([[matchers.call.fn(signInAgain), undefined]]).call(signInAgain).dispatch(signInAgainRequested()).silentRun(50);
  });

  it('signs out through the identity provider', async () => {
    await expectSaga(authSagas)
      .provide([[matchers.call.fn(signOut), undefined]])
      .call(signOut)
      .dispatch(signOutRequested())
      .silentRun(50);
  });
});
