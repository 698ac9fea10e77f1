import type { SagaIterator } from 'redux-saga';
import { call, cancel, cancelled } from 'redux-saga/effects';
import { isAbortError } from '../api/client';

type SignalTaking<Args extends unknown[], Result> = (...args: [...Args, AbortSignal]) => Promise<Result>;

function* callWithSignal(fn: (...args: unknown[]) => Promise<unknown>, args: unknown[]): SagaIterator {
  const controller = new AbortController();
  try {
    return yield call(fn, ...args, controller.signal);
  } catch (error) {
    // Aborted from elsewhere: end the calling saga quietly instead of reporting a failure (spec §8).
    if (isAbortError(error)) yield cancel();
    throw error;
  } finally {
    if (yield cancelled()) controller.abort();
  }
}

/**
 * `yield abortableCall(api.fn, ...args)` calls `api.fn(...args, signal)` with a fresh AbortSignal.
 * Cancelling the calling saga (takeLatest, race, leaving a page) aborts the request; a request aborted
 * from elsewhere cancels the calling saga, so aborted requests are dropped silently.
 */
export function abortableCall<Args extends unknown[], Result>(fn: SignalTaking<Args, Result>, ...args: Args) {
  return call(callWithSignal, fn as (...args: unknown[]) => Promise<Result>, args);
}
