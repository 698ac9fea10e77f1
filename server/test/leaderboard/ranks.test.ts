import type { Db, DatabaseHandle } from '../../src/db/database';
import { insertRanked, moveRanked, recomputeRanks, type RankKey } from '../../src/leaderboard/ranks';
import { lockTournament } from '../../src/leaderboard/tournamentLock';
import { openTestDatabase } from '../testDatabase';
import { BASE_COMPUTED, fillLeaderboard, idsInRankOrder, insertTournament, playerId, rankMismatches, storedRow } from './leaderboardFixtures';

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

describe('leaderboard rank bookkeeping', () => {
  let database: DatabaseHandle;
  let db: Db;
  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  /** Runs `change` the way the routes do: in one transaction holding the tournament's lock. */
  const locked = <T>(tournamentId: number, change: (trx: Db) => Promise<T>): Promise<T> =>
    db.transaction().execute(async (trx) => {
      await lockTournament(trx, tournamentId);
      return change(trx);
    });

  const move = async (tournamentId: number, key: RankKey): Promise<number> => {
    const { rank } = await storedRow(db, tournamentId, key.user_id);
    return locked(tournamentId, (trx) => moveRanked(trx, tournamentId, key, rank));
  };

  /** b(20,t2) e(20,t2) c(10,t0) a(10,t1) d(10,t1): score first, then earlier computed, then user id. */
  async function smallBoard(): Promise<number> {
    const tournamentId = await insertTournament(db);
    const rows: [string, number, Date][] = [['a', 10, second(1)], ['b', 20, second(2)], ['c', 10, second(0)], ['d', 10, second(1)], ['e', 20, second(2)]];
    await db
      .insertInto('leaderboard_rows')
      .values(rows.map(([user_id, total_score, computed]) => ({ tournament_id: tournamentId, user_id, user_name: user_id.toUpperCase(), total_score, computed, rank: 0 })))
      .execute();
    await recomputeRanks(db, tournamentId);
    return tournamentId;
  }

  it('recomputes ranks by score descending, then computed ascending, then user id', async () => {
    const tournamentId = await smallBoard();
    expect(await idsInRankOrder(db, tournamentId)).toEqual(['b', 'e', 'c', 'a', 'd']);
    const ranks = await db.selectFrom('leaderboard_rows').select('rank').where('tournament_id', '=', tournamentId).orderBy('rank').execute();
    expect(ranks.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('inserts a joining player at its place and moves only the rows behind it down', async () => {
    const tournamentId = await smallBoard();
    const join = (user_id: string, total_score: number, computed: Date) =>
      locked(tournamentId, (trx) => insertRanked(trx, tournamentId, { user_id, user_name: user_id, total_score, computed }));
    expect(await join('aa', 10, second(1))).toBe(5); // ties a on score and computed: user id puts it after a
    expect(await join('top', 30, second(9))).toBe(1);
    expect(await join('last', -1, second(0))).toBe(8);
    expect(await join('b0', 20, second(2))).toBe(3); // between b and e
    expect(await idsInRankOrder(db, tournamentId)).toEqual(['top', 'b', 'b0', 'e', 'c', 'a', 'aa', 'd', 'last']);
    expect(await rankMismatches(db, tournamentId)).toEqual([]);
  });

  it('inserts the first row of an empty leaderboard at rank 1', async () => {
    const tournamentId = await insertTournament(db);
    const rank = await locked(tournamentId, (trx) => insertRanked(trx, tournamentId, { user_id: 'only', user_name: 'Only', total_score: 0, computed: second(0) }));
    expect(rank).toBe(1);
  });

  it('moves a player up past the rows now behind it', async () => {
    const tournamentId = await smallBoard();
    expect(await move(tournamentId, { user_id: 'd', total_score: 20, computed: second(2) })).toBe(2); // ties b and e
    expect(await idsInRankOrder(db, tournamentId)).toEqual(['b', 'd', 'e', 'c', 'a']);
    expect(await move(tournamentId, { user_id: 'a', total_score: 25, computed: second(5) })).toBe(1);
    expect(await idsInRankOrder(db, tournamentId)).toEqual(['a', 'b', 'd', 'e', 'c']);
    expect(await rankMismatches(db, tournamentId)).toEqual([]);
  });

  it('moves a player down past the rows now ahead of it', async () => {
    const tournamentId = await smallBoard();
    expect(await move(tournamentId, { user_id: 'b', total_score: 10, computed: second(1) })).toBe(4); // after a, before d
    expect(await idsInRankOrder(db, tournamentId)).toEqual(['e', 'c', 'a', 'b', 'd']);
    expect(await move(tournamentId, { user_id: 'e', total_score: 0, computed: second(0) })).toBe(5);
    expect(await idsInRankOrder(db, tournamentId)).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(await rankMismatches(db, tournamentId)).toEqual([]);
  });

  it('keeps the rank when a change does not pass anyone, in either direction', async () => {
    const tournamentId = await smallBoard();
    expect(await move(tournamentId, { user_id: 'c', total_score: 12, computed: second(1) })).toBe(3); // still before a
    expect(await move(tournamentId, { user_id: 'c', total_score: 15, computed: second(3) })).toBe(3); // still behind e
    expect(await move(tournamentId, { user_id: 'b', total_score: 20, computed: second(9) })).toBe(2); // falls behind e only
    expect(await idsInRankOrder(db, tournamentId)).toEqual(['e', 'b', 'c', 'a', 'd']);
    expect(await rankMismatches(db, tournamentId)).toEqual([]);
  });

  it('stays exact through random adjustments and joins full of ties', async () => {
    const random = seededRandom(20300107);
    const pick = (n: number) => Math.floor(random() * n);
    const tournamentId = await insertTournament(db);
    const onBoard = 300;
    await fillLeaderboard(db, tournamentId, onBoard, 20);
    const scores = new Map<string, number>();
    for (const row of await db.selectFrom('leaderboard_rows').select(['user_id', 'total_score']).where('tournament_id', '=', tournamentId).execute()) {
      scores.set(row.user_id, row.total_score);
    }
    let nextJoiner = onBoard + 1;
    for (let batch = 0; batch < 10; batch += 1) {
      await locked(tournamentId, async (trx) => {
        for (let step = 0; step < 10; step += 1) {
          // Few distinct scores and computed times, so most changes land on a tie.
          const computed = second(pick(4));
          if (random() < 0.3) {
            const user_id = playerId(nextJoiner++);
            scores.set(user_id, pick(20));
            await insertRanked(trx, tournamentId, { user_id, user_name: user_id, total_score: scores.get(user_id) ?? 0, computed });
          } else {
            const user_id = playerId(1 + pick(nextJoiner - 1));
            const total_score = (scores.get(user_id) ?? 0) + pick(21) - 10;
            scores.set(user_id, total_score);
            const { rank } = await storedRow(trx, tournamentId, user_id);
            await moveRanked(trx, tournamentId, { user_id, total_score, computed }, rank);
          }
        }
      });
      expect({ batch, mismatches: await rankMismatches(db, tournamentId) }).toEqual({ batch, mismatches: [] });
    }
    const count = await db.selectFrom('leaderboard_rows').select((eb) => eb.fn.countAll<number>().as('n')).where('tournament_id', '=', tournamentId).executeTakeFirstOrThrow();
    expect(count.n).toBe(nextJoiner - 1);
  });

  it('recomputes only its own tournament', async () => {
    const first = await smallBoard();
    const second = await smallBoard();
    await db.updateTable('leaderboard_rows').set({ rank: 99 }).where('tournament_id', '=', first).execute();
    await recomputeRanks(db, second);
    const untouched = await db.selectFrom('leaderboard_rows').select('rank').where('tournament_id', '=', first).execute();
    expect(untouched.map((row) => row.rank)).toEqual([99, 99, 99, 99, 99]);
  });
});
