/**
 * The cost of a manual score adjustment on a big leaderboard (PUT /api/leaderboards/adjust-score-manually):
 * every row stores its dense rank, so a change shifts the ranks of every row between the old and the new
 * place, inside the transaction that locks the tournament. A newcomer joining at the top shifts them all.
 */
import type { BigLeaderboard } from './bigLeaderboard';
import type { ServerProcess } from './serverProcess';
import { timed } from './stats';

export interface AdjustmentCase {
  label: string;
  /** The i-th adjustment's body. */
  body(i: number): { tournament_id: number; user_id: string; score: number; note: string };
}

/** Higher than any seeded total (the seed's top score is 250,000 plus a few adjustments). */
const ABOVE_EVERYONE = 100_000_000;

export function adjustmentCases(board: BigLeaderboard): AdjustmentCase[] {
  const tournament_id = board.tournamentId;
  return [
    {
      label: 'score adjustment: a new player joins at the top (every rank shifts)',
      // Players above the board's size exist in `players` but are not on the leaderboard yet.
      body: (i) => ({ tournament_id, user_id: board.player(board.size + 1 + i), score: ABOVE_EVERYONE, note: 'bench: joins at the top' }),
    },
    {
      label: 'score adjustment: +1 point mid-board (a few ranks shift)',
      body: (i) => ({ tournament_id, user_id: board.player(Math.floor(board.size / 2) + i), score: 1, note: 'bench: small move' }),
    },
  ];
}

/** Milliseconds of each adjustment, one after another (each is a write: no warm-up call). */
export async function timeAdjustments(server: ServerProcess, adjustment: AdjustmentCase, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    times.push(
      await timed(async () => {
        const { status, text } = await server.send('PUT', '/api/leaderboards/adjust-score-manually', adjustment.body(i));
        if (status !== 200) throw new Error(`adjust-score-manually answered ${status}: ${text}`);
      }),
    );
  }
  return times;
}
