import { sql, type Kysely } from 'kysely';

/**
 * The list calls' pages (issue 13): a list is one status, so an index per order the lists offer (start, end,
 * lower-case title, created, and last change for the draft and canceled lists), each led by the status and ending
 * in the id that breaks ties, makes the first page of 10,000 completed tournaments an index scan that stops at the
 * page, in either direction, instead of a sort of all of them. The one on (status, start_at, id) serves everything
 * the old (status, start_at) did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX tournaments_status_start`.execute(db);
  await sql`CREATE INDEX tournaments_status_start_id ON tournaments (status, start_at, id)`.execute(db);
  await sql`CREATE INDEX tournaments_status_end_id ON tournaments (status, end_at, id)`.execute(db);
  await sql`CREATE INDEX tournaments_status_title_id ON tournaments (status, lower(title), id)`.execute(db);
  await sql`CREATE INDEX tournaments_status_created_id ON tournaments (status, created_at, id)`.execute(db);
  await sql`CREATE INDEX tournaments_status_updated_id ON tournaments (status, updated_at, id)`.execute(db);
}
