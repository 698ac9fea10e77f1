import { ScoreDriver, WinCriteria } from '../enums';
import { basePoints } from './basePoints';
import { bonusWin, condition, deposit, optIn, pointsAsNumber, roleAssigned, round, tournament } from './scoringFixtures';

const gaming = tournament({ win_criteria: WinCriteria.NetWin, wagering_conditions: [condition({ contribution: 50 })] });
const bonus = tournament({ score_driver: ScoreDriver.BonusWinAmount, bonus_win_amount_ingestion_configuration: { B1: { win_amount_multiplication_factor: 2 } } });
const deposits = tournament({ score_driver: ScoreDriver.DepositAmount, deposit_amount_multiplication_factor: 3, min_deposit_amount: 5 });

describe('score driver: Gaming Transactions', () => {
  it('scores a casino round by the win criteria of the first matching condition', () => {
    expect(pointsAsNumber(basePoints(gaming, round({ stake: 10, win: 4 })))).toEqual({ points: -3 });
  });

  it('scores nothing for a round no condition matches', () => {
    expect(pointsAsNumber(basePoints(gaming, round({ game_id: 8 })))).toEqual({ reason: 'no_matching_condition' });
  });

  it('scores nothing without win criteria (a draft)', () => {
    expect(pointsAsNumber(basePoints({ ...gaming, win_criteria: null }, round()))).toEqual({ reason: 'no_win_criteria' });
  });

  it('does not score bonus wins or deposits', () => {
    expect(pointsAsNumber(basePoints(gaming, bonusWin()))).toEqual({ reason: 'not_scored_by_driver' });
    expect(pointsAsNumber(basePoints(gaming, deposit()))).toEqual({ reason: 'not_scored_by_driver' });
  });
});

describe('score driver: Bonus Win Amount', () => {
  it('scores a configured bonus win', () => {
    expect(pointsAsNumber(basePoints(bonus, bonusWin({ amount: 4 })))).toEqual({ points: 8 });
  });

  it('scores nothing for a bonus not configured', () => {
    expect(pointsAsNumber(basePoints(bonus, bonusWin({ bonus_id: 'X' })))).toEqual({ reason: 'bonus_not_configured' });
  });

  it('does not score casino rounds or deposits', () => {
    expect(pointsAsNumber(basePoints(bonus, round()))).toEqual({ reason: 'not_scored_by_driver' });
    expect(pointsAsNumber(basePoints(bonus, deposit()))).toEqual({ reason: 'not_scored_by_driver' });
  });
});

describe('score driver: Deposit Amount', () => {
  it('scores a deposit within the bounds', () => {
    expect(pointsAsNumber(basePoints(deposits, deposit({ amount: 5 })))).toEqual({ points: 15 });
  });

  it('scores nothing for a deposit outside the bounds', () => {
    expect(pointsAsNumber(basePoints(deposits, deposit({ amount: 4 })))).toEqual({ reason: 'deposit_out_of_bounds' });
  });

  it('does not score casino rounds or bonus wins', () => {
    expect(pointsAsNumber(basePoints(deposits, round()))).toEqual({ reason: 'not_scored_by_driver' });
    expect(pointsAsNumber(basePoints(deposits, bonusWin()))).toEqual({ reason: 'not_scored_by_driver' });
  });
});

describe('events no driver scores here', () => {
  it('leaves role grants to the role rule and never scores opt-ins', () => {
    for (const rules of [gaming, bonus, deposits]) {
      expect(pointsAsNumber(basePoints(rules, roleAssigned()))).toEqual({ reason: 'not_scored_by_driver' });
      expect(pointsAsNumber(basePoints(rules, optIn()))).toEqual({ reason: 'not_scored_by_driver' });
    }
  });
});
