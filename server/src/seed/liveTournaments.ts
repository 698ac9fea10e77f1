import { OptInCondition, ScoreDriver, TournamentStatus, WinCriteria } from '../../../src/domain/enums';
import type { DemoCalendar } from './demoCalendar';
import type { DemoTournamentSpec } from './demoTournament';
import { gameIdsOfVendor } from './games';

const runningPeriod = (at: DemoCalendar) => ({ status: TournamentStatus.InProgress, start_at: at(-1), end_at: at(7) });
const scheduledPeriod = (at: DemoCalendar) => ({ status: TournamentStatus.InProgress, start_at: at(3), end_at: at(10) });

/** The flagship: the running opt-in tournament whose leaderboard takes the `--players` size. */
export function springSlotsSprint(at: DemoCalendar, players: number): DemoTournamentSpec {
  return {
    ...runningPeriod(at),
    title: 'Spring Slots Sprint',
    short_description: 'Spin your favourite Pragmatic Play and NetEnt slots: every leu wagered scores a point.',
    score_driver: ScoreDriver.GamingTransactions,
    win_criteria: WinCriteria.Turnover,
    opt_in_condition: OptInCondition.OptIn,
    featuredGame: 1,
    tiers: [
      { rank_min: 1, rank_max: 1, bonus: 'ITEM_IPHONE_16_PRO' },
      { rank_min: 2, rank_max: 3, bonus: 'BM_2000_LEI' },
      { rank_min: 4, rank_max: 10, bonus: 'BM_500_LEI' },
      { rank_min: 11, rank_max: 50, bonus: 'FS_GATES_OLYMPUS_100' },
      { rank_min: 51, rank_max: 250, bonus: 'FS_BURNING_HOT_10' },
    ],
    wageringConditions: [
      { platform: 'both', min_stake: 1, max_stake: null, contribution: 100, casino_game_ids: gameIdsOfVendor('Pragmatic Play', 20) },
      { platform: 'desktop', min_stake: 2, max_stake: 500, contribution: 50, casino_game_ids: gameIdsOfVendor('NetEnt', 12) },
    ],
    boosters: [
      { name: 'Weekend double', multiplier: 2, day_of_week: 6 },
      { name: 'Lazy Sunday', multiplier: 1.5, day_of_week: 0 },
      { name: 'Happy hour', multiplier: 3, start_date: at(1, 18), end_date: at(1, 21) },
      { name: 'Payday boost', multiplier: 1.25, day_of_month: 15 },
    ],
    leaderboard: { size: players, firstPlayer: 1, topScore: 250_000, adjustments: 6 },
    fields: {
      is_promoted: true,
      leaderboard_size: 250,
      user_role_assignment_score_configuration: { 'vip-gold': { score_to_add: 500 }, 'vip-silver': { score_to_add: 200 } },
    },
  };
}

export function runningTournaments(at: DemoCalendar, players: number): DemoTournamentSpec[] {
  return [
    springSlotsSprint(at, players),
    {
      ...runningPeriod(at),
      title: 'Bonus Buy Bonanza',
      short_description: 'Win big with your free spins: bonus wins from selected campaigns count up to double.',
      score_driver: ScoreDriver.BonusWinAmount,
      opt_in_condition: OptInCondition.Open,
      featuredGame: 31,
      tiers: [
        { rank_min: 1, rank_max: 3, bonus: 'BM_1000_LEI' },
        { rank_min: 4, rank_max: 20, bonus: 'FS_STARBURST_25' },
      ],
      leaderboard: { size: 180, firstPlayer: 40, topScore: 40_000 },
      fields: {
        bonus_win_amount_ingestion_configuration: {
          FS_SWEET_BONANZA_200: { win_amount_multiplication_factor: 2 },
          FS_BOOK_DEAD_50: { win_amount_multiplication_factor: 1.5 },
        },
      },
    },
    {
      ...runningPeriod(at),
      title: 'Deposit Dash',
      short_description: 'An invitation for our loyal players: every deposit this week moves you up.',
      score_driver: ScoreDriver.DepositAmount,
      opt_in_condition: OptInCondition.Invite,
      featuredGame: 13,
      tiers: [
        { rank_min: 1, rank_max: 1, bonus: 'CW_MATCH100_X35' },
        { rank_min: 2, rank_max: 10, bonus: 'CW_MATCH50_X25' },
        { rank_min: 11, rank_max: 30, bonus: 'CW_CASHBACK10_X5' },
      ],
      leaderboard: { size: 120, firstPlayer: 200, topScore: 30_000 },
      fields: { deposit_amount_multiplication_factor: 1.5, min_deposit_amount: 50, max_deposit_amount: 5000 },
    },
    {
      ...runningPeriod(at),
      title: 'Live Roulette Rally',
      short_description: 'Beat the wheel on Evolution live tables: your net win is your score.',
      score_driver: ScoreDriver.GamingTransactions,
      win_criteria: WinCriteria.NetWin,
      opt_in_condition: OptInCondition.Open,
      featuredGame: 4,
      tiers: [
        { rank_min: 1, rank_max: 5, bonus: 'BM_500_LEI' },
        { rank_min: 6, rank_max: 25, bonus: 'BM_100_LEI' },
      ],
      wageringConditions: [{ platform: 'mobile', min_stake: 5, max_stake: 1000, contribution: 100, casino_game_ids: gameIdsOfVendor('Evolution', 10) }],
      leaderboard: { size: 90, firstPlayer: 120, topScore: 15_000 },
      fields: { is_hidden: true, leaderboard_size: 25 },
    },
    {
      ...runningPeriod(at),
      title: 'Megaways Marathon',
      short_description: 'Invitation only: the most rounds played on Big Time Gaming Megaways wins a PlayStation 5.',
      score_driver: ScoreDriver.GamingTransactions,
      win_criteria: WinCriteria.NumberRounds,
      opt_in_condition: OptInCondition.Invite,
      featuredGame: 7,
      tiers: [
        { rank_min: 1, rank_max: 1, bonus: 'ITEM_PLAYSTATION_5' },
        { rank_min: 2, rank_max: 20, bonus: 'FS_BOOK_DEAD_50' },
      ],
      wageringConditions: [{ platform: 'both', min_stake: 1, max_stake: 100, contribution: 100, casino_game_ids: gameIdsOfVendor('Big Time Gaming', 15) }],
      leaderboard: { size: 150, firstPlayer: 300, topScore: 3_000, wholeScores: true },
      fields: { floor_score: true },
    },
  ];
}

export function scheduledTournaments(at: DemoCalendar): DemoTournamentSpec[] {
  return [
    {
      ...scheduledPeriod(at),
      title: 'Summer Jackpot Journey',
      short_description: "Equalized wins on Play'n GO and Red Tiger slots: small stakes stand a real chance.",
      score_driver: ScoreDriver.GamingTransactions,
      win_criteria: WinCriteria.EqualizedWin,
      opt_in_condition: OptInCondition.OptIn,
      featuredGame: 3,
      tiers: [
        { rank_min: 1, rank_max: 1, bonus: 'ITEM_CITY_BREAK_BRASOV' },
        { rank_min: 2, rank_max: 10, bonus: 'BM_1000_LEI' },
        { rank_min: 11, rank_max: 100, bonus: 'FS_STARBURST_25' },
      ],
      wageringConditions: [
        { platform: 'both', min_stake: 1, max_stake: null, contribution: 100, casino_game_ids: gameIdsOfVendor("Play'n GO", 10) },
        { platform: 'both', min_stake: 1, max_stake: null, contribution: 80, casino_game_ids: gameIdsOfVendor('Red Tiger', 10) },
      ],
      boosters: [{ name: 'Friday fever', multiplier: 2, day_of_week: 5 }],
      fields: { is_promoted: true },
    },
    {
      ...scheduledPeriod(at),
      title: 'Free Spins Fiesta',
      short_description: 'Weekdays only: turn your free spins into the biggest bonus wins.',
      score_driver: ScoreDriver.BonusWinAmount,
      opt_in_condition: OptInCondition.Invite,
      featuredGame: 2,
      tiers: [{ rank_min: 1, rank_max: 10, bonus: 'FS_GATES_OLYMPUS_100' }],
      fields: {
        saturday: false,
        sunday: false,
        bonus_win_amount_ingestion_configuration: { FS_GATES_OLYMPUS_100: { win_amount_multiplication_factor: 1 } },
      },
    },
    {
      ...scheduledPeriod(at),
      title: 'Weekend Deposit Derby',
      short_description: 'Saturdays and Sundays only: deposit, climb, and enter the prize draw.',
      score_driver: ScoreDriver.DepositAmount,
      opt_in_condition: OptInCondition.Open,
      featuredGame: 18,
      tiers: [
        { rank_min: 1, rank_max: 3, bonus: 'BM_500_LEI' },
        { rank_min: 4, rank_max: 10, bonus: 'FB_100_LEI' },
      ],
      fields: { monday: false, tuesday: false, wednesday: false, thursday: false, friday: false, is_raffle: true, min_deposit_amount: 100 },
    },
  ];
}
