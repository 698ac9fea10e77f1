import type { BoardReplay } from '../../../src/domain/scoring';
import type { Db } from '../db/database';
import type { ArrivedEvents } from './eventRows';

/**
 * Something staff did to a board at a moment (epoch ms): an assignment or a manual adjustment. Plain data, as it
 * crosses to the scoring thread (scoringWorker.ts).
 */
export type StaffAction = { at: number; user_id: string } & ({ kind: 'assign' } | { kind: 'adjust'; score: number });

/** A tournament's assignments and adjustments, oldest first. */
export async function staffActionsOf(db: Db, tournamentId: number): Promise<StaffAction[]> {
  const assignments = await db
    .selectFrom('tournament_players')
    .select(['user_id', 'assigned_at'])
    .where('tournament_id', '=', tournamentId)
    .where('assigned_at', 'is not', null)
    .execute();
  const adjustments = await db.selectFrom('score_adjustments').select(['user_id', 'score', 'adjusted_at']).where('tournament_id', '=', tournamentId).orderBy('id').execute();
  const actions: StaffAction[] = [
    ...assignments.map(({ user_id, assigned_at }) => ({ kind: 'assign' as const, at: assigned_at!.getTime(), user_id })),
    ...adjustments.map(({ user_id, score, adjusted_at }) => ({ kind: 'adjust' as const, at: adjusted_at.getTime(), user_id, score })),
  ];
  // Stable: adjustments made in one millisecond keep the order they were recorded in.
  return actions.sort((a, b) => a.at - b.at);
}

function apply(action: StaffAction, board: BoardReplay): void {
  if (action.kind === 'assign') board.assign(action.user_id, action.at);
  else board.adjust(action.user_id, action.score, action.at);
}

/**
 * Staff's actions on a tournament merged into the replay of its events by time, as the live board saw them: an
 * action made before a batch was processed applies before its events.
 */
export class StaffActions {
  private next = 0;

  constructor(private readonly actions: readonly StaffAction[]) {}

  /** Applies the actions made before `t` not applied yet. */
  private applyBefore(board: BoardReplay, t: number): void {
    while (this.next < this.actions.length && this.actions[this.next].at < t) apply(this.actions[this.next++], board);
  }

  /** The page's events, each batch after the actions made before it was processed. */
  addInOrder(board: BoardReplay, { events, arrivals }: ArrivedEvents): void {
    let start = 0;
    for (let i = 1; i <= events.length; i++) {
      if (i < events.length && arrivals[i] === arrivals[start]) continue;
      this.applyBefore(board, arrivals[start]);
      board.add(events.slice(start, i));
      start = i;
    }
  }

  /** The actions made after the last batch. */
  finish(board: BoardReplay): void {
    this.applyBefore(board, Infinity);
  }
}
