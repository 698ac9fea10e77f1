import { sql, type Kysely } from 'kysely';

/**
 * Failed attempts of the embedded provider, counted per (kind, key): a staff account, a client address, an
 * OAuth client. In the database rather than in memory, so that instances sharing one database share the
 * counts and a restart forgets nothing. See server/src/idp/signInThrottle.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE idp_sign_in_throttle (
      kind text NOT NULL,
      key text NOT NULL,
      failures integer NOT NULL,
      last_failure_at timestamptz NOT NULL,
      blocked_until timestamptz NOT NULL,
      PRIMARY KEY (kind, key)
    )`.execute(db);
  await sql`CREATE INDEX idp_sign_in_throttle_last_failure ON idp_sign_in_throttle (last_failure_at)`.execute(db);
}
