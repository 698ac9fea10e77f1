import { sql, type Kysely } from 'kysely';

/** The embedded provider's signing keys live in the database so every instance and restart shares them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE idp_signing_keys (
      kid text PRIMARY KEY,
      private_jwk jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
