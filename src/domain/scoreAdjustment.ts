/** Spec §5 "Score adjustment": the rules the Adjust Score dialog and the server both apply. */
import { defineMessages } from '../i18n/defineMessages';
import { messageRef, type MessageRef } from '../i18n/text';
import { roundScore } from './scoring';

export const SCORE_ADJUSTMENT_MESSAGES = defineMessages({
  noteRequired: { id: 'domain.scoreAdjustment.noteRequired', defaultMessage: 'Note is mandatory' },
  scoreRequired: { id: 'domain.scoreAdjustment.scoreRequired', defaultMessage: 'Score is mandatory' },
  scoreNotANumber: { id: 'domain.scoreAdjustment.scoreNotANumber', defaultMessage: 'Score must be a number' },
  scoreRoundsToZero: {
    id: 'domain.scoreAdjustment.scoreRoundsToZero',
    defaultMessage: 'Score rounds to 0: scores are kept to 2 decimals, so add at least 0.01 or take away at least 0.01',
  },
  userIdRequired: { id: 'domain.scoreAdjustment.userIdRequired', defaultMessage: 'User ID is mandatory' },
  /** Neither on the board nor known to the platform's players: the server's 404, shown on the user id. */
  noSuchPlayer: { id: 'domain.scoreAdjustment.noSuchPlayer', defaultMessage: 'No such player' },
});

/** What the dialog or an API caller gives; a text field may hand over the score as a string. */
export interface ScoreAdjustmentInput {
  user_id?: string | null;
  score?: number | string | null;
  note?: string | null;
}

export type ScoreAdjustmentField = 'note' | 'score' | 'user_id';

/** Field → its message (not yet in words); empty when the input is valid. Keys are in the spec's order (note, score, user id). */
export type ScoreAdjustmentErrors = Partial<Record<ScoreAdjustmentField, MessageRef>>;

const isMissing = (value: number | string | null | undefined): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The score as a number, or undefined when it is missing, blank or not a finite number. */
export function scoreValue(score: ScoreAdjustmentInput['score']): number | undefined {
  if (isMissing(score)) return undefined;
  const value = Number(score);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Zero counts as missing: it would change nothing but the computed time, which reorders ties. So does a score
 * that rounds to zero (engine spec §2: 2 decimals, half away from zero, |score| < 0.005), with its own message.
 */
function scoreError(score: ScoreAdjustmentInput['score']): MessageRef | undefined {
  const value = scoreValue(score);
  if (isMissing(score) || value === 0) return messageRef(SCORE_ADJUSTMENT_MESSAGES.scoreRequired);
  if (value === undefined) return messageRef(SCORE_ADJUSTMENT_MESSAGES.scoreNotANumber);
  return roundScore(value) === 0 ? messageRef(SCORE_ADJUSTMENT_MESSAGES.scoreRoundsToZero) : undefined;
}

/** A negative score is a valid adjustment: it takes points away. */
export function validateScoreAdjustment(input: ScoreAdjustmentInput): ScoreAdjustmentErrors {
  const errors: ScoreAdjustmentErrors = {};
  if (isMissing(input.note)) errors.note = messageRef(SCORE_ADJUSTMENT_MESSAGES.noteRequired);
  const score = scoreError(input.score);
  if (score) errors.score = score;
  if (isMissing(input.user_id)) errors.user_id = messageRef(SCORE_ADJUSTMENT_MESSAGES.userIdRequired);
  return errors;
}
