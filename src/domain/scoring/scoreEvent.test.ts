import { OptInCondition, ScoreDriver, TournamentStatus, WinCriteria } from '../enums';
import { newPlayerState } from './playerState';
import { scoreEvent } from './scoreEvent';
import { at, booster, bonusWin, condition, deposit, MIDWEEK, optIn, roleAssigned, round, tournament, WEEK_END } from './scoringFixtures';

const player = newPlayerState('p1');
const roles = { user_role_assignment_score_configuration: { vip: { score_to_add: 50 } } };

describe('scoreEvent: when an event counts', () => {
  it('scores a round of a running tournament in its window for an eligible player', () => {
    expect(scoreEvent(tournament(), [], player, round({ stake: 10 }))).toEqual({ scored: true, points: 10, base_points: 10, multiplier: 1, booster_id: null, role_id: null });
  });

  it('scores nothing while the tournament is not In Progress', () => {
    for (const status of [TournamentStatus.Draft, TournamentStatus.Completed, TournamentStatus.Canceled]) {
      expect(scoreEvent(tournament({ status }), [], player, round())).toEqual({ scored: false, points: 0, reason: 'not_in_progress' });
    }
  });

  it('scores nothing outside [start, end)', () => {
    expect(scoreEvent(tournament(), [], player, round({ occurred_at: at(WEEK_END) }))).toMatchObject({ scored: false, reason: 'not_before_end' });
  });

  it('scores nothing on a disabled weekday', () => {
    const t = tournament();
    expect(scoreEvent({ ...t, time_configuration: { ...t.time_configuration, wednesday: false } }, [], player, round())).toMatchObject({ reason: 'weekday_disabled' });
  });

  it('scores nothing for a player not eligible', () => {
    expect(scoreEvent(tournament({ opt_in_condition: OptInCondition.OptIn }), [], player, round())).toMatchObject({ reason: 'not_eligible' });
  });

  it('scores an opted-in player under Opt-In Required', () => {
    const optedIn = newPlayerState('p1', { opted_in_at: MIDWEEK });
    expect(scoreEvent(tournament({ opt_in_condition: OptInCondition.OptIn }), [], optedIn, round())).toMatchObject({ scored: true, points: 10 });
  });

  it('never scores an opt_in event', () => {
    expect(scoreEvent(tournament(), [booster()], player, optIn())).toMatchObject({ reason: 'opt_in_scores_nothing' });
  });

  it("passes on the driver's reason for scoring nothing", () => {
    expect(scoreEvent(tournament(), [], player, round({ game_id: 99 }))).toMatchObject({ reason: 'no_matching_condition' });
    expect(scoreEvent(tournament(), [], player, deposit())).toMatchObject({ reason: 'not_scored_by_driver' });
  });
});

describe('scoreEvent: boosters', () => {
  it("multiplies the driver's points by the active booster", () => {
    expect(scoreEvent(tournament(), [booster({ id: 3, multiplier: 2.5 })], player, round({ stake: 4 }))).toEqual({
      scored: true,
      points: 10,
      base_points: 4,
      multiplier: 2.5,
      booster_id: 3,
      role_id: null,
    });
  });

  it('multiplies a negative Net Win too', () => {
    const netWin = tournament({ win_criteria: WinCriteria.NetWin });
    expect(scoreEvent(netWin, [booster({ multiplier: 2 })], player, round({ stake: 10, win: 7 }))).toMatchObject({ points: -6 });
  });

  it('boosts bonus wins and deposits under their drivers', () => {
    const bonus = tournament({ score_driver: ScoreDriver.BonusWinAmount, bonus_win_amount_ingestion_configuration: { B1: { win_amount_multiplication_factor: 1 } } });
    expect(scoreEvent(bonus, [booster({ multiplier: 3 })], player, bonusWin({ amount: 2 }))).toMatchObject({ points: 6 });
    const deposits = tournament({ score_driver: ScoreDriver.DepositAmount });
    expect(scoreEvent(deposits, [booster({ multiplier: 3 })], player, deposit({ amount: 2 }))).toMatchObject({ points: 6 });
  });
});

describe('scoreEvent: role scores', () => {
  it('scores a configured role under every driver', () => {
    for (const score_driver of [ScoreDriver.GamingTransactions, ScoreDriver.BonusWinAmount, ScoreDriver.DepositAmount]) {
      expect(scoreEvent(tournament({ ...roles, score_driver }), [], player, roleAssigned())).toMatchObject({ scored: true, points: 50, role_id: 'vip' });
    }
  });

  it('never boosts a role score', () => {
    expect(scoreEvent(tournament(roles), [booster({ multiplier: 4 })], player, roleAssigned())).toEqual({
      scored: true,
      points: 50,
      base_points: 50,
      multiplier: 1,
      booster_id: null,
      role_id: 'vip',
    });
  });

  it('scores a role once per player', () => {
    const scored = { ...player, scored_roles: new Set(['vip']) };
    expect(scoreEvent(tournament(roles), [], scored, roleAssigned())).toMatchObject({ reason: 'role_already_scored' });
  });

  it('scores nothing for a role not configured', () => {
    expect(scoreEvent(tournament(roles), [], player, roleAssigned({ role_id: 'other' }))).toMatchObject({ reason: 'role_not_configured' });
  });

  it('scores a role only in the window and for an eligible player', () => {
    expect(scoreEvent(tournament(roles), [], player, roleAssigned({ occurred_at: at(WEEK_END) }))).toMatchObject({ reason: 'not_before_end' });
    expect(scoreEvent(tournament({ ...roles, opt_in_condition: OptInCondition.Invite }), [], player, roleAssigned())).toMatchObject({ reason: 'not_eligible' });
  });
});

describe('scoreEvent: rounding per event', () => {
  it('rounds the boosted points half away from zero', () => {
    const half = tournament({ wagering_conditions: [condition({ contribution: 50 })] });
    expect(scoreEvent(half, [booster({ multiplier: 1.5 })], player, round({ stake: 1.34 }))).toMatchObject({ base_points: 0.67, points: 1.01 });
  });

  it('rounds a negative Net Win away from zero', () => {
    const netWin = tournament({ win_criteria: WinCriteria.NetWin, wagering_conditions: [condition({ contribution: 50 })] });
    expect(scoreEvent(netWin, [], player, round({ stake: 2.01, win: 0 }))).toMatchObject({ points: -1.01 });
  });

  it('rounds a role score to 2 decimals', () => {
    expect(scoreEvent(tournament({ user_role_assignment_score_configuration: { vip: { score_to_add: 1.005 } } }), [], player, roleAssigned())).toMatchObject({ points: 1.01 });
  });
});

describe('scoreEvent: exact decimals, rounded once (decision 113)', () => {
  const gaming = (win_criteria: WinCriteria, contribution: number) => tournament({ win_criteria, wagering_conditions: [condition({ contribution, min_stake: null })] });
  const bonus = tournament({ score_driver: ScoreDriver.BonusWinAmount, bonus_win_amount_ingestion_configuration: { B1: { win_amount_multiplication_factor: 2.5 } } });

  it('scores a Turnover round of 1.4 at 37.5% as 0.525, hence 0.53', () => {
    expect(scoreEvent(gaming(WinCriteria.Turnover, 37.5), [], player, round({ stake: 1.4 }))).toMatchObject({ points: 0.53 });
  });

  it('scores a Net Win of 0.06 − 0.02 at 37.5% as 0.015, hence 0.02', () => {
    expect(scoreEvent(gaming(WinCriteria.NetWin, 37.5), [], player, round({ stake: 0.02, win: 0.06 }))).toMatchObject({ points: 0.02 });
  });

  it('scores an Equalized Win of 0.03 ÷ 0.1 at 75% as 0.225, hence 0.23', () => {
    expect(scoreEvent(gaming(WinCriteria.EqualizedWin, 75), [], player, round({ stake: 0.1, win: 0.03 }))).toMatchObject({ points: 0.23 });
  });

  it('rounds an Equalized Win that is no finite decimal on its exact value, boosted before rounding', () => {
    expect(scoreEvent(gaming(WinCriteria.EqualizedWin, 100), [], player, round({ stake: 3, win: 2 }))).toMatchObject({ points: 0.67 });
    // 2 ÷ 3 × 1.5 is exactly 1, where the base rounded first would give 0.67 × 1.5 = 1.005 → 1.01.
    expect(scoreEvent(gaming(WinCriteria.EqualizedWin, 100), [booster({ multiplier: 1.5 })], player, round({ stake: 3, win: 2 }))).toMatchObject({ points: 1 });
  });

  it('scores a bonus win of 413.71 × 2.5 as 1034.275, hence 1034.28', () => {
    expect(scoreEvent(bonus, [], player, bonusWin({ amount: 413.71 }))).toMatchObject({ points: 1034.28 });
  });

  it('boosts the exact base points: 32.54 × 2.5 × 1.5 = 122.025, hence 122.03', () => {
    expect(scoreEvent(bonus, [booster({ multiplier: 1.5 })], player, bonusWin({ amount: 32.54 }))).toMatchObject({ points: 122.03 });
  });

  it('scores a deposit of 2.05 × 1.5 as 3.075, hence 3.08', () => {
    const deposits = tournament({ score_driver: ScoreDriver.DepositAmount, deposit_amount_multiplication_factor: 1.5 });
    expect(scoreEvent(deposits, [], player, deposit({ amount: 2.05 }))).toMatchObject({ points: 3.08 });
  });

  it('rounds a negative half cent away from zero: (0.02 − 0.06) × 37.5% = −0.015 → −0.02', () => {
    expect(scoreEvent(gaming(WinCriteria.NetWin, 37.5), [], player, round({ stake: 0.06, win: 0.02 }))).toMatchObject({ points: -0.02 });
  });
});
