import { queuedSecondsOf } from './simulation';

describe('queuedSecondsOf', () => {
  it.each([
    ['queue;dur=12345', 12],
    ['db;dur=3, queue;dur=999.5', 0],
    ['queue;dur=2000', 2],
    ['requeue;dur=5000', 0],
    [null, 0],
  ])('reads %s as %i whole seconds of waiting', (header, seconds) => {
    expect(queuedSecondsOf(header)).toBe(seconds);
  });
});
