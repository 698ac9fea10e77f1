import { sql, type Kysely } from 'kysely';

/**
 * Whether the bonus system still credits a bonus (issue 27, src/domain/bonusStatus.ts): 'active', 'retired' or
 * 'budget_expired'. Existing bonuses are active, except the demo catalogue's FAIL codes, which the demo gateway
 * refuses: they stand for retired campaigns (a seed after this migration tells budget-expired ones apart).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bonuses ADD COLUMN status text NOT NULL DEFAULT 'active'
      CHECK (status IN ('active', 'retired', 'budget_expired'))`.execute(db);
  await sql`UPDATE bonuses SET status = 'retired' WHERE upper(code) LIKE 'FAIL%'`.execute(db);
}
