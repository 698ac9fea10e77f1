import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

const FIRST_NAMES = [
  'Andrei', 'Alexandru', 'Ionut', 'Mihai', 'Stefan', 'Cristian', 'Gabriel', 'Razvan', 'Vlad', 'Bogdan', 'Adrian',
  'Florin', 'Catalin', 'Radu', 'Sorin', 'Ioana', 'Maria', 'Elena', 'Andreea', 'Alexandra', 'Roxana', 'Diana',
  'Cristina', 'Mihaela', 'Bianca', 'Larisa', 'Oana', 'Raluca', 'Simona', 'Teodora',
];
const LAST_NAMES = [
  'Popescu', 'Ionescu', 'Popa', 'Pop', 'Radu', 'Dumitru', 'Stan', 'Stoica', 'Gheorghe', 'Matei', 'Ciobanu',
  'Rusu', 'Munteanu', 'Constantin', 'Marin', 'Mocanu', 'Tudor', 'Dinu', 'Florea', 'Ilie', 'Lazar', 'Barbu',
  'Nistor', 'Moldovan', 'Sandu', 'Enache', 'Cojocaru', 'Vasile', 'Neagu', 'Preda',
];

/** Player n (1-based) has the id FIRST_PLAYER_ID + n - 1, so leaderboards can pick players by number. */
const FIRST_PLAYER_ID = 1_000_001;

export function playerId(n: number): string {
  return String(FIRST_PLAYER_ID + n - 1);
}

/** SQL for the id of player number `n` (an integer expression), matching playerId(). */
export const playerIdSql = (n: ReturnType<typeof sql>) => sql<string>`(${FIRST_PLAYER_ID - 1} + ${n})::text`;

/**
 * Inserts players 1..count with names like 'andrei.popescu42', set-based so a million take seconds. They are the
 * platform's players of the demo, so they count as seen by the platform from now (first_seen_at, migration 016).
 */
export async function seedPlayers(db: Kysely<Database>, count: number): Promise<void> {
  await sql`
    INSERT INTO players (id, user_name, first_seen_at)
    SELECT ${playerIdSql(sql`g.n`)},
           lower((${FIRST_NAMES}::text[])[1 + g.n % ${FIRST_NAMES.length}]) || '.'
             || lower((${LAST_NAMES}::text[])[1 + (g.n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}])
             || (g.n % 100),
           now()
    FROM generate_series(1, ${count}::int) AS g (n)`.execute(db);
}
