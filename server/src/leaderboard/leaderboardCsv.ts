import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { bonusDisplayName } from '../../../src/domain/bonusDisplayName';
import type { TierBonus } from '../../../src/domain/tournament';
import { inEnglish } from '../../../src/i18n/inLanguage';
import type { Db } from '../db/database';
import { csvCell } from './csvText';
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
 * goes back to the pool; about 300 KB of CSV, at most three of which wait in memory per download (decision 124).
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
 * Each chunk row with its prize's code and name, from the first of the tiers that covers its rank: only those
 * reaching the chunk's ranks (before+1..before+take) are joined, and past the last prize none at all.
 */
function withPrizes(prizes: readonly Prize[], before: number, take: number) {
  const reaching = prizes.filter((prize) => prize.rankMin <= before + take && prize.rankMax > before);
  if (reaching.length === 0) return sql`SELECT chunk.*, NULL::text AS prize_code, NULL::text AS prize_name FROM chunk`;
  return sql`
    SELECT chunk.*, prize.code AS prize_code, prize.name AS prize_name
      FROM chunk LEFT JOIN LATERAL (
        SELECT code, name FROM unnest(${reaching.map((prize) => prize.rankMin)}::integer[], ${reaching.map((prize) => prize.rankMax)}::integer[],
                                      ${reaching.map((prize) => prize.code)}::text[], ${reaching.map((prize) => prize.name)}::text[])
          WITH ORDINALITY AS tier (rank_min, rank_max, code, name, place)
         WHERE ${before}::bigint + chunk.position BETWEEN rank_min AND rank_max ORDER BY place LIMIT 1) prize ON true`;
}

/**
 * The CSV lines of the next `take` rows in rank order after `after` (from the top without it), numbered from
 * `before` + 1, in one statement (one snapshot). PostgreSQL writes them, as COPY did, so the server only passes one
 * text a chunk on (decision 124); the players' texts are made spreadsheet-safe and quoted there (decision 125). The
 * cursor (`last`) is needed only after a full chunk, whose last row is number `take`: it is picked in the same pass.
 */
async function readChunk(db: Db, tournamentId: number, prizes: readonly Prize[], after: RankCursor | undefined, before: number, take: number): Promise<Chunk> {
  const afterCursor = after ? sql`AND (-total_score, computed, user_id) > (-(${after[0]}::float8), ${after[1]}::timestamptz, ${after[2]}::text)` : sql``;
  const { rows } = await sql<Chunk>`
    WITH chunk AS (
      SELECT user_id, user_name, total_score, computed, row_number() OVER (ORDER BY ${RANK_ORDER}) AS position
        FROM leaderboard_rows WHERE tournament_id = ${tournamentId} ${afterCursor}
       ORDER BY ${RANK_ORDER} LIMIT ${take}),
    lines AS (${withPrizes(prizes, before, take)})
    SELECT string_agg((${before}::bigint + position)::text || ',' || ${csvCell(sql.ref('user_id'))} || ',' || ${csvCell(sql.ref('user_name'))}
                      || ',' || total_score::text || ',' || to_char(computed AT TIME ZONE 'UTC', ${ISO_UTC})
                      || ',' || coalesce(${csvCell(sql.ref('prize_code'))}, '') || ',' || coalesce(${csvCell(sql.ref('prize_name'))}, '')
                      || E'\n', '' ORDER BY position) AS csv,
           count(*)::integer AS rows,
           max(ARRAY[total_score::text, to_char(computed AT TIME ZONE 'UTC', ${ISO_UTC}), user_id]) FILTER (WHERE position = ${take}) AS last
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
 * `source`'s values with the next one asked for as each is handed over, so that reading a chunk overlaps sending the
 * one before instead of following it. Ending early waits for the value in flight, then ends the source.
 */
export async function* readingAhead<T>(source: AsyncGenerator<T>): AsyncGenerator<T> {
  // Each read is marked handled as it starts: one that fails while the consumer is still busy with the value before
  // is no unhandled rejection (which would end the process); its failure reaches the consumer when it asks next.
  const ask = () => {
    const asked = source.next();
    asked.catch(() => undefined);
    return asked;
  };
  let next = ask();
  try {
    for (let result = await next; !result.done; result = await next) {
      next = ask();
      yield result.value;
    }
  } finally {
    // A consumer that stopped early leaves a read in flight: it settles before the source ends.
    await next.catch(() => undefined);
    await source.return(undefined);
  }
}

/**
 * The export as a byte stream with backpressure: a chunk is read ahead while the one before is sent, and the one
 * after only once that one has left the stream's buffer (read() is called below its high-water mark), so a download
 * that is not read costs its socket and at most three chunks, never a database connection.
 */
export const leaderboardCsv = (db: Db, tournamentId: number, chunkRows?: number): Readable =>
  Readable.from(readingAhead(leaderboardCsvChunks(db, tournamentId, chunkRows)), { objectMode: false });
