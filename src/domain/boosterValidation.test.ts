import { BOOSTER_MESSAGES, validateBoosters } from './boosterValidation';
import type { Booster } from './tournament';

const tournament = { start: '2030-01-07T00:00:00.000Z', end: '2030-01-14T00:00:00.000Z' };
const booster = (changes: Partial<Booster> = {}): Booster => ({
  id: 0,
  tournament_id: 1,
  multiplier: 2,
  name: 'B',
  start_date: null,
  end_date: null,
  day_of_week: null,
  day_of_month: null,
  ...changes,
});

describe('validateBoosters', () => {
  it('accepts open-ended boosters and ones within the tournament, boundaries included', () => {
    expect(validateBoosters([booster(), booster({ start_date: tournament.start, end_date: tournament.end, day_of_week: 6, day_of_month: 1 })], tournament)).toEqual([]);
  });

  it('bounds the days, the multiplier and the dates, naming each field by its index', () => {
    expect(validateBoosters([booster({ day_of_week: -1, day_of_month: 0, multiplier: 0 })], tournament)).toEqual([
      { field: '[0].multiplier', message: BOOSTER_MESSAGES.multiplier },
      { field: '[0].day_of_week', message: BOOSTER_MESSAGES.dayOfWeek },
      { field: '[0].day_of_month', message: BOOSTER_MESSAGES.dayOfMonth },
    ]);
    expect(validateBoosters([booster(), booster({ start_date: 'soon', end_date: '2030-01-14T00:00:01.000Z' })], tournament)).toEqual([
      { field: '[1].start_date', message: BOOSTER_MESSAGES.invalidDate },
      { field: '[1].end_date', message: BOOSTER_MESSAGES.outsideTournament },
    ]);
    expect(validateBoosters([booster({ start_date: '2030-01-09T00:00:00.000Z', end_date: '2030-01-08T00:00:00.000Z' })], tournament)).toEqual([
      { field: '[0].end_date', message: BOOSTER_MESSAGES.endBeforeStart },
    ]);
  });
});
