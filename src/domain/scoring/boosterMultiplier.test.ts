import { boostAt, boosterLeavesScoresUnchanged, isBoosterActive, NO_BOOST } from './boosterMultiplier';
import { at, booster } from './scoringFixtures';

/** Wednesday 2030-01-09 is UTC weekday 3 and day of month 9. */
const WEDNESDAY_NOON = at('2030-01-09T12:00:00Z');

describe('booster window [start_date, end_date)', () => {
  const windowed = booster({ start_date: '2030-01-09T10:00:00Z', end_date: '2030-01-09T14:00:00Z' });

  it('is active from start_date on', () => {
    expect(isBoosterActive(windowed, at('2030-01-09T10:00:00Z'))).toBe(true);
  });

  it('is not active before start_date', () => {
    expect(isBoosterActive(windowed, at('2030-01-09T10:00:00Z') - 1)).toBe(false);
  });

  it('is active until just before end_date', () => {
    expect(isBoosterActive(windowed, at('2030-01-09T14:00:00Z') - 1)).toBe(true);
  });

  it('is not active at end_date', () => {
    expect(isBoosterActive(windowed, at('2030-01-09T14:00:00Z'))).toBe(false);
  });

  it('has no bound on a side whose date is empty', () => {
    expect(isBoosterActive(booster({ end_date: '2030-01-09T14:00:00Z' }), at('2000-01-01T00:00:00Z'))).toBe(true);
    expect(isBoosterActive(booster({ start_date: '2030-01-09T10:00:00Z' }), at('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it('stays off when a date does not parse (a draft)', () => {
    expect(isBoosterActive(booster({ start_date: 'soon' }), WEDNESDAY_NOON)).toBe(false);
    expect(isBoosterActive(booster({ end_date: 'later' }), WEDNESDAY_NOON)).toBe(false);
  });
});

describe('booster day of week (UTC, 0 = Sunday)', () => {
  it("is active on its weekday", () => {
    expect(isBoosterActive(booster({ day_of_week: 3 }), WEDNESDAY_NOON)).toBe(true);
  });

  it('is not active on another weekday', () => {
    expect(isBoosterActive(booster({ day_of_week: 4 }), WEDNESDAY_NOON)).toBe(false);
  });

  it('takes 0 as Sunday', () => {
    expect(isBoosterActive(booster({ day_of_week: 0 }), at('2030-01-13T12:00:00Z'))).toBe(true);
  });

  it('judges the weekday in UTC: Wednesday 23:30 at -02:00 is Thursday (4)', () => {
    const t = at('2030-01-09T23:30:00-02:00');
    expect(isBoosterActive(booster({ day_of_week: 4 }), t)).toBe(true);
    expect(isBoosterActive(booster({ day_of_week: 3 }), t)).toBe(false);
  });
});

describe('booster day of month (UTC)', () => {
  it('is active on its day of month', () => {
    expect(isBoosterActive(booster({ day_of_month: 9 }), WEDNESDAY_NOON)).toBe(true);
  });

  it('is not active on another day', () => {
    expect(isBoosterActive(booster({ day_of_month: 10 }), WEDNESDAY_NOON)).toBe(false);
  });

  it('judges the day in UTC: the 9th at 23:30 -02:00 is the 10th', () => {
    expect(isBoosterActive(booster({ day_of_month: 10 }), at('2030-01-09T23:30:00-02:00'))).toBe(true);
  });
});

describe('booster conditions together', () => {
  it('is active with no condition set', () => {
    expect(isBoosterActive(booster(), WEDNESDAY_NOON)).toBe(true);
  });

  it('needs every set condition to hold', () => {
    const both = booster({ day_of_week: 3, day_of_month: 10 });
    expect(isBoosterActive(both, WEDNESDAY_NOON)).toBe(false);
    expect(isBoosterActive({ ...both, day_of_month: 9 }, WEDNESDAY_NOON)).toBe(true);
  });

  it('ignores a booster marked deleted', () => {
    expect(isBoosterActive(booster({ deleted: true }), WEDNESDAY_NOON)).toBe(false);
  });
});

describe('highest booster wins', () => {
  it('is × 1 with no boosters', () => {
    expect(boostAt([], WEDNESDAY_NOON)).toEqual(NO_BOOST);
  });

  it('is × 1 when no booster is active', () => {
    expect(boostAt([booster({ day_of_week: 0 })], WEDNESDAY_NOON)).toEqual({ multiplier: 1, booster_id: null });
  });

  it('takes the highest active multiplier, without stacking', () => {
    const boosters = [booster({ id: 1, multiplier: 2 }), booster({ id: 2, multiplier: 3 }), booster({ id: 3, multiplier: 1.5 })];
    expect(boostAt(boosters, WEDNESDAY_NOON)).toEqual({ multiplier: 3, booster_id: 2 });
  });

  it('ignores a higher booster that is not active', () => {
    const boosters = [booster({ id: 1, multiplier: 2 }), booster({ id: 2, multiplier: 5, day_of_week: 0 })];
    expect(boostAt(boosters, WEDNESDAY_NOON)).toEqual({ multiplier: 2, booster_id: 1 });
  });

  it('ignores a higher booster that is deleted', () => {
    const boosters = [booster({ id: 1, multiplier: 2 }), booster({ id: 2, multiplier: 5, deleted: true })];
    expect(boostAt(boosters, WEDNESDAY_NOON)).toEqual({ multiplier: 2, booster_id: 1 });
  });

  it('names the first of equal multipliers', () => {
    expect(boostAt([booster({ id: 4 }), booster({ id: 9 })], WEDNESDAY_NOON).booster_id).toBe(4);
  });

  it('applies an active multiplier below 1 (the highest active one, not the highest of it and 1)', () => {
    expect(boostAt([booster({ multiplier: 0.5 })], WEDNESDAY_NOON).multiplier).toBe(0.5);
  });
});

describe('a booster that changes nothing (issue 27)', () => {
  it('is one that multiplies by 1, the default; any other multiplier, below 1 too, changes the points', () => {
    expect([1, 2, 1.5, 0.5].map((multiplier) => boosterLeavesScoresUnchanged({ multiplier }))).toEqual([true, false, false, false]);
  });
});
