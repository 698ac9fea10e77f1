/** Builders for the scoring tests: a running tournament over the week of Monday 2030-01-07 (UTC) and events in it. */
import { OptInCondition, TournamentStatus } from '../enums';
import { newTournament, newWageringCondition } from '../tournamentDefaults';
import type { WageringCondition } from '../tournament';
import type { ScoringBooster } from './boosterMultiplier';
import { toNumber, type Exact } from './exactDecimal';
import type { BonusWinEvent, CasinoRoundEvent, DepositEvent, OptInEvent, RoleAssignedEvent } from './events';
import type { ScoringTournament } from './scoreEvent';
import type { Points } from './scoreResult';

export const at = (iso: string) => Date.parse(iso);

export const WEEK_START = '2030-01-07T00:00:00.000Z';
export const WEEK_END = '2030-01-14T00:00:00.000Z';
/** Wednesday noon, inside the week. */
export const MIDWEEK = at('2030-01-09T12:00:00.000Z');

export function condition(changes: Partial<WageringCondition> = {}): WageringCondition {
  return { ...newWageringCondition(), casino_game_ids: [7], ...changes };
}

/** Open, In Progress, Gaming Transactions / Turnover on game 7 at 100%. */
export function tournament(changes: Partial<ScoringTournament> = {}): ScoringTournament {
  const draft = newTournament(new Date(WEEK_START));
  return {
    ...draft,
    id: 5,
    status: TournamentStatus.InProgress,
    opt_in_condition: OptInCondition.Open,
    time_configuration: { ...draft.time_configuration, start: WEEK_START, end: WEEK_END },
    wagering_conditions: [condition()],
    ...changes,
  };
}

export function booster(changes: Partial<ScoringBooster> = {}): ScoringBooster {
  return { id: 1, multiplier: 2, start_date: null, end_date: null, day_of_week: null, day_of_month: null, ...changes };
}

let nextId = 0;
const base = (changes: { occurred_at?: number; user_id?: string; id?: string }) => ({
  id: changes.id ?? `e${++nextId}`,
  user_id: changes.user_id ?? 'p1',
  occurred_at: changes.occurred_at ?? MIDWEEK,
});

export const round = (changes: Partial<CasinoRoundEvent> = {}): CasinoRoundEvent => ({
  ...base(changes),
  type: 'casino_round',
  game_id: 7,
  platform: 'desktop',
  stake: 10,
  win: 0,
  ...changes,
});

export const bonusWin = (changes: Partial<BonusWinEvent> = {}): BonusWinEvent => ({ ...base(changes), type: 'bonus_win', bonus_id: 'B1', amount: 10, ...changes });

export const deposit = (changes: Partial<DepositEvent> = {}): DepositEvent => ({ ...base(changes), type: 'deposit', amount: 10, ...changes });

export const roleAssigned = (changes: Partial<RoleAssignedEvent> = {}): RoleAssignedEvent => ({ ...base(changes), type: 'role_assigned', role_id: 'vip', ...changes });

export const optIn = (changes: Partial<OptInEvent> = {}): OptInEvent => ({ ...base(changes), type: 'opt_in', tournament_id: 5, ...changes });

/** Exact points as the double nearest to them (undefined stays so), to compare with a literal. */
export const asNumber = (points: Exact | undefined) => points && toNumber(points);

/** A rule's exact points as the double nearest to them, to compare with a literal. */
export const pointsAsNumber = (points: Points) => ('points' in points ? { points: toNumber(points.points) } : points);
