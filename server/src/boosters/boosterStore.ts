import { sql, type Kysely, type Selectable } from 'kysely';
import type { Booster } from '../../../src/domain/tournament';
import type { BoostersTable, Database } from '../db/schema';
import { groupByTournament } from '../tournaments/tournamentRepository';

function toBooster(row: Selectable<BoostersTable>): Booster {
  return { ...row, start_date: row.start_date?.toISOString() ?? null, end_date: row.end_date?.toISOString() ?? null };
}

export async function findBoosters(db: Kysely<Database>, tournamentId: number): Promise<Booster[]> {
  const rows = await db.selectFrom('boosters').selectAll().where('tournament_id', '=', tournamentId).orderBy('id').execute();
  return rows.map(toBooster);
}

/** The tournaments owning the given boosters, by booster id (absent ids are missing from the map). */
export async function findOwners(db: Kysely<Database>, ids: number[]): Promise<Map<number, number>> {
  const rows = await db.selectFrom('boosters').select(['id', 'tournament_id']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.tournament_id]));
}

/** Inserts a booster with id 0, updates any other; answers false when that booster is not the tournament's. */
export async function saveBooster(trx: Kysely<Database>, booster: Booster): Promise<boolean> {
  const { multiplier, name, start_date, end_date, day_of_week, day_of_month, tournament_id } = booster;
  const values = { multiplier, name, start_date, end_date, day_of_week, day_of_month };
  if (booster.id === 0) {
    await trx.insertInto('boosters').values({ ...values, tournament_id }).execute();
    return true;
  }
  const result = await trx.updateTable('boosters').set(values).where('id', '=', booster.id).where('tournament_id', '=', tournament_id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteBoosters(trx: Kysely<Database>, ids: number[]): Promise<void> {
  await trx.deleteFrom('boosters').where('id', 'in', ids).execute();
}

/** The boosters of several tournaments in one query, each tournament's in id order (absent: it has none). */
export async function findBoostersOf(db: Kysely<Database>, tournamentIds: number[]): Promise<Map<number, Booster[]>> {
  const rows = await db.selectFrom('boosters').selectAll().where('tournament_id', '=', sql<number>`any(${tournamentIds}::int[])`).orderBy('id').execute();
  return groupByTournament(rows, toBooster);
}
