/** Engine spec §2, Gaming Transactions: which wagering condition a casino round falls under. */
import type { WageringCondition } from '../tournament';
import type { CasinoRoundEvent } from './events';

type Round = Pick<CasinoRoundEvent, 'game_id' | 'platform' | 'stake'>;

/** An empty min_stake (only a draft can hold one) is no lower bound, as an empty max_stake is no upper one. */
export function conditionMatches(condition: WageringCondition, round: Round): boolean {
  return (
    condition.casino_game_ids.includes(round.game_id) &&
    (condition.platform === 'both' || condition.platform === round.platform) &&
    (condition.min_stake === null || round.stake >= condition.min_stake) &&
    (condition.max_stake === null || round.stake <= condition.max_stake)
  );
}

/** The first condition in the tournament's order that the round meets; later ones never apply to it. */
export function firstMatchingCondition(conditions: readonly WageringCondition[], round: Round): WageringCondition | undefined {
  return conditions.find((condition) => conditionMatches(condition, round));
}
