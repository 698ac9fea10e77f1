import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { completeMessages, servePglite, type PgliteWireServer } from '../../src/db/pgliteWire';

/** A typed message: its type byte, its length (4 + body), its body. */
const typedMessage = (type: string, body: Buffer) => {
  const header = Buffer.alloc(5);
  header.write(type, 0);
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
};
/** An untyped request (before the startup): its length, its code. */
const untypedRequest = (code: number) => {
  const request = Buffer.alloc(8);
  request.writeInt32BE(8, 0);
  request.writeInt32BE(code, 4);
  return request;
};

describe('framing the protocol (completeMessages)', () => {
  const query = typedMessage('Q', Buffer.from('SELECT 1\0'));
  const sync = typedMessage('S', Buffer.alloc(0));

  it('cuts every complete typed message and keeps a partial one for the next chunk', () => {
    const stream = Buffer.concat([query, sync, query.subarray(0, 7)]);
    const { messages, rest } = completeMessages(stream, true);
    expect(messages).toEqual([query, sync]);
    expect(rest).toEqual(query.subarray(0, 7));
    expect(completeMessages(Buffer.concat([rest, query.subarray(7)]), true)).toEqual({ messages: [query], rest: Buffer.alloc(0) });
  });

  it('waits for a typed message whose length has not all arrived', () => {
    expect(completeMessages(query.subarray(0, 3), true)).toEqual({ messages: [], rest: query.subarray(0, 3) });
  });

  it('frames the untyped requests before the startup by their length alone', () => {
    const ssl = untypedRequest(80877103);
    expect(completeMessages(Buffer.concat([ssl, ssl.subarray(0, 2)]), false)).toEqual({ messages: [ssl], rest: ssl.subarray(0, 2) });
  });
});

describe('PGlite on a socket (pgliteWire.ts)', () => {
  let db: PGlite;
  let server: PgliteWireServer;
  let socketDir: string;
  let connectionString: string;
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    db = new PGlite();
    await db.waitReady;
    socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglw-'));
    server = await servePglite(db, { path: path.join(socketDir, '.s.PGSQL.5432'), maxConnections: 2 });
    connectionString = `postgresql://postgres@localhost/postgres?host=${socketDir}`;
    await db.exec('CREATE TABLE answers (n integer)');
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));
    await db.exec('DELETE FROM answers');
  });
  afterAll(async () => {
    await server.close();
    await db.close();
    fs.rmSync(socketDir, { recursive: true, force: true });
  });

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString });
    clients.push(client);
    await client.connect();
    return client;
  }

  it('answers simple, multi-statement and parameterized statements, named or not', async () => {
    const client = await connect();
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    const [, selected] = (await client.query("INSERT INTO answers VALUES (1); SELECT count(*)::int AS n FROM answers")) as unknown as pg.QueryResult[];
    expect(selected.rows).toEqual([{ n: 1 }]);
    expect((await client.query('SELECT $1::int + 1 AS sum', [41])).rows).toEqual([{ sum: 42 }]);
    const named = { name: 'plus_one', text: 'SELECT $1::int + 1 AS sum' };
    expect((await client.query({ ...named, values: [1] })).rows).toEqual([{ sum: 2 }]);
    expect((await client.query({ ...named, values: [2] })).rows).toEqual([{ sum: 3 }]);
  });

  it('answers an error and stays usable (the rest of the pipeline is skipped up to its Sync)', async () => {
    const client = await connect();
    await expect(client.query('SELECT $1::int / 0 AS never', [1])).rejects.toThrow('division by zero');
    await expect(client.query('SELEC nonsense')).rejects.toThrow('syntax error');
    expect((await client.query('SELECT $1::text AS still', ['here'])).rows).toEqual([{ still: 'here' }]);
  });

  it('turns an SSL request down with N, as a server without TLS does', async () => {
    const socket = net.connect(path.join(socketDir, '.s.PGSQL.5432'));
    const reply = await new Promise<string>((resolve, reject) => {
      socket.once('data', (data) => resolve(data.toString()));
      socket.once('error', reject);
      socket.write(untypedRequest(80877103));
    });
    socket.destroy();
    expect(reply).toBe('N');
  });

  it("keeps another connection waiting while one's transaction is open, and lets it see the commit", async () => {
    const [writer, reader] = [await connect(), await connect()];
    await writer.query('BEGIN');
    await writer.query('INSERT INTO answers VALUES ($1)', [7]);
    let readerAnswered = false;
    const read = reader.query('SELECT count(*)::int AS n FROM answers').then((result) => {
      readerAnswered = true;
      return result.rows;
    });
    await writer.query('INSERT INTO answers VALUES ($1)', [8]);
    expect(readerAnswered).toBe(false);
    await writer.query('COMMIT');
    expect(await read).toEqual([{ n: 2 }]);
  });

  it('rolls back the open transaction of a connection that leaves, and the others go on', async () => {
    const [leaving, staying] = [await connect(), await connect()];
    await leaving.query('BEGIN');
    await leaving.query('INSERT INTO answers VALUES (9)');
    const read = staying.query('SELECT count(*)::int AS n FROM answers');
    await leaving.end();
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it('turns away a connection beyond the limit', async () => {
    await connect();
    await connect();
    await expect(connect()).rejects.toThrow();
  });
});
