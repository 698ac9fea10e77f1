/** Engine spec §2 "Rank order", the order of leaderboard pages, ranks, the export and prizes. */

export interface RankedPlayer {
  user_id: string;
  total_score: number;
  /** Epoch ms of the event (or adjustment) that last changed the total. */
  computed: number;
}

/**
 * total_score descending, then computed ascending (who got there first), then user_id ascending by
 * UTF-16 code units: the order of PostgreSQL's C collation, which the server's user_id ordering must use
 * to agree with this (a locale collation orders 'a' < 'B', code units 'B' < 'a').
 */
export function compareRanks(a: RankedPlayer, b: RankedPlayer): number {
  if (a.total_score !== b.total_score) return b.total_score - a.total_score;
  if (a.computed !== b.computed) return a.computed - b.computed;
  if (a.user_id === b.user_id) return 0;
  return a.user_id < b.user_id ? -1 : 1;
}
