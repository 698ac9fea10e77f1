import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator, Task } from 'redux-saga';
import { call, fork, take, type ActionPattern } from 'redux-saga/effects';

/**
 * takeLeading for each key on its own: an action whose key already has a running worker is ignored,
 * while actions with other keys run concurrently (e.g. one send per outbox entry at a time).
 */
export function takeLeadingPerKey<A extends Action>(
  pattern: ActionPattern<A>,
  keyOf: (action: A) => string | number,
  worker: (action: A) => SagaIterator,
) {
  return fork(function* (): SagaIterator {
    const running = new Map<string | number, Task>();
    function* runAndForget(key: string | number, action: A): SagaIterator {
      try {
        yield call(worker, action);
      } finally {
        running.delete(key);
      }
    }
    while (true) {
      const action: A = yield take(pattern);
      const key = keyOf(action);
      if (!running.has(key)) running.set(key, yield fork(runAndForget, key, action));
    }
  });
}
