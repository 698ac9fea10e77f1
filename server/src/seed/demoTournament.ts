import type { Insertable } from 'kysely';
import { BonusType, OptInCondition, ScoreDriver, TournamentStatus, WinCriteria } from '../../../src/domain/enums';
import type { BoostersTable, TournamentsTable, WageringConditionsTable } from '../db/schema';
import { slugFromTitle } from '../../../src/domain/slug';
import { freeSpinsTotal, poolPrizeTotal } from '../../../src/domain/totals';
import type { Tier } from '../../../src/domain/tournament';
import { tierBonus } from './bonuses';
import { gameThumbnailUrl } from './games';

type JsonColumns = 'bonus_win_amount_ingestion_configuration' | 'user_role_assignment_score_configuration';

/** A tournament row as the seed builds it: JSON columns still objects, serialised on insert. */
export type TournamentFields = Omit<Insertable<TournamentsTable>, 'id' | 'created_at' | 'updated_at' | JsonColumns> & {
  [K in JsonColumns]: TournamentsTable[K]['__select__'];
};

export interface DemoTier {
  rank_min: number;
  rank_max: number;
  /** A code from the bonus catalogue. */
  bonus: string;
}

export type DemoWageringCondition = Omit<Insertable<WageringConditionsTable>, 'tournament_id' | 'position'>;
export type DemoBooster = Omit<Insertable<BoostersTable>, 'id' | 'tournament_id'>;

export interface DemoLeaderboard {
  /** Players take part in a window of the players table: numbers firstPlayer .. firstPlayer + size - 1. */
  size: number;
  firstPlayer: number;
  /** Scores follow a long tail below this. */
  topScore: number;
  /** Whole-number scores (rounds played), which makes ties that `computed` then orders. */
  wholeScores?: boolean;
  /** How many players get a manual score adjustment. */
  adjustments?: number;
}

export interface DemoTournament {
  fields: TournamentFields;
  tiers: DemoTier[];
  wageringConditions: DemoWageringCondition[];
  boosters: DemoBooster[];
  leaderboard?: DemoLeaderboard;
}

export interface DemoTournamentSpec {
  title: string;
  short_description: string;
  status: TournamentStatus;
  score_driver: ScoreDriver;
  opt_in_condition: OptInCondition;
  start_at: Date;
  end_at: Date;
  /** The game whose artwork the tournament's images use. */
  featuredGame: number;
  tiers: DemoTier[];
  win_criteria?: WinCriteria;
  wageringConditions?: DemoWageringCondition[];
  boosters?: DemoBooster[];
  leaderboard?: DemoLeaderboard;
  /** Anything else that differs from the usual demo tournament. */
  fields?: Partial<TournamentFields>;
}

function termsText(title: string): string {
  return [
    `<h3>${title}: terms and conditions</h3>`,
    '<ol>',
    '<li>Open to verified players aged 18 and over with an account in good standing.</li>',
    '<li>Only real-money play counts towards the score; bonus funds do not, unless stated otherwise.</li>',
    '<li>Ties are decided by whoever reached the score first.</li>',
    '<li>Prizes are credited within 72 hours of the end and carry the wagering of the bonus awarded.</li>',
    '<li>The operator may exclude players who abuse the promotion. Joacă responsabil.</li>',
    '</ol>',
  ].join('');
}

/** The prize summary fields the console derives from the tiers (spec §5 Totals). */
function prizeTotals(tiers: Tier[]): Pick<TournamentFields, 'award_prizes' | 'total_item_prizes' | 'free_spins' | 'total_pool_prize'> {
  const items = tiers.filter((tier) => tier.bonus.type === BonusType.Items);
  const pool = poolPrizeTotal(tiers);
  return {
    award_prizes: items.length ? items.map((tier) => tier.bonus.nominal_name || tier.bonus.name).join(', ') : null,
    total_item_prizes: items.length ? items.reduce((sum, tier) => sum + tier.rank_max - tier.rank_min + 1, 0) : null,
    free_spins: freeSpinsTotal(tiers) || null,
    total_pool_prize: pool ? `${pool} lei` : null,
  };
}

/** Fills in what every demo tournament has alike: slug, images, texts, weekdays, prize totals. */
export function demoTournament(spec: DemoTournamentSpec, publicUrl: string): DemoTournament {
  const image = gameThumbnailUrl(publicUrl, spec.featuredGame);
  return {
    fields: {
      status: spec.status,
      slug: slugFromTitle(spec.title),
      title: spec.title,
      short_description: spec.short_description,
      description: `<p>${spec.short_description}</p><p>Climb the leaderboard before the clock runs out: the best players share the prizes below.</p>`,
      cta_text: 'Join now',
      score_driver: spec.score_driver,
      win_criteria: spec.score_driver === ScoreDriver.GamingTransactions ? (spec.win_criteria ?? WinCriteria.Turnover) : null,
      opt_in_condition: spec.opt_in_condition,
      hero_image_desktop: image,
      hero_image_mobile: image,
      list_image: image,
      terms_and_conditions_text: termsText(spec.title),
      leaderboard_size: 100,
      start_at: spec.start_at,
      end_at: spec.end_at,
      bonus_win_amount_ingestion_configuration: {},
      user_role_assignment_score_configuration: {},
      deposit_amount_multiplication_factor: 1,
      ...prizeTotals(spec.tiers.map((tier) => ({ ...tier, bonus: tierBonus(tier.bonus, publicUrl) }))),
      ...spec.fields,
    },
    tiers: spec.tiers,
    wageringConditions: spec.wageringConditions ?? [],
    boosters: spec.boosters ?? [],
    leaderboard: spec.leaderboard,
  };
}
