import type { GamingEvent } from '../../../src/domain/scoring';
import { useTestServer } from '../harness';
import { latestNames, SentPlayers } from '../../src/players/sentPlayers';
import { countingStatements } from './statementCount';

const MINUTE = 60_000;
const T = Date.parse('2030-01-07T12:00:00Z');

/** A deposit of `userId`; only the fields the registry reads matter. */
const sent = (id: string, userId: string, userName?: string, occurredAt = T): GamingEvent => ({
  id,
  type: 'deposit',
  user_id: userId,
  ...(userName === undefined ? {} : { user_name: userName }),
  occurred_at: occurredAt,
  amount: 10,
});

describe('latestNames', () => {
  it('names each player by their latest event that has a name (occurred_at, then id), a name equal to the id counting as none', () => {
    const names = latestNames([
      sent('b', 'p1', 'Later id', T),
      sent('a', 'p1', 'Earlier id', T),
      sent('c', 'p1', 'Earlier', T - MINUTE),
      sent('d', 'p1', undefined, T + MINUTE),
      sent('e', 'p2'),
      sent('f', 'p3', 'p3'),
    ]);
    expect(names).toEqual(new Map([['p1', 'Later id'], ['p2', undefined], ['p3', undefined]]));
  });
});

describe('SentPlayers: the ingest writes players in one statement a batch at most', () => {
  const server = useTestServer();

  it('writes new and renamed players in one statement however many; a batch of players it found stored as sent costs none', async () => {
    const players = new SentPlayers();
    const { db, statements } = countingStatements(server().ctx.db);
    const record = async (events: GamingEvent[]) => {
      const before = statements();
      await db.transaction().execute((trx) => players.record(trx, events));
      return statements() - before;
    };
    const batch = Array.from({ length: 10_000 }, (_, n) => sent(`e-${n}`, `player-${n % 2_000}`, `Name ${n % 2_000}`));
    expect(await record(batch)).toBe(1);
    expect(await server().ctx.db.selectFrom('players').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'like', 'player-%').executeTakeFirstOrThrow()).toEqual({ n: 2000 });
    // What it wrote is remembered once a later batch finds it stored (committed), then no statement at all.
    expect(await record(batch)).toBe(1);
    expect(await record(batch)).toBe(0);
    expect(await record(batch.map((event) => ({ ...event, user_name: undefined })))).toBe(0);
    expect(await record([sent('r-1', 'player-7', 'Renamed'), sent('r-2', 'player-8', 'Name 8')])).toBe(1);
    const renamed = await server().ctx.db.selectFrom('players').select('user_name').where('id', '=', 'player-7').executeTakeFirstOrThrow();
    expect(renamed).toEqual({ user_name: 'Renamed' });
  });

  it('remembers nothing of a transaction that rolled back: the next batch writes the players again', async () => {
    const players = new SentPlayers();
    const events = [sent('rb-1', 'rolled-back', 'Ghost')];
    const rolledBack = new Error('rolled back');
    await expect(
      server().ctx.db.transaction().execute(async (trx) => {
        await players.record(trx, events);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await server().ctx.db.transaction().execute((trx) => players.record(trx, events));
    expect(await server().ctx.db.selectFrom('players').select(['user_name']).where('id', '=', 'rolled-back').executeTakeFirst()).toEqual({ user_name: 'Ghost' });
  });
});
