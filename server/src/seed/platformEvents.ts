/**
 * What the demo's players do at the operator's platform, shaped by a running tournament's rules: rounds on its
 * games, platforms and stakes, wins from its bonuses, deposits within its limits. Most of it scores; a share does
 * not (another game, a stake outside the limits, an unconfigured bonus), as real traffic would. The seed's
 * history and the live demo platform both draw their events from here.
 */
import { ScoreDriver } from '../../../src/domain/enums';
import type { GamingEvent } from '../../../src/domain/scoring';
import type { Tournament, WageringCondition } from '../../../src/domain/tournament';
import type { GamingEvent as WireEvent } from '../events/eventSchema';
import { BONUS_CATALOG } from './bonuses';
import { GAME_COUNT } from './games';
import { cents, chance, pick, type RandomSource } from './randomSource';

/** The rules a player's actions follow. */
export type PlatformRules = Pick<
  Tournament,
  | 'id'
  | 'score_driver'
  | 'wagering_conditions'
  | 'bonus_win_amount_ingestion_configuration'
  | 'user_role_assignment_score_configuration'
  | 'min_deposit_amount'
  | 'max_deposit_amount'
>;

export interface DemoPlayer {
  user_id: string;
  user_name: string;
}

type Distributive<T> = T extends unknown ? Omit<T, 'id' | 'user_id' | 'user_name' | 'occurred_at'> : never;
/** An action before it is given an id, a player and a time. */
export type PlayerAction = Distributive<GamingEvent>;

/** How often an action misses the rules on purpose (another game, a stake off the limits, another bonus). */
const MISS_RATE = 0.15;
/** A tournament with no conditions (or a condition with no games) still sees its players play elsewhere. */
const ANY_GAME: WageringCondition = { platform: 'both', min_stake: null, max_stake: null, contribution: null, casino_game_ids: [] };
const FREE_SPIN_CODES = BONUS_CATALOG.filter((bonus) => bonus.code.startsWith('FS_')).map((bonus) => bonus.code);

/** Stakes cluster at the low end, as real stakes do. */
function stakeWithin(random: RandomSource, min: number, max: number): number {
  return Math.min(max, Math.max(min, cents(min + (max - min) * random() ** 4)));
}

/** Mostly nothing back, sometimes a little or a lot: a slot's shape. */
function winOf(random: RandomSource, stake: number): number {
  if (chance(random, 0.55)) return 0;
  return cents(stake * (chance(random, 0.02) ? 20 + 80 * random() : 3 * random()));
}

function roundOn(random: RandomSource, condition: WageringCondition, missing: boolean): PlayerAction {
  const min = condition.min_stake ?? 1;
  const max = condition.max_stake ?? min * 200;
  const platform = condition.platform === 'both' ? pick(random, ['desktop', 'mobile'] as const) : condition.platform;
  const stake = missing && min > 1 ? cents(min / 2) : stakeWithin(random, min, max);
  const game_id = missing || condition.casino_game_ids.length === 0 ? 1 + Math.floor(random() * GAME_COUNT) : pick(random, condition.casino_game_ids);
  return { type: 'casino_round', game_id, platform, stake, win: winOf(random, stake) };
}

function depositWithin(random: RandomSource, rules: Pick<PlatformRules, 'min_deposit_amount' | 'max_deposit_amount'>, missing: boolean): PlayerAction {
  const min = rules.min_deposit_amount ?? 10;
  const max = rules.max_deposit_amount ?? 5000;
  if (missing) return { type: 'deposit', amount: chance(random, 0.5) && min > 1 ? cents(min / 2) : cents(max * 1.5) };
  return { type: 'deposit', amount: Math.max(min, Math.min(max, Math.round((min + (max - min) * random() ** 3) / 10) * 10)) };
}

/**
 * One action of a player in this tournament. `qualifying` keeps it within the rules (the seed gives every
 * player one, so that each joins the board); otherwise a share misses them.
 */
export function playerAction(rules: PlatformRules, random: RandomSource, qualifying = false): PlayerAction {
  const missing = !qualifying && chance(random, MISS_RATE);
  switch (rules.score_driver) {
    case ScoreDriver.GamingTransactions:
      return roundOn(random, rules.wagering_conditions.length ? pick(random, rules.wagering_conditions) : ANY_GAME, missing);
    case ScoreDriver.BonusWinAmount: {
      const configured = Object.keys(rules.bonus_win_amount_ingestion_configuration);
      const bonus_id = missing || configured.length === 0 ? pick(random, FREE_SPIN_CODES) : pick(random, configured);
      return { type: 'bonus_win', bonus_id, amount: cents(1 + 400 * random() ** 3) };
    }
    case ScoreDriver.DepositAmount:
      return depositWithin(random, rules, missing);
  }
}

/** A deposit of any size, which players make whatever they play. */
export const anyDeposit = (random: RandomSource): PlayerAction => depositWithin(random, { min_deposit_amount: null, max_deposit_amount: null }, false);

/** A role this tournament scores, granted at the platform; undefined when it scores none. */
export function roleGrant(rules: PlatformRules, random: RandomSource): PlayerAction | undefined {
  const roles = Object.keys(rules.user_role_assignment_score_configuration);
  return roles.length ? { type: 'role_assigned', role_id: pick(random, roles) } : undefined;
}

export const optIn = (rules: PlatformRules): PlayerAction => ({ type: 'opt_in', tournament_id: rules.id });

/** The action as the platform posts it: a player, a time and an id of its own. */
export function gamingEvent(action: PlayerAction, id: string, player: DemoPlayer, at: number): GamingEvent {
  return { ...action, id, user_id: player.user_id, user_name: player.user_name, occurred_at: at } as GamingEvent;
}

/** An event as POST /api/events takes it: occurred_at as an ISO timestamp. */
export function wireEvent(event: GamingEvent): WireEvent {
  return { ...event, occurred_at: new Date(event.occurred_at).toISOString() } as WireEvent;
}
