import { sql, type Kysely } from 'kysely';

/**
 * The PL/pgSQL board functions plan their statements once a session (issue 25, decision 149). PL/pgSQL prepares
 * each statement, and PostgreSQL's default plan_cache_mode (auto) plans a statement with array parameters anew at
 * every call: the arrays' values steer the estimates, so a custom plan always looks cheaper. Their statements are
 * probes of primary keys and of the rank index by the pairs they are given, whose best plan is the same nested loop
 * for one pair or for a batch's thousands, so the planning is pure cost: on the embedded database (PostgreSQL
 * compiled to WebAssembly) the four statements of lock_boards_and_read planned in about 1.3 ms of a 5 ms score
 * adjustment, under the tournament's lock.
 */
const FUNCTIONS = [
  'lock_boards_and_read(integer[], integer[], text[])',
  'board_count_moves(integer, float8[], timestamptz[], text[], integer[])',
  'board_rank(integer, float8, timestamptz, text)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const signature of FUNCTIONS) {
    await sql`ALTER FUNCTION ${sql.raw(signature)} SET plan_cache_mode = force_generic_plan`.execute(db);
  }
}

