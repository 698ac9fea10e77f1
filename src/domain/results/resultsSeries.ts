/**
 * The results' chart series (issue 28): the window cut into UTC clock hours, and the participants' final scores
 * in buckets of equal width.
 */
import { scoreInHundredths } from '../scoring/rounding';
import type { ScoreBucket } from './tournamentResults';

const HOUR_MS = 3_600_000;

/** One hour of the window, [from, to): a clock hour, cut by the window's start and end. */
export interface HourSlice {
  hour: Date;
  from: Date;
  to: Date;
}

/** The clock hours [from, to) touches, in order; none when it is empty. */
export function hourSlices(from: Date, to: Date): HourSlice[] {
  const slices: HourSlice[] = [];
  for (let start = Math.floor(from.getTime() / HOUR_MS) * HOUR_MS; start < to.getTime(); start += HOUR_MS) {
    slices.push({ hour: new Date(start), from: new Date(Math.max(start, from.getTime())), to: new Date(Math.min(start + HOUR_MS, to.getTime())) });
  }
  return slices;
}

/**
 * The board's total at the end of each slice, from what its writes added per clock hour (hundredths, by hour start in
 * epoch ms, oldest first): a running total, the last slice taking every hour, so that it ends on the board's total.
 */
export function pointsAtSliceEnds(slices: readonly HourSlice[], added: ReadonlyArray<{ hour: number; hundredths: number }>): number[] {
  let next = 0;
  let total = 0;
  return slices.map((slice, index) => {
    const last = index === slices.length - 1;
    while (next < added.length && (last || added[next].hour < slice.to.getTime())) total += added[next++].hundredths;
    return total / 100;
  });
}

/** Buckets a score distribution has at most. */
export const SCORE_BUCKETS = 10;


/**
 * The scores in at most `buckets` buckets of one width (whole hundredths, at least 0.01) from the lowest score,
 * the last reaching the highest (included); each bucket [from, to). None for no scores.
 */
export function scoreDistribution(scores: readonly number[], buckets = SCORE_BUCKETS): ScoreBucket[] {
  if (scores.length === 0) return [];
  const values = scores.map(scoreInHundredths);
  // A loop, not Math.min(...values): a board's hundred thousand arguments would overflow the stack.
  const low = values.reduce((a, b) => Math.min(a, b));
  const high = values.reduce((a, b) => Math.max(a, b));
  const width = Math.max(1, Math.ceil((high - low) / buckets));
  const count = Math.min(buckets, Math.floor((high - low) / width) + 1);
  const players = new Array<number>(count).fill(0);
  for (const value of values) players[Math.min(count - 1, Math.floor((value - low) / width))] += 1;
  return players.map((inBucket, index) => ({ from: (low + index * width) / 100, to: (low + (index + 1) * width) / 100, players: inBucket }));
}
