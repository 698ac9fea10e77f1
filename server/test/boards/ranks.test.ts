import type { Db, DatabaseHandle } from '../../src/db/database';
import { readBoardScores, writeBoardScores, type BoardScore } from '../../src/boards/boardScores';
import { leaderboardPage } from '../../src/leaderboard/leaderboardQueries';
import { adjustScore } from '../../src/leaderboard/leaderboardChanges';
import { rankOf, recomputeRanks } from '../../src/boards/ranks';
import type { LiveBoards } from '../../src/live/liveBoards';
import { lockTournament } from '../../src/boards/tournamentLock';
import { openTestDatabase } from '../testDatabase';
import { BASE_COMPUTED, blockCountMismatches, fillLeaderboard, idsInRankOrder, insertPlayers, insertTournament, playerId, rankMismatches } from '../leaderboard/leaderboardFixtures';

const second = (n: number) => new Date(BASE_COMPUTED.getTime() + n * 1000);

/** A deterministic generator (mulberry32), so a failing random sequence replays exactly. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Tiny blocks, so that a few dozen rows split and merge them over and over. */
const TINY = { blockRows: 4 };

describe('leaderboard ranks counted by blocks', () => {
  let database: DatabaseHandle;
  let db: Db;
  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  /** Writes standings the way the engine does: in one transaction holding the tournament's lock. */
  type RankedStanding = Omit<BoardScore, 'user_name' | 'score_changed'>;
  const write = (tournamentId: number, standings: RankedStanding[]): Promise<void> =>
    db.transaction().execute(async (trx) => {
      await lockTournament(trx, tournamentId);
      const before = await readBoardScores(trx, tournamentId, standings.map((standing) => standing.user_id));
      await writeBoardScores(trx, tournamentId, before, standings.map((standing) => ({ ...standing, user_name: standing.user_id, score_changed: true })), undefined, TINY);
    });

  const rank = async (tournamentId: number, userId: string) => {
    const [row] = (await readBoardScores(db, tournamentId, [userId])).values();
    return rankOf(db, tournamentId, row);
  };

  const expectExact = async (tournamentId: number) => {
    expect(await blockCountMismatches(db, tournamentId)).toEqual([]);
    expect(await rankMismatches(db, tournamentId)).toEqual([]);
  };

  /** b(20,t2) e(20,t2) c(10,t0) B(10,t1) a(10,t1) d(10,t1): score first, then earlier computed, then user id by code point. */
  async function smallBoard(): Promise<number> {
    const tournamentId = await insertTournament(db);
    const rows: [string, number, Date][] = [['a', 10, second(1)], ['b', 20, second(2)], ['c', 10, second(0)], ['d', 10, second(1)], ['e', 20, second(2)], ['B', 10, second(1)]];
    await db
      .insertInto('leaderboard_rows')
      .values(rows.map(([user_id, total_score, computed]) => ({ tournament_id: tournamentId, user_id, user_name: user_id.toUpperCase(), total_score, computed })))
      .execute();
    await recomputeRanks(db, tournamentId, { blockRows: 2 });
    return tournamentId;
  }

  it('ranks by score descending, then computed ascending, then user id by code point (B before a)', async () => {
    const tournamentId = await smallBoard();
    expect(await idsInRankOrder(db, tournamentId)).toEqual(['b', 'e', 'c', 'B', 'a', 'd']);
    expect(await Promise.all(['b', 'e', 'c', 'B', 'a', 'd'].map((id) => rank(tournamentId, id)))).toEqual([1, 2, 3, 4, 5, 6]);
    await expectExact(tournamentId);
  });

  it('puts joining players at their place, the first of an empty board at rank 1', async () => {
    const tournamentId = await insertTournament(db);
    await write(tournamentId, [{ user_id: 'only', total_score: 0, computed: second(0) }]);
    expect(await rank(tournamentId, 'only')).toBe(1);
    await write(tournamentId, [
      { user_id: 'top', total_score: 30, computed: second(9) },
      { user_id: 'last', total_score: -1, computed: second(0) },
      { user_id: 'tie', total_score: 0, computed: second(0) },
    ]);
    expect(await idsInRankOrder(db, tournamentId)).toEqual(['top', 'only', 'tie', 'last']);
    await expectExact(tournamentId);
  });

  it('moves players up and down past others, across blocks', async () => {
    const tournamentId = await smallBoard();
    await write(tournamentId, [{ user_id: 'd', total_score: 25, computed: second(5) }]);
    expect(await rank(tournamentId, 'd')).toBe(1);
    await write(tournamentId, [{ user_id: 'b', total_score: 0, computed: second(0) }]);
    expect(await rank(tournamentId, 'b')).toBe(6);
    expect(await idsInRankOrder(db, tournamentId)).toEqual(['d', 'e', 'c', 'B', 'a', 'b']);
    await expectExact(tournamentId);
  });

  it('leaves the board alone when a standing has not changed', async () => {
    const tournamentId = await smallBoard();
    await write(tournamentId, [{ user_id: 'c', total_score: 10, computed: second(0) }]);
    expect(await rank(tournamentId, 'c')).toBe(3);
    await expectExact(tournamentId);
  });

  it('stays exact through random batches of joins and moves full of ties, splitting and merging blocks', async () => {
    const random = seededRandom(20300107);
    const pick = (n: number) => Math.floor(random() * n);
    const tournamentId = await insertTournament(db);
    await fillLeaderboard(db, tournamentId, 40, 10);
    await recomputeRanks(db, tournamentId, TINY);
    const scores = new Map((await readBoardScores(db, tournamentId, Array.from({ length: 40 }, (_, i) => playerId(i + 1)))).entries());
    let nextJoiner = 41;
    for (let batch = 0; batch < 25; batch += 1) {
      const changes = new Map<string, RankedStanding>();
      for (let step = 0; step < 1 + pick(12); step += 1) {
        // Few distinct scores and computed times, so most changes land on a tie; big jumps cross many blocks.
        const user_id = random() < 0.3 ? playerId(nextJoiner++) : playerId(1 + pick(nextJoiner - 1));
        const total_score = (scores.get(user_id)?.total_score ?? 0) + (random() < 0.2 ? pick(41) - 20 : pick(5) - 2);
        changes.set(user_id, { user_id, total_score, computed: second(pick(4)) });
      }
      await write(tournamentId, [...changes.values()]);
      for (const change of changes.values()) scores.set(change.user_id, { ...change, user_name: change.user_id, score_changed: true });
      expect({ batch, blocks: await blockCountMismatches(db, tournamentId) }).toEqual({ batch, blocks: [] });
      expect({ batch, ranks: await rankMismatches(db, tournamentId) }).toEqual({ batch, ranks: [] });
    }
    const blocks = await db.selectFrom('leaderboard_rank_blocks').select('row_count').where('tournament_id', '=', tournamentId).execute();
    expect(Math.max(...blocks.map((block) => block.row_count))).toBeLessThanOrEqual(2 * TINY.blockRows);
    expect(blocks.length).toBeGreaterThan(5);
  });

  describe('manual adjustments, each under the tournament\'s lock', () => {
    const liveBoards = { committed: jest.fn() } as unknown as LiveBoards;
    const writer = { id: 'staff-1', name: 'Staff One' };
    const adjust = (tournamentId: number, userId: string, score: number) =>
      adjustScore({ db, liveBoards }, { tournamentId, userId, score, note: 'test', writer, at: second(100) }, TINY);

    it('stays exact through random adjustments and joins, splitting and merging blocks', async () => {
      const random = seededRandom(20301127);
      const pick = (n: number) => Math.floor(random() * n);
      const tournamentId = await insertTournament(db);
      await insertPlayers(db, 80);
      await fillLeaderboard(db, tournamentId, 40, 10);
      await recomputeRanks(db, tournamentId, TINY);
      for (let step = 0; step < 60; step += 1) {
        const userId = playerId(1 + pick(80));
        const { standing, rank } = await adjust(tournamentId, userId, random() < 0.3 ? pick(2001) - 1000 : pick(11) - 5);
        expect({ step, rank }).toEqual({ step, rank: await rankOf(db, tournamentId, standing) });
        expect({ step, blocks: await blockCountMismatches(db, tournamentId) }).toEqual({ step, blocks: [] });
        expect({ step, ranks: await rankMismatches(db, tournamentId) }).toEqual({ step, ranks: [] });
      }
      const blocks = await db.selectFrom('leaderboard_rank_blocks').select('row_count').where('tournament_id', '=', tournamentId).execute();
      expect(Math.max(...blocks.map((block) => block.row_count))).toBeLessThanOrEqual(2 * TINY.blockRows);
      expect(blocks.length).toBeGreaterThan(5);
      expect(liveBoards.committed).toHaveBeenCalledWith(new Set([tournamentId]));
    });

    it('loses no points when adjustments of one player race (each waits for the others\' lock)', async () => {
      const tournamentId = await insertTournament(db);
      await insertPlayers(db, 30);
      await fillLeaderboard(db, tournamentId, 30, 3);
      await recomputeRanks(db, tournamentId, TINY);
      const [before] = (await readBoardScores(db, tournamentId, [playerId(30)])).values();
      await Promise.all(Array.from({ length: 8 }, () => adjust(tournamentId, playerId(30), 1.25)));
      const [after] = (await readBoardScores(db, tournamentId, [playerId(30)])).values();
      expect(after.total_score).toBe(before.total_score + 10);
      await expectExact(tournamentId);
    });
  });

  it('stays exact when many writers race on one board (each waits for the tournament lock)', async () => {
    const tournamentId = await insertTournament(db);
    await fillLeaderboard(db, tournamentId, 30, 3);
    await recomputeRanks(db, tournamentId, TINY);
    // Each writer moves a player from the bottom to the top and adds a newcomer, on its own connection where the pool has several.
    await Promise.all(
      Array.from({ length: 8 }, (_, writer) =>
        write(tournamentId, [
          { user_id: playerId(30 - writer), total_score: 100 + writer, computed: second(writer) },
          { user_id: playerId(100 + writer), total_score: writer, computed: second(0) },
        ]),
      ),
    );
    expect((await idsInRankOrder(db, tournamentId)).slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => playerId(23 + i)));
    await expectExact(tournamentId);
  });

  it('reads every page at every depth in rank order', async () => {
    const tournamentId = await insertTournament(db);
    await fillLeaderboard(db, tournamentId, 37, 5);
    await recomputeRanks(db, tournamentId, TINY);
    const order = await idsInRankOrder(db, tournamentId);
    for (let skip = 0; skip <= 38; skip += 1) {
      const page = await leaderboardPage(db, tournamentId, 5, skip);
      expect({ skip, size: page.size, ids: page.rows.map((row) => row.user_id), ranks: page.rows.map((row) => row.rank) }).toEqual({
        skip,
        size: 37,
        ids: order.slice(skip, skip + 5),
        ranks: order.slice(skip, skip + 5).map((_, i) => skip + i + 1),
      });
    }
  });

  it('answers an empty page for a board with no rows', async () => {
    const tournamentId = await insertTournament(db);
    expect(await leaderboardPage(db, tournamentId, 10, 0)).toEqual({ size: 0, rows: [] });
  });

  it('recomputes only its own tournament', async () => {
    const first = await smallBoard();
    const other = await smallBoard();
    const blocksOf = (tournamentId: number) => db.selectFrom('leaderboard_rank_blocks').selectAll().where('tournament_id', '=', tournamentId).execute();
    const untouched = await blocksOf(first);
    await recomputeRanks(db, other, TINY);
    expect(await blocksOf(first)).toEqual(untouched);
    await expectExact(other);
  });
});
