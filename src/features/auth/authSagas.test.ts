import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { recordSignedInAdmin } from '../../api/adminUsers';
import { HttpStatusError } from '../../api/client';
import { authSagas } from './authSagas';
import { adminRecordingFailed, signedIn, signOutRequested, tokenExpired, tokenRefreshFailed } from './authSlice';
import { refreshToken, signOut } from './keycloakClient';

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
      .provide([[matchers.call.fn(refreshToken), true]])
      .call(refreshToken)
      .not.put.actionType(tokenRefreshFailed.type)
      .dispatch(tokenExpired())
      .silentRun(50);
  });

  it('reports a refused refresh', async () => {
    await expectSaga(authSagas)
      .provide([[matchers.call.fn(refreshToken), throwError(new Error('refresh refused'))]])
      .put(tokenRefreshFailed({ message: 'refresh refused' }))
      .dispatch(tokenExpired())
      .silentRun(50);
  });

  it('signs out through the identity provider', async () => {
    await expectSaga(authSagas)
      .provide([[matchers.call.fn(signOut), undefined]])
      .call(signOut)
      .dispatch(signOutRequested())
      .silentRun(50);
  });
});
