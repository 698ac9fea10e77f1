import { sql, type Kysely } from 'kysely';

/**
 * Wrong client secrets no longer count against the client, only against the address they come from (decision 117):
 * the rows of kind 'client' would be read by nothing and purged by nothing (purgeForgottenFailures walks the kinds
 * that have rules), so they go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM idp_sign_in_throttle WHERE kind = 'client'`.execute(db);
}
