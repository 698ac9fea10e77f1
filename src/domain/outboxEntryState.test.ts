import { outboxEntryState } from './outboxEntryState';

describe('outboxEntryState (spec §4)', () => {
  it.each([
    ['sent, even after failed attempts', { sent: '2025-03-01T10:00:00.000Z', send_failures: 2 }, 'sent'],
    ['sent at the first attempt', { sent: '2025-03-01T10:00:00.000Z', send_failures: 0 }, 'sent'],
    ['not sent after a failure', { sent: null, send_failures: 1 }, 'failed'],
    ['not sent, no attempt failed yet', { sent: null, send_failures: 0 }, 'pending'],
  ])('reads an entry %s as %s', (_name, entry, expected) => {
    expect(outboxEntryState(entry)).toBe(expected);
  });
});
