import { sql, type Kysely } from 'kysely';

/**
 * A send in progress is a lease on its entry instead of a row lock held across the gateway call: whoever
 * claims the entry writes its own `send_claim` and how long it may take (`send_claimed_until`, by the
 * database's clock), commits, calls the gateway holding no connection, then records the outcome only if the
 * claim is still its own. A claim whose sender died expires and the entry can be sent again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bonus_outbox ADD COLUMN send_claim uuid, ADD COLUMN send_claimed_until timestamptz`.execute(db);
}
