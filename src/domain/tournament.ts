/**
 * The tournament and booster as exchanged on the API (spec §3): snake_case fields, timestamps as ISO
 * strings. The console's form and the server both work on these shapes.
 */
import type { BonusType, OptInCondition, ScoreDriver, TournamentStatus, WinCriteria } from './enums';

export interface TimeConfiguration {
  /** ISO timestamp; an empty string is a cleared date (the validation reports it). */
  start: string;
  end: string;
  monday: boolean;
  tuesday: boolean;
  wednesday: boolean;
  thursday: boolean;
  friday: boolean;
  saturday: boolean;
  sunday: boolean;
}

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Date.getUTCDay() (0 = Sunday) to the weekday flag of the time configuration. */
export const WEEKDAY_BY_UTC_DAY: readonly Weekday[] = [WEEKDAYS[6], ...WEEKDAYS.slice(0, 6)];

export interface TierBonus {
  type: BonusType;
  code: string;
  name: string;
  nominal_name: string;
  image_url: string;
  value: number;
}

export interface Tier {
  rank_min: number;
  rank_max: number;
  bonus: TierBonus;
}

export const PLATFORMS = ['both', 'desktop', 'mobile'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface WageringCondition {
  platform: Platform;
  min_stake: number | null;
  max_stake: number | null;
  contribution: number | null;
  casino_game_ids: number[];
}

export type BonusWinAmountIngestionConfiguration = Record<string, { win_amount_multiplication_factor: number }>;
export type UserRoleAssignmentScoreConfiguration = Record<string, { score_to_add: number }>;

/** Everything of a tournament but its identity and status: what the form edits. */
export interface TournamentFields {
  slug: string;
  title: string;
  short_description: string;
  description: string;
  cta_text: string;
  score_driver: ScoreDriver;
  win_criteria: WinCriteria | null;
  opt_in_condition: OptInCondition;
  hero_image_desktop: string;
  hero_image_mobile: string;
  list_image: string;
  summary_video_url: string;
  terms_and_conditions: string;
  terms_and_conditions_text: string;
  floor_score: boolean;
  is_promoted: boolean;
  is_raffle: boolean;
  is_obsolete: boolean;
  is_hidden: boolean;
  leaderboard_size: number | null;
  award_prizes: string | null;
  total_item_prizes: number | null;
  free_spins: number | null;
  total_pool_prize: string | null;
  tiers: Tier[];
  wagering_conditions: WageringCondition[];
  time_configuration: TimeConfiguration;
  bonus_win_amount_ingestion_configuration: BonusWinAmountIngestionConfiguration;
  user_role_assignment_score_configuration: UserRoleAssignmentScoreConfiguration;
  deposit_amount_multiplication_factor: number;
  min_deposit_amount: number | null;
  max_deposit_amount: number | null;
  /**
   * Our API's 'payoutReview' extension (issue 28): at its end the prizes wait for staff's approval instead of going
   * to the outbox. Absent from the spec's API: absent on create is false, absent on save keeps what is stored, and
   * a tournament is read with it only when it is true.
   */
  manual_payout?: boolean;
}

export interface Tournament extends TournamentFields {
  id: number;
  status: TournamentStatus;
  /** Our API's 'concurrency' extension: one more with every write, sent back as If-Match; absent from the spec's API. */
  version?: number;
}

export interface Booster {
  /** 0 until saved. */
  id: number;
  tournament_id: number;
  multiplier: number;
  name: string;
  /** ISO timestamps (UTC); null means from the tournament's start / until its end. */
  start_date: string | null;
  end_date: string | null;
  /** null is every day; 0 is Sunday through 6 Saturday. */
  day_of_week: number | null;
  day_of_month: number | null;
}
