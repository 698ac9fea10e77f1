import { condition, round } from './scoringFixtures';
import { conditionMatches, firstMatchingCondition } from './wageringCondition';

describe('wagering condition: game', () => {
  it('matches a game in casino_game_ids', () => {
    expect(conditionMatches(condition({ casino_game_ids: [3, 7] }), round({ game_id: 7 }))).toBe(true);
  });

  it('does not match a game outside casino_game_ids', () => {
    expect(conditionMatches(condition({ casino_game_ids: [3] }), round({ game_id: 7 }))).toBe(false);
  });

  it('matches nothing with no games', () => {
    expect(conditionMatches(condition({ casino_game_ids: [] }), round())).toBe(false);
  });
});

describe('wagering condition: platform', () => {
  it('both matches desktop and mobile rounds', () => {
    expect(conditionMatches(condition({ platform: 'both' }), round({ platform: 'desktop' }))).toBe(true);
    expect(conditionMatches(condition({ platform: 'both' }), round({ platform: 'mobile' }))).toBe(true);
  });

  it('desktop matches a desktop round only', () => {
    expect(conditionMatches(condition({ platform: 'desktop' }), round({ platform: 'desktop' }))).toBe(true);
    expect(conditionMatches(condition({ platform: 'desktop' }), round({ platform: 'mobile' }))).toBe(false);
  });

  it('mobile matches a mobile round only', () => {
    expect(conditionMatches(condition({ platform: 'mobile' }), round({ platform: 'mobile' }))).toBe(true);
    expect(conditionMatches(condition({ platform: 'mobile' }), round({ platform: 'desktop' }))).toBe(false);
  });
});

describe('wagering condition: stake limits', () => {
  it('accepts a stake equal to min_stake', () => {
    expect(conditionMatches(condition({ min_stake: 5 }), round({ stake: 5 }))).toBe(true);
  });

  it('refuses a stake below min_stake', () => {
    expect(conditionMatches(condition({ min_stake: 5 }), round({ stake: 4.99 }))).toBe(false);
  });

  it('accepts a stake equal to max_stake', () => {
    expect(conditionMatches(condition({ max_stake: 50 }), round({ stake: 50 }))).toBe(true);
  });

  it('refuses a stake above max_stake', () => {
    expect(conditionMatches(condition({ max_stake: 50 }), round({ stake: 50.01 }))).toBe(false);
  });

  it('has no upper bound when max_stake is empty', () => {
    expect(conditionMatches(condition({ max_stake: null }), round({ stake: 1e9 }))).toBe(true);
  });

  it('has no lower bound when min_stake is empty (a draft)', () => {
    expect(conditionMatches(condition({ min_stake: null }), round({ stake: 0.01 }))).toBe(true);
  });
});

describe('first matching condition', () => {
  it('takes the first condition in order when several match', () => {
    const first = condition({ contribution: 10 });
    const second = condition({ contribution: 90 });
    expect(firstMatchingCondition([first, second], round())).toBe(first);
  });

  it('skips conditions that do not match to a later one that does', () => {
    const mobileOnly = condition({ platform: 'mobile', contribution: 10 });
    const any = condition({ contribution: 90 });
    expect(firstMatchingCondition([mobileOnly, any], round({ platform: 'desktop' }))).toBe(any);
  });

  it('gives none when no condition matches', () => {
    expect(firstMatchingCondition([condition({ casino_game_ids: [1] })], round({ game_id: 7 }))).toBeUndefined();
  });

  it('gives none with no conditions', () => {
    expect(firstMatchingCondition([], round())).toBeUndefined();
  });
});
