import { retryDelay } from './backoff';

describe('the retry backoff', () => {
  it('doubles from 1 s after each failure in a row and waits at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
