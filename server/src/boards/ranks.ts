import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';

/**
 * Ranks without storing them (migration 007): a board's rank order is cut into consecutive blocks, each named
 * by the order key where it starts and counting its rows. A rank is the rows counted in the blocks before a
 * row's block plus an index range scan inside it; a page at any depth finds its block by a running sum and
 * steps at most one block's rows into the index; a score change adjusts the counts of the blocks it leaves
 * and enters. With about a thousand rows a block, a 1,000,000-row board has about a thousand blocks, and
 * every one of these is an index scan over at most a few thousand entries (square-root decomposition: the
 * order-statistic tree's idea with two levels, which PostgreSQL indexes as they are).
 *
 * Writers hold the tournament's lock (lockTournament) for their whole transaction, so counts and rows
 * change together whichever server instance writes; readers read blocks and rows in one snapshot.
 */

/** Rows per block after a split or a rebuild. A block splits above twice this, and merges into the one before below a quarter. */
export const BLOCK_ROWS = 1024;

export interface RankBlockOptions {
  /** Small in tests, so that a handful of rows exercises splits and merges. */
  blockRows: number;
}
const DEFAULTS: RankBlockOptions = { blockRows: BLOCK_ROWS };

/** A board write's options: the blocks', and a key to count the rows ahead of before the write (a rank to answer). */
export interface RankWriteOptions extends Partial<RankBlockOptions> {
  aheadOf?: BoardKey;
}

/** Where a row sorts. computed has whole milliseconds (a constraint keeps it so), so it survives a Date. */
export interface RankKey {
  user_id: string;
  total_score: number;
  computed: Date;
}

/** The rank order as leaderboard_rows_rank_order indexes it, every part ascending: ORDER BY this, and the index serves it. */
export const RANK_ORDER_COLUMNS = '-total_score, computed, user_id';
export const RANK_ORDER = sql.raw(RANK_ORDER_COLUMNS);
/** A row's order key as one row value, for comparisons the index serves ("at or after the block's start"). */
export const ROW_ORDER = sql.raw(`(${RANK_ORDER_COLUMNS})`);
const BLOCK_START = sql`(start_score, start_computed, start_user_id)`;
/** A key as the three arguments of the board functions (migration 013): score, computed, user id. */
const keyArguments = (key: RankKey) => sql`${-key.total_score}::float8, ${key.computed}::timestamptz, ${key.user_id}::text`;

interface BlockStart {
  start_score: number;
  /** node-postgres reads the first block's '-infinity' as the number -Infinity. */
  start_computed: Date | number;
  start_user_id: string;
}
interface CountedBlock extends BlockStart {
  row_count: number;
}
/** Every board's first block starts below every key, so every row has a block at or before it. */
const FIRST_BLOCK: BlockStart = { start_score: Number.NEGATIVE_INFINITY, start_computed: Number.NEGATIVE_INFINITY, start_user_id: '' };
const FIRST_START = sql`('-Infinity'::float8, '-infinity'::timestamptz, ''::text)`;
const isFirstBlock = (block: BlockStart) => block.start_score === Number.NEGATIVE_INFINITY;
const blockStart = (block: BlockStart) =>
  isFirstBlock(block) ? FIRST_START : sql`(${block.start_score}::float8, ${block.start_computed}::timestamptz, ${block.start_user_id}::text)`;

/**
 * How many rows rank ahead of a key given as the three arguments of keyArguments (possibly an outer query's
 * columns): the counts of the blocks before the key's block plus an index count inside it (board_rows_ahead,
 * migration 013). A scalar expression, so a read stays one statement.
 */
export const rowsAhead = (tournamentId: number, key: RawBuilder<unknown>) => sql<string>`(SELECT ahead FROM board_rows_ahead(${tournamentId}, ${key}))`;

/** The rank of the row with `key` (1 = first). */
export async function rankOf(db: Db, tournamentId: number, key: RankKey): Promise<number> {
  const { rows } = await sql<{ ahead: string }>`SELECT ${rowsAhead(tournamentId, keyArguments(key))} AS ahead`.execute(db);
  return Number(rows[0]?.ahead ?? 0) + 1;
}

/**
 * The block holding row number `skip` (0-based), the rows before it (`before`) and the board's size (`size`,
 * the sum of all counts), as a query to read a page from.
 */
export const pageStart = (tournamentId: number, skip: number) => sql`
  SELECT start_score, start_computed, start_user_id, before, size FROM (
    SELECT start_score, start_computed, start_user_id, sum(row_count) OVER () AS size,
           coalesce(sum(row_count) OVER (ORDER BY start_score, start_computed, start_user_id
                                         ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM leaderboard_rank_blocks WHERE tournament_id = ${tournamentId}) AS running
   WHERE before <= ${skip}
   ORDER BY start_score DESC, start_computed DESC, start_user_id DESC LIMIT 1`;

/** The condition "the row lies at or after the block's start". */
const fromBlock = (block: BlockStart) => sql<boolean>`${ROW_ORDER} >= ${blockStart(block)}`;

/** Gives the board its first block (starting below every key) if it has none (a trigger makes it with the tournament). */
async function ensureFirstBlock(trx: Db, tournamentId: number): Promise<void> {
  await sql`
    INSERT INTO leaderboard_rank_blocks (tournament_id, start_score, start_computed, start_user_id, row_count)
    VALUES (${tournamentId}, '-Infinity', '-infinity', '', 0) ON CONFLICT DO NOTHING`.execute(trx);
}

/**
 * The first `count` rows of a board with their ranks, as a LATERAL subquery to join (prizes by rank): the rank
 * order read off the index, stopping after `count` rows.
 */
export const topOfBoard = (tournamentId: RawBuilder<unknown>, count: RawBuilder<unknown>) => sql`LATERAL (
  SELECT user_id, total_score, row_number() OVER (ORDER BY ${RANK_ORDER}) AS rank
    FROM leaderboard_rows WHERE tournament_id = ${tournamentId} ORDER BY ${RANK_ORDER} LIMIT ${count})`;

/** One row leaving (-1) or entering (+1) the place `key`. */
export interface RankMove {
  key: RankKey;
  delta: 1 | -1;
}

/** The rows one board's write moves. */
export interface BoardMoves {
  tournamentId: number;
  moves: readonly RankMove[];
}

/** A key of one board to count the rows ranked ahead of. */
export interface BoardKey {
  tournamentId: number;
  key: RankKey;
}

type CountedRow = Partial<CountedBlock> & { tournament_id: number | null; ahead_before: string | null };

/** The boards' count moves (board_count_moves, migration 013) as one query: a row a block whose count changed. */
const countedMoves = (boards: readonly BoardMoves[]) =>
  boards.length === 0
    ? sql`SELECT NULL::integer AS tournament_id WHERE false`
    : sql.join(
        boards.map(
          ({ tournamentId, moves }) => sql`
            SELECT ${tournamentId}::integer AS tournament_id, * FROM board_count_moves(${tournamentId},
              ${moves.map((move) => -move.key.total_score)}::float8[],
              ${moves.map((move) => move.key.computed)}::timestamptz[],
              ${moves.map((move) => move.key.user_id)}::text[],
              ${moves.map((move) => move.delta)}::integer[])`,
        ),
        sql` UNION ALL `,
      );

/**
 * Applies the boards' moves to the counts of the blocks they fall in, with the `writes` as data-modifying CTEs of
 * the same statement, and returns the blocks whose count changed, counted anew, by board, and, for `aheadOf`, the
 * rows ranked ahead of that key before the writes: every part of one statement reads the snapshot it started
 * with, which none of its writes changes.
 */
async function countMoves(
  trx: Db,
  boards: readonly BoardMoves[],
  writes: readonly RawBuilder<unknown>[],
  aheadOf: BoardKey | undefined,
): Promise<{ blocks: Map<number, CountedBlock[]>; aheadBefore: number | undefined }> {
  const { rows } = await sql<CountedRow>`
    WITH ${sql.join(writes.map((write, i) => sql`${sql.raw(`write_${i}`)} AS (${write})`))}
    SELECT moved.*, before.ahead_before
      FROM (SELECT ${aheadOf ? rowsAhead(aheadOf.tournamentId, keyArguments(aheadOf.key)) : sql`NULL::bigint`} AS ahead_before) AS before
      LEFT JOIN (${countedMoves(boards)}) AS moved ON true`.execute(trx);
  const blocks = new Map<number, CountedBlock[]>();
  // With no block changed, the join leaves one row of nulls beside the count.
  for (const { tournament_id, start_score, start_computed, start_user_id, row_count } of rows) {
    if (tournament_id === null) continue;
    const block = { start_score, start_computed, start_user_id, row_count } as CountedBlock;
    (blocks.get(tournament_id) ?? blocks.set(tournament_id, []).get(tournament_id)!).push(block);
  }
  const ahead = rows[0]?.ahead_before;
  return { blocks, aheadBefore: ahead === null || ahead === undefined ? undefined : Number(ahead) };
}

/** Cuts a block grown past twice the size into blocks of blockRows, starting at every blockRows-th of its rows. */
async function splitBlock(trx: Db, tournamentId: number, block: CountedBlock, blockRows: number): Promise<void> {
  await sql`
    INSERT INTO leaderboard_rank_blocks (tournament_id, start_score, start_computed, start_user_id, row_count)
    SELECT ${tournamentId}, score, computed, user_id, least(${blockRows}, ${block.row_count} - position) FROM (
      SELECT -total_score AS score, computed, user_id, row_number() OVER (ORDER BY ${RANK_ORDER}) - 1 AS position
        FROM (SELECT total_score, computed, user_id FROM leaderboard_rows
               WHERE tournament_id = ${tournamentId} AND ${fromBlock(block)}
               ORDER BY ${RANK_ORDER} LIMIT ${block.row_count}) AS in_block) AS numbered
     WHERE position > 0 AND position % ${blockRows} = 0`.execute(trx);
  await sql`
    UPDATE leaderboard_rank_blocks SET row_count = ${blockRows}
     WHERE tournament_id = ${tournamentId} AND ${BLOCK_START} = ${blockStart(block)}`.execute(trx);
}

/** Folds a block shrunk below a quarter into the block before it, unless that would make one to split. */
async function mergeBlock(trx: Db, tournamentId: number, block: CountedBlock, blockRows: number): Promise<void> {
  const { rows } = await sql<CountedBlock>`
    SELECT start_score, start_computed, start_user_id, row_count FROM leaderboard_rank_blocks
     WHERE tournament_id = ${tournamentId} AND ${BLOCK_START} < ${blockStart(block)}
     ORDER BY start_score DESC, start_computed DESC, start_user_id DESC LIMIT 1`.execute(trx);
  const previous = rows[0];
  if (!previous || previous.row_count + block.row_count > 2 * blockRows) return;
  await sql`
    DELETE FROM leaderboard_rank_blocks WHERE tournament_id = ${tournamentId} AND ${BLOCK_START} = ${blockStart(block)}`.execute(trx);
  await sql`
    UPDATE leaderboard_rank_blocks SET row_count = row_count + ${block.row_count}
     WHERE tournament_id = ${tournamentId} AND ${BLOCK_START} = ${blockStart(previous)}`.execute(trx);
}

/**
 * Writes rows and keeps the counts true in one statement, however many boards: `writes` are the rows' own
 * INSERT/UPDATE and any other writes of the change (announcements, an adjustment's record, an ingest's roles), each
 * run as a data-modifying CTE beside the count updates, so a change costs one round trip; `boards` lists, per board,
 * every written row's old key (-1, for rows already on the board) and new key (+1). Blocks that grew too big split,
 * blocks that shrank merge, so every block stays within twice blockRows and most above a quarter of it. With
 * options.aheadOf, the statement also counts the rows ranked ahead of that key before it wrote (a rank to answer
 * without another round trip).
 */
export async function writeRowsAndCounts(
  trx: Db,
  boards: readonly BoardMoves[],
  writes: readonly RawBuilder<unknown>[],
  options: RankWriteOptions = DEFAULTS,
): Promise<{ aheadBefore: number | undefined }> {
  if (writes.length === 0) return { aheadBefore: undefined };
  const { blocks, aheadBefore } = await countMoves(trx, boards, writes, options.aheadOf);
  for (const [tournamentId, changed] of blocks) await rebalanceBlocks(trx, tournamentId, changed, { ...DEFAULTS, ...options });
  return { aheadBefore };
}

/** Whether a block's count calls for a split or a merge. */
const outOfBalance = (block: CountedBlock, { blockRows }: RankBlockOptions) => block.row_count > 2 * blockRows || (block.row_count < blockRows / 4 && !isFirstBlock(block));

/** Splits the blocks grown too big and merges the ones shrunk too small; the caller holds the tournament's lock. */
async function rebalanceBlocks(trx: Db, tournamentId: number, blocks: readonly CountedBlock[], options: RankBlockOptions): Promise<void> {
  const { blockRows } = options;
  for (const block of blocks.filter((candidate) => outOfBalance(candidate, options))) {
    if (block.row_count > 2 * blockRows) await splitBlock(trx, tournamentId, block, blockRows);
    else await mergeBlock(trx, tournamentId, block, blockRows);
  }
}

/**
 * Cuts a whole board into blocks anew (after bulk loads). It analyzes the table first: statistics from before a
 * load make the planner expect a handful of rows and pick plans that are slow at a million.
 */
export async function recomputeRanks(db: Db, tournamentId: number, options: RankBlockOptions = DEFAULTS): Promise<void> {
  const { blockRows } = options;
  await sql`ANALYZE leaderboard_rows`.execute(db);
  await db.deleteFrom('leaderboard_rank_blocks').where('tournament_id', '=', tournamentId).execute();
  await ensureFirstBlock(db, tournamentId);
  const { rows } = await sql<{ size: string }>`SELECT count(*) AS size FROM leaderboard_rows WHERE tournament_id = ${tournamentId}`.execute(db);
  const size = Number(rows[0].size);
  await sql`
    UPDATE leaderboard_rank_blocks SET row_count = ${Math.min(blockRows, size)} WHERE tournament_id = ${tournamentId}`.execute(db);
  if (size > blockRows) {
    await splitBlock(db, tournamentId, { ...FIRST_BLOCK, row_count: size }, blockRows);
  }
}
