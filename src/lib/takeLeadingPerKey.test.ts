import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, take } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import { takeLeadingPerKey } from './takeLeadingPerKey';

interface KeyedAction extends Action<string> {
  payload: string;
}
const pressed = (key: string): KeyedAction => ({ type: 'test/pressed', payload: key });
const finished = (key: string): KeyedAction => ({ type: 'test/finished', payload: key });
const isPressed = (action: Action): action is KeyedAction => action.type === 'test/pressed';

describe('takeLeadingPerKey', () => {
  it('ignores an action whose key is busy, runs other keys alongside, and takes a key again once it is free', async () => {
    const started = jest.fn();
    // Each worker runs until the test says its key is finished.
    function* worker({ payload: key }: KeyedAction): SagaIterator {
      yield call(started, key);
      yield take((action: Action) => action.type === 'test/finished' && (action as KeyedAction).payload === key);
    }
    function* watcher(): SagaIterator {
      yield takeLeadingPerKey(isPressed, (action) => action.payload, worker);
    }
    await expectSaga(watcher)
      .dispatch(pressed('a'))
      .dispatch(pressed('a'))
      .dispatch(pressed('b'))
      .dispatch(finished('a'))
      .dispatch(pressed('a'))
      .dispatch(pressed('b'))
      .silentRun(50);
    expect(started.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'a']);
  });
});
