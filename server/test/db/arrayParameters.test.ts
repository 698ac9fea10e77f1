import pg, { type PoolClient } from 'pg';
import type { DatabaseHandle } from '../../src/db/database';
import { arrayLiteral } from '../../src/db/arrayParameters';
import { openTestDatabase } from '../testDatabase';

/** Arrays of each kind the database is sent, written by arrayParameters.ts and by node-postgres (through toPostgres, which the client passes on untouched). */
const CASES: Array<{ type: string; values: unknown[] }> = [
  { type: 'text[]', values: ['plain', '', 'NULL', 'with "quotes"', 'back\\slash', 'comma, {braces}', ' spaced ', 'ăîșț €', null, undefined] },
  { type: 'int[]', values: [0, -1, 2_147_483_647, null] },
  { type: 'float8[]', values: [0, -0, 0.1, 12.345, 1e21, 5e-324, -1.7976931348623157e308, Number.NaN, Infinity, -Infinity, null] },
  { type: 'bigint[]', values: [9_007_199_254_740_993n, -1n] },
  { type: 'boolean[]', values: [true, false, null] },
  {
    type: 'timestamptz[]',
    values: [new Date(0), new Date(-1), new Date('2026-11-30T23:59:59.999Z'), new Date('0001-01-01T00:00:00.000Z'), new Date('9999-12-31T23:59:59.999Z'), new Date(1_764_460_000_123), null],
  },
  { type: 'text[]', values: [] },
];

describe('array parameters written as literals (arrayParameters.ts)', () => {
  let database: DatabaseHandle;
  let client: PoolClient;
  beforeAll(async () => {
    database = await openTestDatabase();
    client = await database.pool.connect();
  });
  afterAll(async () => {
    client.release();
    await database.close();
  });

  /** What the database reads from a parameter, as text, so that NaN, -0 and instants compare exactly. */
  async function asRead(type: string, parameter: unknown): Promise<string> {
    const { rows } = await client.query<{ read: string }>({ text: `SELECT $1::${type}::text AS read`, values: [parameter] });
    return rows[0].read;
  }

  it.each(CASES)('$type: the database reads the literal as node-postgres’s own array', async ({ type, values }) => {
    const literal = arrayLiteral(values);
    expect(typeof literal).toBe('string');
    expect(await asRead(type, literal)).toBe(await asRead(type, { toPostgres: () => values }));
  });

  it('writes a time within years 1–9999 as its ISO instant, the day written once per call however the days change', () => {
    const times = ['2026-11-30T02:03:04.005Z', '2026-12-01T00:00:00.000Z', '1969-12-31T23:59:59.999Z', '2026-11-30T23:59:59.999Z'];
    expect(arrayLiteral(times.map((time) => new Date(time)))).toBe(`{${times.join(',')}}`);
  });

  it('leaves an array node-postgres must write to node-postgres, whole', () => {
    for (const values of [[[1, 2]], [Buffer.from('x')], [{ a: 1 }], [new Date('10000-01-01T00:00:00Z')], [new Date('0000-12-31T23:59:59.999Z')], [new Date(Number.NaN)], ['a', Symbol('s')]]) {
      expect(arrayLiteral(values)).toBe(values);
    }
  });

  it('is what statements sent on the pool’s connections carry, and a text array with every kind of character round-trips', async () => {
    const sent = jest.spyOn(pg.Client.prototype, 'query');
    try {
      const { rows } = await client.query<{ read: Array<string | null> }>('SELECT $1::text[] AS read', [CASES[0].values]);
      expect(sent.mock.calls[0][0]).toMatchObject({ values: [arrayLiteral(CASES[0].values)] });
      expect(rows[0].read).toEqual(CASES[0].values.map((value) => value ?? null));
    } finally {
      sent.mockRestore();
    }
  });
});
