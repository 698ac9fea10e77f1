import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { bonusDisplayName } from '../../../src/domain/bonusDisplayName';
import type { TierBonus } from '../../../src/domain/tournament';
import { inEnglish } from '../../../src/i18n/inLanguage';
import type { Db } from '../db/database';
import { csvQuoted, spreadsheetSafe } from './csvText';
import { RANK_ORDER } from '../boards/ranks';

/**
 * The columns of decision 124's export, then the prize the rank wins (issue 27, decision 131): its bonus code and
 * display name, from the first tier covering the rank as completion awards it; empty for a rank no tier covers.
 */
export const CSV_HEADER = 'rank,user_id,user_name,total_score,computed,prize_code,prize_name';

/**
 * The byte order mark that tells Excel the file is UTF-8: without it, Excel reads a CSV in the system's code page
 * and shows Romanian names (ș, ț, ă) garbled. Programs reading CSV as UTF-8 skip it.
 */
export const UTF8_BOM = '\uFEFF';

/**
 * Rows read at a time: one statement of a few tens of milliseconds (an index range scan), after which the connection
 * goes back to the pool; about 300 KB of CSV, at most two of which wait in memory per download (decision 124).
 */
export const EXPORT_CHUNK_ROWS = 5000;

const ISO_UTC = sql`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** Where the last chunk ended: its last row's total_score, computed (ISO, whole milliseconds) and user_id, as text. */
type RankCursor = [string, string, string];

/** A tier of the tournament, in its order: the ranks it covers, and its prize's two cells. */
interface Prize {
  rankMin: number;
  rankMax: number;
  code: string;
  name: string;
}

/**
 * Read once when the export starts: a tournament's tiers change only while it is a Draft, and the display names
 * (spec §3: nominal name, name, else '500 lei' or '20 FS') are the console's rule, in English as the file's header.
 */
async function readPrizes(db: Db, tournamentId: number): Promise<Prize[]> {
  const tiers = await db.selectFrom('tiers').select(['rank_min', 'rank_max', 'bonus']).where('tournament_id', '=', tournamentId).orderBy('position').execute();
  return tiers.map((tier) => ({ rankMin: tier.rank_min, rankMax: tier.rank_max, code: tier.bonus.code, name: inEnglish(bonusDisplayName(tier.bonus as TierBonus)) }));
}

interface Chunk {
  csv: string | null;
  rows: number;
  last: RankCursor | null;
}

/**
 * Each chunk row with its prize's two cells, spreadsheet-safe, from the first of the tiers that covers its rank:
 * only those reaching the chunk's ranks (before+1..before+take) are joined, and past the last prize none at all.
 */
function withPrizes(prizes: readonly Prize[], before: number, take: number) {
  const reaching = prizes.filter((prize) => prize.rankMin <= before + take && prize.rankMax > before);
  if (reaching.length === 0) return sql`SELECT chunk.*, NULL::text AS safe_prize_code, NULL::text AS safe_prize_name FROM chunk`;
  return sql`
    SELECT chunk.*, ${spreadsheetSafe(sql.ref('prize.code'))} AS safe_prize_code, ${spreadsheetSafe(sql.ref('prize.name'))} AS safe_prize_name
      FROM chunk LEFT JOIN LATERAL (
        SELECT code, name FROM unnest(${reaching.map((prize) => prize.rankMin)}::integer[], ${reaching.map((prize) => prize.rankMax)}::integer[],
                                      ${reaching.map((prize) => prize.code)}::text[], ${reaching.map((prize) => prize.name)}::text[])
          WITH ORDINALITY AS tier (rank_min, rank_max, code, name, place)
         WHERE ${before}::bigint + chunk.position BETWEEN rank_min AND rank_max ORDER BY place LIMIT 1) prize ON true`;
}

/**
 * The CSV lines of the next `take` rows in rank order after `after` (from the top without it), numbered from
 * `before` + 1, in one statement (one snapshot). PostgreSQL writes them, as COPY did, so the server only passes one
 * text a chunk on (decision 124); the players' texts are made spreadsheet-safe and quoted there (decision 125).
 */
async function readChunk(db: Db, tournamentId: number, prizes: readonly Prize[], after: RankCursor | undefined, before: number, take: number): Promise<Chunk> {
  const afterCursor = after ? sql`AND (-total_score, computed, user_id) > (-(${after[0]}::float8), ${after[1]}::timestamptz, ${after[2]}::text)` : sql``;
  const { rows } = await sql<Chunk>`
    WITH chunk AS (
      SELECT ${spreadsheetSafe(sql.ref('user_id'))} AS safe_id, ${spreadsheetSafe(sql.ref('user_name'))} AS safe_name,
             user_id, total_score, computed, row_number() OVER (ORDER BY ${RANK_ORDER}) AS position
        FROM leaderboard_rows WHERE tournament_id = ${tournamentId} ${afterCursor}
       ORDER BY ${RANK_ORDER} LIMIT ${take}),
    lines AS (${withPrizes(prizes, before, take)})
    SELECT string_agg((${before}::bigint + position)::text || ',' || ${csvQuoted(sql.ref('safe_id'))} || ',' || ${csvQuoted(sql.ref('safe_name'))}
                      || ',' || total_score::text || ',' || to_char(computed AT TIME ZONE 'UTC', ${ISO_UTC})
                      || ',' || coalesce(${csvQuoted(sql.ref('safe_prize_code'))}, '') || ',' || coalesce(${csvQuoted(sql.ref('safe_prize_name'))}, '')
                      || E'\n', '' ORDER BY position) AS csv,
           count(*)::integer AS rows,
           (SELECT ARRAY[total_score::text, to_char(computed AT TIME ZONE 'UTC', ${ISO_UTC}), user_id]
              FROM chunk ORDER BY position DESC LIMIT 1) AS last
      FROM lines`.execute(db);
  return rows[0];
}

/**
 * The leaderboard as CSV text, a chunk of rows at a time in rank order (keyset pages on the rank order's index),
 * each row ranked by its place in the export. No connection is held between chunks: the next is read only when the
 * consumer asks for it. Each chunk is one snapshot; a player whose place changes between two chunks may appear
 * twice or not at all (decision 124).
 */
export async function* leaderboardCsvChunks(db: Db, tournamentId: number, chunkRows = EXPORT_CHUNK_ROWS): AsyncGenerator<string> {
  yield `${UTF8_BOM}${CSV_HEADER}\n`;
  const prizes = await readPrizes(db, tournamentId);
  let after: RankCursor | undefined;
  for (let before = 0; ; before += chunkRows) {
    const { csv, rows, last } = await readChunk(db, tournamentId, prizes, after, before, chunkRows);
    if (csv) yield csv;
    if (rows < chunkRows || !last) return;
    after = last;
  }
}

/**
 * The export as a byte stream with backpressure: it reads the next chunk only once the one before has left its
 * buffer (a stream's read() is called below its high-water mark), so a download that is not read costs its socket
 * and one chunk, never a database connection.
 */
export const leaderboardCsv = (db: Db, tournamentId: number, chunkRows?: number): Readable =>
  Readable.from(leaderboardCsvChunks(db, tournamentId, chunkRows), { objectMode: false });
