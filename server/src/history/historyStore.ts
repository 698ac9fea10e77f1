import type { HistoryActor, HistoryAction, HistoryEntry, HistoryRecord } from '../../../src/domain/tournamentHistory';
import type { Db } from '../db/database';

/**
 * Appends one entry to a tournament's history. Called with the write's own transaction, so the entry commits
 * with the write and a write that fails leaves none.
 */
export async function recordHistory(trx: Db, tournamentId: number, actor: HistoryActor, record: HistoryRecord, at: Date): Promise<void> {
  await recordHistoryOf(trx, [tournamentId], actor, () => record, at);
}

/** The statement appending one entry per tournament, for a write that runs it within its own statement (a score adjustment). */
export function historyEntries(db: Db, tournamentIds: readonly number[], actor: HistoryActor, recordOf: (tournamentId: number) => HistoryRecord, at: Date) {
  return db.insertInto('tournament_history').values(
    tournamentIds.map((tournamentId) => {
      const { action, details } = recordOf(tournamentId);
      return { tournament_id: tournamentId, at, actor_id: actor.id, actor_name: actor.name, action, details: JSON.stringify(details) };
    }),
  );
}

/** Appends one entry per tournament (a delete of boosters of several, the completion of several) in one statement. */
export async function recordHistoryOf(trx: Db, tournamentIds: number[], actor: HistoryActor, recordOf: (tournamentId: number) => HistoryRecord, at: Date): Promise<void> {
  if (tournamentIds.length === 0) return;
  await historyEntries(trx, tournamentIds, actor, recordOf, at).execute();
}

export interface HistoryFilter {
  actor?: string;
  action?: HistoryAction;
}

function filteredHistory(db: Db, tournamentId: number, { actor, action }: HistoryFilter) {
  let query = db.selectFrom('tournament_history').where('tournament_id', '=', tournamentId);
  if (actor !== undefined) query = query.where('actor_id', '=', actor);
  if (action !== undefined) query = query.where('action', '=', action);
  return query;
}

/** A page of a tournament's history, newest first, and how many entries the filter matches in all. */
export async function historyPage(db: Db, tournamentId: number, filter: HistoryFilter, take: number, skip: number): Promise<{ entries: HistoryEntry[]; total: number }> {
  const { total } = await filteredHistory(db, tournamentId, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filteredHistory(db, tournamentId, filter).selectAll().orderBy('id', 'desc').limit(take).offset(skip).execute();
  const entries = rows.map(
    (row) =>
      ({
        id: row.id,
        tournament_id: row.tournament_id,
        at: row.at.toISOString(),
        actor: { id: row.actor_id, name: row.actor_name },
        action: row.action,
        details: row.details,
      }) as HistoryEntry,
  );
  return { entries, total };
}
