import type { BoardReplay } from '../../../src/domain/scoring';
import type { Db } from '../db/database';
import type { ArrivedEvents } from './windowEvents';

/** Something staff did to a board at a moment: an assignment or a manual adjustment. */
interface StaffAction {
  at: number;
  apply(board: BoardReplay): void;
}

/** A tournament's assignments and adjustments, oldest first. */
async function staffActionsOf(db: Db, tournamentId: number): Promise<StaffAction[]> {
  const assignments = await db
    .selectFrom('tournament_players')
    .select(['user_id', 'assigned_at'])
    .where('tournament_id', '=', tournamentId)
    .where('assigned_at', 'is not', null)
    .execute();
  const adjustments = await db.selectFrom('score_adjustments').select(['user_id', 'score', 'adjusted_at']).where('tournament_id', '=', tournamentId).orderBy('id').execute();
  const actions: StaffAction[] = [
    ...assignments.map(({ user_id, assigned_at }) => ({ at: assigned_at!.getTime(), apply: (board: BoardReplay) => board.assign(user_id, assigned_at!.getTime()) })),
    ...adjustments.map(({ user_id, score, adjusted_at }) => ({ at: adjusted_at.getTime(), apply: (board: BoardReplay) => board.adjust(user_id, score, adjusted_at.getTime()) })),
  ];
  // Stable: adjustments made in one millisecond keep the order they were recorded in.
  return actions.sort((a, b) => a.at - b.at);
}

/**
 * Staff's actions on a tournament merged into the replay of its events by time, as the live board saw them: an
 * action made before a batch was processed applies before its events.
 */
export class StaffActions {
  private next = 0;

  private constructor(private readonly actions: readonly StaffAction[]) {}

  static none(): StaffActions {
    return new StaffActions([]);
  }

  static async of(db: Db, tournamentId: number): Promise<StaffActions> {
    return new StaffActions(await staffActionsOf(db, tournamentId));
  }

  /** Applies the actions made before `t` not applied yet. */
  private applyBefore(board: BoardReplay, t: number): void {
    while (this.next < this.actions.length && this.actions[this.next].at < t) this.actions[this.next++].apply(board);
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
