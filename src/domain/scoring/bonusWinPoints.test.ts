import { bonusWinPoints } from './bonusWinPoints';
import { asNumber } from './scoringFixtures';

const configuration = { B1: { win_amount_multiplication_factor: 3 }, B2: { win_amount_multiplication_factor: 1 } };

describe('Bonus Win Amount', () => {
  it("is amount × the bonus's factor", () => {
    expect(asNumber(bonusWinPoints(configuration, { bonus_id: 'B1', amount: 2.5 }))).toBe(7.5);
  });

  it('uses each bonus its own factor', () => {
    expect(asNumber(bonusWinPoints(configuration, { bonus_id: 'B2', amount: 2.5 }))).toBe(2.5);
  });

  it('scores nothing for a bonus id not configured', () => {
    expect(bonusWinPoints(configuration, { bonus_id: 'B3', amount: 2.5 })).toBeUndefined();
  });

  it('does not take inherited object keys for bonus ids', () => {
    expect(bonusWinPoints(configuration, { bonus_id: 'toString', amount: 1 })).toBeUndefined();
  });
});
