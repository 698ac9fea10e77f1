import type { Readable } from 'node:stream';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { RANK_ORDER_COLUMNS } from './ranks';

export const CSV_HEADER = 'rank,user_id,user_name,total_score,computed';

/**
 * A text cell that a spreadsheet would read as a formula (it starts with =, +, -, @, tab or carriage
 * return) gets a leading apostrophe, so that it shows as text (OWASP, "CSV Injection"). Only the texts
 * players choose: rank and score are numbers, and a negative score must stay a number.
 */
const asText = (column: 'user_id' | 'user_name') =>
  `CASE WHEN left(${column}, 1) IN ('=', '+', '-', '@', chr(9), chr(13)) THEN '''' || ${column} ELSE ${column} END AS ${column}`;

// COPY takes no bind parameters; the id is a validated integer, checked again before it is inlined.
function copyStatement(tournamentId: number): string {
  if (!Number.isSafeInteger(tournamentId)) throw new Error(`Not a tournament id: ${tournamentId}`);
  return `COPY (
    SELECT row_number() OVER (ORDER BY ${RANK_ORDER_COLUMNS}) AS rank, ${asText('user_id')}, ${asText('user_name')}, total_score,
           to_char(computed AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS computed
      FROM leaderboard_rows WHERE tournament_id = ${tournamentId} ORDER BY ${RANK_ORDER_COLUMNS}
  ) TO STDOUT WITH (FORMAT csv, HEADER)`;
}

/**
 * The leaderboard as CSV straight from the database (COPY quotes names as CSV needs), streamed in
 * chunks, never whole in memory. The stream holds a pool client until it ends; a stream destroyed
 * before its end (the request was aborted) destroys the client too, since it is still mid-COPY.
 */
export async function leaderboardCsv(pool: pg.Pool, tournamentId: number): Promise<Readable> {
  const client = await pool.connect();
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  const stream = client.query(copyTo(copyStatement(tournamentId)));
  stream.once('end', () => release());
  stream.once('error', release);
  stream.once('close', () => release(stream.readableEnded ? undefined : new Error('Leaderboard export aborted')));
  return stream;
}
