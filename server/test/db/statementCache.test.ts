import type { PoolClient } from 'pg';
import type { DatabaseHandle } from '../../src/db/database';
import { PREPARED_LIMIT } from '../../src/db/statementCache';
import { openTestDatabase } from '../testDatabase';

const NUMBERED = 'SELECT $1::int + ';
const numbered = (n: number) => `${NUMBERED}${n} AS answer`;

/** The texts this connection's session has prepared (a session's own view), all or only this test's. */
async function preparedTexts(client: PoolClient, { all = false } = {}): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
  return rows.map((row) => row.statement).filter((text) => all || text.startsWith(NUMBERED));
}

describe('repeated statements are prepared once per connection (statementCache.ts)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  async function withClient<T>(work: (client: PoolClient) => Promise<T>, { discard = false } = {}): Promise<T> {
    const client = await database.pool.connect();
    try {
      return await work(client);
    } finally {
      client.release(discard);
    }
  }

  it('prepares a text on its second call, not its first, and answers the same', async () => {
    await withClient(async (client) => {
      const first = await client.query(numbered(0), [41]);
      expect(await preparedTexts(client)).not.toContain(numbered(0));
      const second = await client.query(numbered(0), [41]);
      const third = await client.query(numbered(0), [1]);
      expect(await preparedTexts(client)).toEqual([numbered(0)]);
      expect([first.rows, second.rows, third.rows]).toEqual([[{ answer: 41 }], [{ answer: 41 }], [{ answer: 1 }]]);
    });
  });

  it('leaves statements without parameters unprepared', async () => {
    await withClient(async (client) => {
      await client.query('SELECT 1 AS one');
      await client.query('SELECT 1 AS one', []);
      expect(await preparedTexts(client)).not.toContain('SELECT 1 AS one');
    });
  });

  it(`prepares at most ${PREPARED_LIMIT} texts on a connection and runs later ones unnamed`, async () => {
    await withClient(async (client) => {
      for (let n = 1; n <= PREPARED_LIMIT + 1; n++) {
        await client.query(numbered(n), [n]);
        expect((await client.query(numbered(n), [n])).rows).toEqual([{ answer: 2 * n }]);
      }
      const prepared = await preparedTexts(client, { all: true });
      expect(prepared).toHaveLength(PREPARED_LIMIT);
      expect(prepared).not.toContain(numbered(PREPARED_LIMIT + 1));
    });
  });

  it('prepares again on a new connection (PGlite keeps one session across connections: it is cleared first)', async () => {
    await withClient(async (client) => {
      await client.query(numbered(0), [1]);
      await client.query(numbered(0), [1]);
    }, { discard: true });
    await withClient(async (client) => {
      await client.query(numbered(0), [2]);
      expect((await client.query(numbered(0), [2])).rows).toEqual([{ answer: 2 }]);
      expect(await preparedTexts(client)).toEqual([numbered(0)]);
    });
  });
});

describe('the PL/pgSQL board functions plan their statements once a session (migration 021)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('runs lock_boards_and_read, board_count_moves and board_rank with generic plans, the only PL/pgSQL functions', async () => {
    const { rows } = await database.pool.query<{ name: string; config: string[] | null }>(
      `SELECT proname AS name, proconfig AS config FROM pg_proc JOIN pg_language ON pg_language.oid = prolang
        WHERE lanname = 'plpgsql' AND pronamespace = 'public'::regnamespace AND prorettype <> 'trigger'::regtype ORDER BY proname`,
    );
    expect(rows).toEqual(['board_count_moves', 'board_rank', 'lock_boards_and_read'].map((name) => ({ name, config: ['plan_cache_mode=force_generic_plan'] })));
  });
});
