/** What a number field hands over: a number, the text typed, or null when cleared. */
export type NumberInput = number | string | null;

/** Spec §4: an empty (or unreadable) number field becomes null. */
export function toNullableNumber(input: NumberInput): number | null {
  if (input === null) return null;
  if (typeof input === 'string' && input.trim() === '') return null;
  const value = Number(input);
  return Number.isFinite(value) ? value : null;
}

/** Spec §4: a min or max deposit amount of 0 or less is no limit (null). */
export function toDepositLimit(input: NumberInput): number | null {
  const value = toNullableNumber(input);
  return value !== null && value > 0 ? value : null;
}
