import { formatTimeAgo } from './relativeTime';

describe('formatTimeAgo', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');

  it('says how long ago a past time was', () => {
    expect(formatTimeAgo('2025-03-10T11:59:50Z', now)).toBe('a few seconds ago');
    expect(formatTimeAgo('2025-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2025-03-07T12:00:00Z', now)).toBe('3 days ago');
  });

  it('says nothing for a broken timestamp', () => {
    expect(formatTimeAgo('not a date', now)).toBe('');
  });

  it("reads a time ahead of the browser's clock as just past, never as the future", () => {
    expect(formatTimeAgo('2025-03-10T12:00:04Z', now)).toBe('a few seconds ago');
    expect(formatTimeAgo('2025-03-10T12:05:00Z', now)).toBe('a few seconds ago');
  });

  it('says nothing for a broken timestamp', () => {
    expect(formatTimeAgo('not a date', now)).toBe('');
  });
});
