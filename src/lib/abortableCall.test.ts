import { runSaga, type SagaIterator, type Task } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import { abortableCall } from './abortableCall';

const loaded = (value: string) => ({ type: 'test/loaded', payload: value });

function* loadGreeting(fetchGreeting: (name: string, signal: AbortSignal) => Promise<string>): SagaIterator {
  const greeting: string = yield abortableCall(fetchGreeting, 'Ada');
  yield put(loaded(greeting));
}

/** A request that stays pending until its signal aborts, remembering the signal it was given. */
function pendingRequest() {
  const signals: AbortSignal[] = [];
  const fn = (_name: string, signal: AbortSignal) =>
    new Promise<string>((_resolve, reject) => {
      signals.push(signal);
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { fn, signals };
}

function run(saga: () => SagaIterator) {
  const dispatched: unknown[] = [];
  const task: Task = runSaga({ dispatch: (action: unknown) => dispatched.push(action) }, saga);
  return { task, dispatched };
}

describe('abortableCall', () => {
  it('passes the arguments and a signal to the function and returns its result', async () => {
    const fetchGreeting = jest.fn(async (name: string, _signal: AbortSignal) => `Hello ${name}`);
    await expectSaga(loadGreeting, fetchGreeting).put(loaded('Hello Ada')).run();
    expect(fetchGreeting).toHaveBeenCalledWith('Ada', expect.any(AbortSignal));
    expect(fetchGreeting.mock.calls[0][1].aborted).toBe(false);
  });

  it('aborts the signal when the saga that made the call is cancelled', async () => {
    const request = pendingRequest();
    const { task, dispatched } = run(() => loadGreeting(request.fn));
    expect(request.signals[0].aborted).toBe(false);
    task.cancel();
    await task.toPromise();
    expect(task.isCancelled()).toBe(true);
    expect(request.signals[0].aborted).toBe(true);
    expect(dispatched).toEqual([]);
  });

  it('drops a request aborted from elsewhere silently by cancelling the saga that made it', async () => {
    const failure = jest.fn();
    function* loadOrFail(): SagaIterator {
      try {
        yield abortableCall(async (_signal: AbortSignal) => {
          throw new DOMException('aborted', 'AbortError');
        });
      } catch (error) {
        failure(error);
      }
    }
    const { task, dispatched } = run(loadOrFail);
    await task.toPromise();
    expect(task.isCancelled()).toBe(true);
    expect(failure).not.toHaveBeenCalled();
    expect(dispatched).toEqual([]);
  });

  it('rethrows other failures to the calling saga', async () => {
    const failing = async (_signal: AbortSignal) => {
      throw new Error('500 - Internal Server Error');
    };
    function* loadOrReport(): SagaIterator {
      try {
        yield abortableCall(failing);
      } catch (error) {
        yield put({ type: 'test/failed', payload: (error as Error).message });
      }
    }
    await expectSaga(loadOrReport).put({ type: 'test/failed', payload: '500 - Internal Server Error' }).run();
  });
});
