import { exact, exactOfText, toHundredths } from '../scoring/exactDecimal';
import { costPerParticipant, ggrOf, NO_PLAY, roiPercent, turnoverFigures, type Play } from './resultsFigures';

const play = (stakes: string, wins: string): Play => ({ stakes: exactOfText(stakes), wins: exactOfText(wins) });

describe('results figures', () => {
  it('takes GGR as stakes less wins, exactly (0.3 − 0.1 is 0.2, not 0.19999999999999998)', () => {
    expect(toHundredths(ggrOf(play('0.3', '0.1')))).toBe(0.2);
    expect(toHundredths(ggrOf(play('10', '25.5')))).toBe(-15.5);
  });

  it('reads the database’s long sums exactly and rounds them once, half away from zero', () => {
    expect(turnoverFigures({ during: play('123456789012.345', '0.001'), before: play('0.005', '0.01') })).toEqual({
      turnover: { during: 123456789012.35, before: 0.01 },
      ggr: { during: 123456789012.34, before: -0.01 },
    });
  });

  it('gives ROI as the GGR gained beyond the before window, less the lei cost, per leu of cost, in percent', () => {
    // GGR during 600, before 200: 400 gained; 100 lei of prizes: (400 − 100) ÷ 100 = 300 %.
    expect(roiPercent({ during: play('1000', '400'), before: play('500', '300') }, 100)).toBe(300);
    // A loss: GGR fell by 50 and prizes cost 150: (−50 − 150) ÷ 150 = −133.33 %.
    expect(roiPercent({ during: play('100', '100'), before: play('50', '0') }, 150)).toBe(-133.33);
    // Thirds round half away from zero at the second decimal: 2 ÷ 3 = 66.67 %.
    expect(roiPercent({ during: play('5', '0'), before: NO_PLAY }, 3)).toBe(66.67);
  });

  it('gives no ROI when the prizes cost no lei (free spins and items only)', () => {
    expect(roiPercent({ during: play('1000', '0'), before: NO_PLAY }, 0)).toBeNull();
  });

  it('shares each kind of cost over the participants, to the cent, and none over nobody', () => {
    expect(costPerParticipant({ lei: 100, free_spins: 50, items: 1 }, 3)).toEqual({ lei: 33.33, free_spins: 16.67, items: 0.33 });
    expect(costPerParticipant({ lei: 100, free_spins: 0, items: 0 }, 0)).toBeNull();
  });

  it('counts an empty play as nothing', () => {
    expect(turnoverFigures({ during: NO_PLAY, before: { stakes: exact(0), wins: exact(0) } })).toEqual({ turnover: { during: 0, before: 0 }, ggr: { during: 0, before: 0 } });
  });
});
