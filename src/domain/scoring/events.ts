/**
 * The gaming events of engine spec §1 as the scoring rules take them. `occurred_at` is epoch milliseconds:
 * the ingest parses the ISO timestamp once when it validates the batch (and Simulate reads a timestamptz),
 * so every rule compares plain numbers and none has to handle a timestamp that does not parse.
 */

export const EVENT_TYPES = ['casino_round', 'bonus_win', 'deposit', 'role_assigned', 'opt_in'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

interface EventBase {
  /** The idempotency key: the caller drops an id it has seen before scoring (see replay.ts). */
  id: string;
  user_id: string;
  user_name?: string;
  /** When it happened at the platform, epoch ms; scoring never uses the arrival time. */
  occurred_at: number;
}

export interface CasinoRoundEvent extends EventBase {
  type: 'casino_round';
  game_id: number;
  platform: 'desktop' | 'mobile';
  /** > 0 (the ingest refuses anything else). */
  stake: number;
  /** ≥ 0: the round's total win. */
  win: number;
}

export interface BonusWinEvent extends EventBase {
  type: 'bonus_win';
  bonus_id: string;
  amount: number;
}

export interface DepositEvent extends EventBase {
  type: 'deposit';
  amount: number;
}

export interface RoleAssignedEvent extends EventBase {
  type: 'role_assigned';
  role_id: string;
}

export interface OptInEvent extends EventBase {
  type: 'opt_in';
  tournament_id: number;
}

export type GamingEvent = CasinoRoundEvent | BonusWinEvent | DepositEvent | RoleAssignedEvent | OptInEvent;
