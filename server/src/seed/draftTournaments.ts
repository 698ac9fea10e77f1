import { OptInCondition, ScoreDriver, TournamentStatus, WinCriteria } from '../../../src/domain/enums';
import type { DemoCalendar } from './demoCalendar';
import type { DemoTournamentSpec } from './demoTournament';
import { gameIdsOfVendor } from './games';

/** Drafts: two ready to publish, a duplicate still titled '[Clone]', and one barely started. */
export function draftTournaments(at: DemoCalendar, cloneOf: DemoTournamentSpec): DemoTournamentSpec[] {
  const draft = TournamentStatus.Draft;
  return [
    {
      status: draft,
      start_at: at(14),
      end_at: at(28),
      title: 'Autumn Adventure Cup',
      short_description: 'Quickspin and Thunderkick adventures all autumn long.',
      score_driver: ScoreDriver.GamingTransactions,
      win_criteria: WinCriteria.Turnover,
      opt_in_condition: OptInCondition.OptIn,
      featuredGame: 12,
      tiers: [
        { rank_min: 1, rank_max: 3, bonus: 'BM_1000_LEI' },
        { rank_min: 4, rank_max: 50, bonus: 'FS_STARBURST_25' },
      ],
      wageringConditions: [
        { platform: 'both', min_stake: 1, max_stake: null, contribution: 100, casino_game_ids: gameIdsOfVendor('Quickspin', 8) },
        { platform: 'mobile', min_stake: 1, max_stake: 50, contribution: 100, casino_game_ids: gameIdsOfVendor('Thunderkick', 8) },
      ],
    },
    {
      status: draft,
      start_at: at(20),
      end_at: at(27),
      title: 'Halloween Hauntings',
      short_description: 'Deposit during the spookiest week of the year for a treat.',
      score_driver: ScoreDriver.DepositAmount,
      opt_in_condition: OptInCondition.Open,
      featuredGame: 40,
      tiers: [{ rank_min: 1, rank_max: 13, bonus: 'BM_500_LEI' }],
      boosters: [{ name: 'Halloween night', multiplier: 3, start_date: at(25, 18), end_date: at(26) }],
      fields: { min_deposit_amount: 50 },
    },
    { ...cloneOf, status: draft, title: `${cloneOf.title} [Clone]`, leaderboard: undefined },
    {
      // What the create page starts from (spec §4 defaults) with only a title typed in.
      status: draft,
      start_at: at(0, 1),
      end_at: at(1, 1),
      title: 'Christmas Countdown',
      short_description: '',
      score_driver: ScoreDriver.GamingTransactions,
      win_criteria: WinCriteria.Turnover,
      opt_in_condition: OptInCondition.OptIn,
      featuredGame: 1,
      tiers: [],
      fields: { hero_image_desktop: '', hero_image_mobile: '', list_image: '', cta_text: '', description: '', terms_and_conditions_text: '', total_pool_prize: null },
    },
  ];
}
