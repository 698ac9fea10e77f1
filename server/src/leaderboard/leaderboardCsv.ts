import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { csvText } from './csvText';
import { RANK_ORDER } from './ranks';

export const CSV_HEADER = 'rank,user_id,user_name,total_score,computed';

/**
 * Rows read at a time: one statement of about 30 ms on PGlite (an index range scan), after which the connection
 * goes back to the pool; about 300 KB of CSV, at most two of which wait in memory per download (decision 124).
 */
export const EXPORT_CHUNK_ROWS = 5000;

/** Where the last chunk ended: the last row's place in the rank order. computed is ISO text, whole milliseconds. */
interface RankCursor {
  total_score: number;
  computed: string;
  user_id: string;
}

/** user_id, user_name, total_score, computed: the columns as JSON gives them back. */
type ChunkRow = [string, string, number, string];

/**
 * The next `take` rows in rank order after `after` (from the top without it), in one statement (one snapshot).
 * They come back as one JSON text, not as `take` result rows: the database builds it about as fast as COPY writes
 * CSV, where the driver's parsing of each result row would add half again to the export's time (decision 124).
 */
async function readChunk(db: Db, tournamentId: number, after: RankCursor | undefined, take: number): Promise<ChunkRow[]> {
  const afterCursor = after
    ? sql`AND (-total_score, computed, user_id) > (${-after.total_score}::float8, ${after.computed}::timestamptz, ${after.user_id}::text)`
    : sql``;
  const { rows } = await sql<{ rows: string | null }>`
    SELECT json_agg(json_build_array(user_id, user_name, total_score, to_char(computed AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                    ORDER BY ${RANK_ORDER})::text AS rows
      FROM (SELECT user_id, user_name, total_score, computed FROM leaderboard_rows
             WHERE tournament_id = ${tournamentId} ${afterCursor}
             ORDER BY ${RANK_ORDER} LIMIT ${take}) AS chunk`.execute(db);
  return rows[0].rows === null ? [] : (JSON.parse(rows[0].rows) as ChunkRow[]);
}

/** The chunk's CSV lines; `before` rows came before it in this export. */
const csvLines = (rows: ChunkRow[], before: number) =>
  rows.map(([userId, userName, score, computed], index) => `${before + index + 1},${csvText(userId)},${csvText(userName)},${score},${computed}\n`).join('');

/**
 * The leaderboard as CSV text, a chunk of rows at a time in rank order (keyset pages on the rank order's index),
 * each row ranked by its place in the export. No connection is held between chunks: the next is read only when the
 * consumer asks for it. Each chunk is one snapshot; a player whose place changes between two chunks may appear
 * twice or not at all (decision 124).
 */
export async function* leaderboardCsvChunks(db: Db, tournamentId: number, chunkRows = EXPORT_CHUNK_ROWS): AsyncGenerator<string> {
  yield `${CSV_HEADER}\n`;
  let after: RankCursor | undefined;
  for (let before = 0; ; before += chunkRows) {
    const rows = await readChunk(db, tournamentId, after, chunkRows);
    if (rows.length > 0) yield csvLines(rows, before);
    if (rows.length < chunkRows) return;
    const [user_id, , total_score, computed] = rows[rows.length - 1];
    after = { user_id, total_score, computed };
  }
}

/**
 * The export as a byte stream with backpressure: it reads the next chunk only once the one before has left its
 * buffer (a stream's read() is called below its high-water mark), so a download that is not read costs its socket
 * and one chunk, never a database connection.
 */
export const leaderboardCsv = (db: Db, tournamentId: number, chunkRows?: number): Readable =>
  Readable.from(leaderboardCsvChunks(db, tournamentId, chunkRows), { objectMode: false });
