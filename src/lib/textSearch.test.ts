import { matchesSubstring } from './textSearch';

describe('matchesSubstring', () => {
  it('finds the search in any field as a substring, ignoring case and outer spaces', () => {
    expect(matchesSubstring(' spring ', 'alice', 'FS_SPRING_50')).toBe(true);
    expect(matchesSubstring('ALI', 'alice', 'FS_SPRING_50')).toBe(true);
    expect(matchesSubstring('winter', 'alice', 'FS_SPRING_50')).toBe(false);
  });

  it('lets an empty search match everything', () => {
    expect(matchesSubstring('  ', 'alice')).toBe(true);
  });
});
