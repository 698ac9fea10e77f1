/** Engine spec §2, Deposit Amount. */
import type { TournamentFields } from '../tournament';
import type { DepositEvent } from './events';
import { exact, times, type Exact } from './exactDecimal';

export type DepositRules = Pick<TournamentFields, 'deposit_amount_multiplication_factor' | 'min_deposit_amount' | 'max_deposit_amount'>;

/** Both bounds are inclusive; an empty bound is no bound. */
export function depositWithinBounds(rules: DepositRules, amount: number): boolean {
  return (rules.min_deposit_amount === null || amount >= rules.min_deposit_amount) && (rules.max_deposit_amount === null || amount <= rules.max_deposit_amount);
}

/** amount × the factor, exactly; undefined when the amount is outside the bounds (the event scores nothing). */
export function depositPoints(rules: DepositRules, event: Pick<DepositEvent, 'amount'>): Exact | undefined {
  return depositWithinBounds(rules, event.amount) ? times(exact(event.amount), exact(rules.deposit_amount_multiplication_factor)) : undefined;
}
