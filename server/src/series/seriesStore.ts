import type { Selectable } from 'kysely';
import type { SeriesBody, SeriesBooster, SeriesStatus } from '../../../src/domain/series';
import type { SeriesRecurrence } from '../../../src/domain/seriesRecurrence';
import type { TournamentFields } from '../../../src/domain/tournament';
import type { Db } from '../db/database';
import type { TournamentSeriesTable } from '../db/schema';
import type { Writer } from '../tournaments/tournamentWrites';

/** A series as stored (migration 023): its body as the API sent it, less what the store does not keep. */
export interface StoredSeries extends SeriesBody {
  id: number;
  status: SeriesStatus;
  version: number;
}

const toSeries = (row: Selectable<TournamentSeriesTable>): StoredSeries => ({
  id: row.id,
  status: row.status,
  template: row.template as TournamentFields,
  boosters: row.boosters as SeriesBooster[],
  recurrence: row.recurrence as SeriesRecurrence,
  version: row.version,
});

/** The template without the id and status a client may send back, the boosters without theirs. */
function definitionColumns({ template, boosters, recurrence }: SeriesBody) {
  const fields: Partial<TournamentFields & { id: number; status: number }> = { ...template };
  delete fields.id;
  delete fields.status;
  const boosterFields = boosters.map(({ multiplier, name, start_date, end_date, day_of_week, day_of_month }): SeriesBooster => ({
    multiplier,
    name,
    start_date,
    end_date,
    day_of_week,
    day_of_month,
  }));
  return { template: JSON.stringify(fields), boosters: JSON.stringify(boosterFields), recurrence: JSON.stringify(recurrence) };
}

const writtenBy = (writer: Writer, now: Date) => ({ updated_at: now, updated_by_id: writer.id, updated_by_name: writer.name });

export async function insertSeries(trx: Db, body: SeriesBody, writer: Writer, now: Date): Promise<StoredSeries> {
  const row = await trx
    .insertInto('tournament_series')
    .values({ ...definitionColumns(body), created_at: now, ...writtenBy(writer, now) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSeries(row);
}

export async function findSeries(db: Db, id: number): Promise<StoredSeries | undefined> {
  const row = await db.selectFrom('tournament_series').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toSeries(row);
}

/** Every series, newest first. */
export async function findAllSeries(db: Db): Promise<StoredSeries[]> {
  return (await db.selectFrom('tournament_series').selectAll().orderBy('id', 'desc').execute()).map(toSeries);
}

/** The ids of the series that create instances. */
export async function activeSeriesIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('tournament_series').select('id').where('status', '=', 'active').orderBy('id').execute()).map((row) => row.id);
}

/** The series, its row locked until the transaction ends (edits, status changes and instance creation take it in turn). */
export async function lockSeries(trx: Db, id: number): Promise<StoredSeries | undefined> {
  const row = await trx.selectFrom('tournament_series').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  return row && toSeries(row);
}

export async function updateSeriesDefinition(trx: Db, id: number, body: SeriesBody, writer: Writer, now: Date): Promise<StoredSeries> {
  const row = await trx
    .updateTable('tournament_series')
    .set((eb) => ({ ...definitionColumns(body), version: eb('version', '+', 1), ...writtenBy(writer, now) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSeries(row);
}

export async function setSeriesStatus(trx: Db, id: number, status: SeriesStatus, writer: Writer, now: Date): Promise<StoredSeries> {
  const row = await trx
    .updateTable('tournament_series')
    .set((eb) => ({ status, version: eb('version', '+', 1), ...writtenBy(writer, now) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSeries(row);
}
