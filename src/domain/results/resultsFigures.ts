/**
 * The results' figures from their totals (issue 28, decision 154): the one place GGR, cost per participant and ROI
 * are defined. Money arrives as exact decimals (sums the database made of the stored stakes and wins) and leaves
 * rounded once, to the cent, half away from zero.
 */
import type { PrizeCost } from '../prizeCost';
import { dividedBy, exact, exactOfText, minus, plus, times, toHundredths, type Exact } from '../scoring/exactDecimal';
import type { BeforeAndDuring } from './tournamentResults';

/** Stakes and wins of a set of players over some time, exactly. */
export interface Play {
  stakes: Exact;
  wins: Exact;
}

export const NO_PLAY: Play = { stakes: exact(0), wins: exact(0) };

/** Play as the database sums it: each sum as the decimal text it prints, null for no rounds (nothing staked or won). */
export const playOfSums = (stakes: string | null, wins: string | null): Play => ({
  stakes: exactOfText(stakes ?? '0'),
  wins: exactOfText(wins ?? '0'),
});

export const plusPlay = (a: Play, b: Play): Play => ({ stakes: plus(a.stakes, b.stakes), wins: plus(a.wins, b.wins) });

/** Gross gaming revenue: what the players staked less what they won. */
export const ggrOf = (play: Play): Exact => minus(play.stakes, play.wins);

export interface PlayBeforeAndDuring {
  during: Play;
  before: Play;
}

export function turnoverFigures(play: PlayBeforeAndDuring): { turnover: BeforeAndDuring; ggr: BeforeAndDuring } {
  return {
    turnover: { during: toHundredths(play.during.stakes), before: toHundredths(play.before.stakes) },
    ggr: { during: toHundredths(ggrOf(play.during)), before: toHundredths(ggrOf(play.before)) },
  };
}

/**
 * Return on the prizes' money: the GGR the participants brought during the window beyond what the same players
 * brought over as long before it, less the lei the prizes cost, per leu of prizes, in percent to 2 decimals.
 * Free spins and items are not money here (their cost in lei is the operator's, not ours to guess): they are
 * reported beside it and left out. Null when the prizes cost no lei, as a ratio to nothing means nothing.
 */
export function roiPercent(play: PlayBeforeAndDuring, prizeLei: number): number | null {
  if (prizeLei === 0) return null;
  const cost = exact(prizeLei);
  const gain = minus(minus(ggrOf(play.during), ggrOf(play.before)), cost);
  return toHundredths(times(dividedBy(gain, cost), exact(100)));
}

/** Each kind of prize cost shared over the participants, to the cent; null with none. */
export function costPerParticipant(cost: PrizeCost, participants: number): PrizeCost | null {
  if (participants === 0) return null;
  const share = (value: number) => toHundredths(dividedBy(exact(value), exact(participants)));
  return { lei: share(cost.lei), free_spins: share(cost.free_spins), items: share(cost.items) };
}
