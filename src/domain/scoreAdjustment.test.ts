import { inEnglish } from '../i18n/inLanguage';
import { SCORE_ADJUSTMENT_MESSAGES, scoreValue, validateScoreAdjustment, type ScoreAdjustmentInput } from './scoreAdjustment';

/** The errors with their messages in English, the spec's words. */
const errorsOf = (input: ScoreAdjustmentInput) =>
  Object.fromEntries(Object.entries(validateScoreAdjustment(input)).map(([field, message]) => [field, inEnglish(message)]));

describe('validateScoreAdjustment', () => {
  it('accepts a complete adjustment, negative scores included', () => {
    expect(errorsOf({ user_id: 'u1', score: 25, note: 'goodwill' })).toEqual({});
    expect(errorsOf({ user_id: 'u1', score: -12.5, note: 'fraud' })).toEqual({});
    expect(errorsOf({ user_id: 'u1', score: '-3', note: 'typed in a text field' })).toEqual({});
  });

  it('names every missing field with the spec message', () => {
    expect(errorsOf({})).toEqual({
      note: 'Note is mandatory',
      score: 'Score is mandatory',
      user_id: 'User ID is mandatory',
    });
  });

  it('treats null, empty and blank values as missing', () => {
    expect(errorsOf({ user_id: '  ', score: '', note: null })).toEqual({
      note: SCORE_ADJUSTMENT_MESSAGES.noteRequired.defaultMessage,
      score: SCORE_ADJUSTMENT_MESSAGES.scoreRequired.defaultMessage,
      user_id: SCORE_ADJUSTMENT_MESSAGES.userIdRequired.defaultMessage,
    });
    expect(errorsOf({ user_id: 'u1', score: 0, note: 'nothing to add' })).toEqual({ score: 'Score is mandatory' });
    expect(errorsOf({ user_id: 'u1', score: null, note: ' \n' })).toEqual({
      note: SCORE_ADJUSTMENT_MESSAGES.noteRequired.defaultMessage,
      score: SCORE_ADJUSTMENT_MESSAGES.scoreRequired.defaultMessage,
    });
  });

  it('refuses a score that is not a finite number', () => {
    expect(errorsOf({ user_id: 'u1', score: 'ten', note: 'n' })).toEqual({ score: 'Score must be a number' });
    expect(errorsOf({ user_id: 'u1', score: Number.POSITIVE_INFINITY, note: 'n' })).toEqual({
      score: 'Score must be a number',
    });
  });

  it('refuses a score that rounds to 0 at 2 decimals, and accepts one that rounds to a cent', () => {
    const roundsToZero = { score: 'Score rounds to 0: scores are kept to 2 decimals, so add at least 0.01 or take away at least 0.01' };
    for (const score of [0.004, -0.004, '0.0049', 1e-9]) expect(errorsOf({ user_id: 'u1', score, note: 'n' })).toEqual(roundsToZero);
    for (const score of [0.005, -0.005, '0.01']) expect(errorsOf({ user_id: 'u1', score, note: 'n' })).toEqual({});
  });

  it('lists the messages in the order the spec gives them: note, score, user id', () => {
    expect(Object.keys(validateScoreAdjustment({}))).toEqual(['note', 'score', 'user_id']);
  });
});

describe('scoreValue', () => {
  it('reads numbers and numeric strings, and nothing else', () => {
    expect(scoreValue(7)).toBe(7);
    expect(scoreValue(' 2.5 ')).toBe(2.5);
    expect(scoreValue('')).toBeUndefined();
    expect(scoreValue('x')).toBeUndefined();
    expect(scoreValue(undefined)).toBeUndefined();
  });
});
