/** The starting values of spec §4: a new tournament, a new tier, a new wagering condition. */
import { DAY_MS, topOfNextHour } from './dates';
import { BonusType, OptInCondition, ScoreDriver, TournamentStatus, WinCriteria } from './enums';
import type { Tier, Tournament, TournamentFields, WageringCondition } from './tournament';

/** A new tournament's fields: starts at the top of the next UTC hour, runs one day, every weekday on. */
export function newTournamentFields(now: Date): TournamentFields {
  const start = topOfNextHour(now);
  return {
    slug: '',
    title: '',
    short_description: '',
    description: '',
    cta_text: '',
    score_driver: ScoreDriver.GamingTransactions,
    win_criteria: WinCriteria.Turnover,
    opt_in_condition: OptInCondition.OptIn,
    hero_image_desktop: '',
    hero_image_mobile: '',
    list_image: '',
    summary_video_url: '',
    terms_and_conditions: '',
    terms_and_conditions_text: '',
    floor_score: false,
    is_promoted: false,
    is_raffle: false,
    is_obsolete: false,
    is_hidden: false,
    leaderboard_size: null,
    award_prizes: null,
    total_item_prizes: null,
    free_spins: null,
    total_pool_prize: null,
    tiers: [],
    wagering_conditions: [],
    time_configuration: {
      start: start.toISOString(),
      end: new Date(start.getTime() + DAY_MS).toISOString(),
      monday: true,
      tuesday: true,
      wednesday: true,
      thursday: true,
      friday: true,
      saturday: true,
      sunday: true,
    },
    bonus_win_amount_ingestion_configuration: {},
    user_role_assignment_score_configuration: {},
    deposit_amount_multiplication_factor: 1,
    min_deposit_amount: null,
    max_deposit_amount: null,
  };
}

/** A new, unsaved draft (id 0). */
export function newTournament(now: Date): Tournament {
  return { id: 0, status: TournamentStatus.Draft, ...newTournamentFields(now) };
}

/** A tier appended after the existing ones: one rank past the highest, free spins worth 0. */
export function newTier(existing: readonly Tier[]): Tier {
  const rank = Math.max(0, ...existing.map((tier) => tier.rank_max)) + 1;
  return {
    rank_min: rank,
    rank_max: rank,
    bonus: { type: BonusType.FreeSpins, code: '', name: '', nominal_name: '', image_url: '', value: 0 },
  };
}

export function newWageringCondition(): WageringCondition {
  return { platform: 'both', min_stake: 1, max_stake: null, contribution: 100, casino_game_ids: [] };
}
