import { OptInCondition, ScoreDriver, TournamentStatus, WinCriteria } from '../../../src/domain/enums';
import type { DemoCalendar } from './demoCalendar';
import type { DemoTournamentSpec } from './demoTournament';
import { gameIdsOfVendor } from './games';

/**
 * Completed tournaments get outbox entries for their prize ranks, but for the one with a manual payout, in review. Tiers with FAIL_ bonuses are there on
 * purpose: the demo gateway refuses those codes, so their entries stay failed whatever staff do.
 */
export function completedTournaments(at: DemoCalendar): DemoTournamentSpec[] {
  const completed = TournamentStatus.Completed;
  return [
    {
      status: completed,
      start_at: at(-16),
      end_at: at(-2),
      title: 'Winter Wheel Warriors',
      short_description: 'Two weeks on the classic EGT and Amusnet fruit machines. Thank you for playing!',
      score_driver: ScoreDriver.GamingTransactions,
      win_criteria: WinCriteria.Turnover,
      opt_in_condition: OptInCondition.OptIn,
      featuredGame: 19,
      tiers: [
        { rank_min: 1, rank_max: 1, bonus: 'BM_5000_LEI' },
        { rank_min: 2, rank_max: 5, bonus: 'BM_1000_LEI' },
        { rank_min: 6, rank_max: 15, bonus: 'FAIL_FS_WINTER_RETIRED_30' },
        { rank_min: 16, rank_max: 40, bonus: 'FS_SHINING_CROWN_20' },
        { rank_min: 41, rank_max: 60, bonus: 'FAIL_BM_EXPIRED_250' },
      ],
      wageringConditions: [
        { platform: 'both', min_stake: 1, max_stake: null, contribution: 100, casino_game_ids: gameIdsOfVendor('EGT Digital', 12) },
        { platform: 'both', min_stake: 1, max_stake: 200, contribution: 100, casino_game_ids: gameIdsOfVendor('Amusnet', 12) },
      ],
      boosters: [{ name: 'Frosty weekend', multiplier: 2, start_date: at(-10), end_date: at(-8) }],
      leaderboard: { size: 220, firstPlayer: 10, topScore: 180_000, adjustments: 3 },
    },
    {
      status: completed,
      start_at: at(-30),
      end_at: at(-20),
      title: 'Easter Egg Hunt',
      short_description: 'Crack the biggest bonus wins of the Easter holidays.',
      score_driver: ScoreDriver.BonusWinAmount,
      opt_in_condition: OptInCondition.Open,
      featuredGame: 25,
      tiers: [
        { rank_min: 1, rank_max: 1, bonus: 'ITEM_AIRPODS_PRO' },
        { rank_min: 2, rank_max: 30, bonus: 'FS_BOOK_DEAD_50' },
      ],
      leaderboard: { size: 140, firstPlayer: 250, topScore: 25_000 },
      fields: { bonus_win_amount_ingestion_configuration: { FS_BOOK_DEAD_50: { win_amount_multiplication_factor: 1 } } },
    },
    {
      status: completed,
      start_at: at(-9),
      end_at: at(-5),
      title: 'Black Friday Deposit Blast',
      short_description: 'Four days, double the deposit points, for invited players only.',
      score_driver: ScoreDriver.DepositAmount,
      opt_in_condition: OptInCondition.Invite,
      featuredGame: 61,
      tiers: [
        { rank_min: 1, rank_max: 5, bonus: 'CW_MATCH100_X35' },
        { rank_min: 6, rank_max: 20, bonus: 'FB_25_LEI' },
        { rank_min: 21, rank_max: 25, bonus: 'FAIL_FB_SPORTS_CLOSED_50' },
      ],
      leaderboard: { size: 100, firstPlayer: 350, topScore: 60_000 },
      fields: { deposit_amount_multiplication_factor: 2, min_deposit_amount: 20, max_deposit_amount: 10_000, is_obsolete: true },
    },
    {
      // Manual payout (issue 28): ended yesterday, its prizes wait on the Review tab, so none is in the outbox yet.
      status: completed,
      start_at: at(-4),
      end_at: at(-1),
      title: 'Roulette Royale Weekend',
      short_description: 'Three days at the live roulette tables. Prizes go out once the team has reviewed the board.',
      score_driver: ScoreDriver.GamingTransactions,
      win_criteria: WinCriteria.Turnover,
      opt_in_condition: OptInCondition.OptIn,
      featuredGame: 34,
      tiers: [
        { rank_min: 1, rank_max: 1, bonus: 'BM_1000_LEI' },
        { rank_min: 2, rank_max: 10, bonus: 'BM_100_LEI' },
      ],
      wageringConditions: [{ platform: 'both', min_stake: 5, max_stake: null, contribution: 100, casino_game_ids: gameIdsOfVendor('Evolution', 6) }],
      leaderboard: { size: 80, firstPlayer: 460, topScore: 40_000 },
      fields: { manual_payout: true },
    },
  ];
}

export function canceledTournaments(at: DemoCalendar): DemoTournamentSpec[] {
  const canceled = TournamentStatus.Canceled;
  return [
    {
      status: canceled,
      start_at: at(-5),
      end_at: at(2),
      title: 'Midweek Blackjack Battle',
      short_description: 'Tuesday to Thursday on live blackjack. Canceled after a provider outage.',
      score_driver: ScoreDriver.GamingTransactions,
      win_criteria: WinCriteria.NetWin,
      opt_in_condition: OptInCondition.Open,
      featuredGame: 34,
      tiers: [{ rank_min: 1, rank_max: 10, bonus: 'BM_100_LEI' }],
      wageringConditions: [{ platform: 'both', min_stake: 10, max_stake: 2000, contribution: 10, casino_game_ids: gameIdsOfVendor('Evolution', 6, 10) }],
      leaderboard: { size: 60, firstPlayer: 400, topScore: 8_000 },
      fields: { monday: false, friday: false, saturday: false, sunday: false },
    },
    {
      status: canceled,
      start_at: at(5),
      end_at: at(12),
      title: 'Crash Games Clash',
      short_description: 'Canceled before it started: the crash games were withdrawn from the lobby.',
      score_driver: ScoreDriver.BonusWinAmount,
      opt_in_condition: OptInCondition.OptIn,
      featuredGame: 27,
      tiers: [{ rank_min: 1, rank_max: 20, bonus: 'FB_25_LEI' }],
      fields: { bonus_win_amount_ingestion_configuration: { FB_25_LEI: { win_amount_multiplication_factor: 3 } } },
    },
  ];
}
