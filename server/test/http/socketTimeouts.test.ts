import net from 'node:net';
import { configFromEnv } from '../../src/config';
import { StartRefusal } from '../../src/startRefusal';
import { useTestServer } from '../harness';

/** A raw connection: what the server wrote to it, and when it closed. */
interface RawConnection {
  socket: net.Socket;
  received(): string;
  /** Milliseconds from connecting to the server's close, or undefined if it is still open after `withinMs`. */
  closedWithin(withinMs: number): Promise<number | undefined>;
}

function connect(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const openedAt = Date.now();
    let received = '';
    const closed = new Promise<number>((resolveClose) => socket.once('close', () => resolveClose(Date.now() - openedAt)));
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.once('error', reject);
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => received,
        closedWithin: (withinMs) => {
          let timer: NodeJS.Timeout | undefined;
          const giveUp = new Promise<undefined>((resolveGiveUp) => (timer = setTimeout(() => resolveGiveUp(undefined), withinMs)));
          return Promise.race([closed, giveUp]).finally(() => clearTimeout(timer));
        },
      }),
    );
  });
}

/** Writes one byte every `everyMs` until the connection closes: a client that never finishes. */
function trickle(connection: RawConnection, everyMs: number): void {
  const timer = setInterval(() => connection.socket.write('a'), everyMs);
  connection.socket.once('close', () => clearInterval(timer));
}

const REQUEST_MS = 800;
const HEADERS_MS = 400;
const KEEP_ALIVE_MS = 400;
/** Well past every limit (Node's keep-alive adds up to a second of grace), well before any default (60 s and more). */
const DEADLINE_MS = 5_000;

describe('the socket limits’ settings', () => {
  it('default to 60 s for a request, 20 s for its headers, 72 s idle between two, 20 live streams a staff member', () => {
    expect(configFromEnv({})).toMatchObject({ socketTimeouts: { requestMs: 60_000, headersMs: 20_000, keepAliveMs: 72_000 }, liveStreamsPerStaff: 20 });
  });

  it('refuse to start on a value that is not a whole number above 0, or headers allowed longer than the request', () => {
    for (const name of ['REQUEST_TIMEOUT_MS', 'HEADERS_TIMEOUT_MS', 'KEEP_ALIVE_TIMEOUT_MS', 'LIVE_STREAMS_PER_STAFF']) {
      for (const value of ['0', '-5', '1.5', 'soon']) expect(() => configFromEnv({ [name]: value })).toThrow(StartRefusal);
    }
    expect(() => configFromEnv({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' })).toThrow(/HEADERS_TIMEOUT_MS \(2000\) must not exceed REQUEST_TIMEOUT_MS/);
  });
});

describe('every socket has a time limit (decision 123)', () => {
  const server = useTestServer({
    env: { REQUEST_TIMEOUT_MS: String(REQUEST_MS), HEADERS_TIMEOUT_MS: String(HEADERS_MS), KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS) },
  });
  const connections: RawConnection[] = [];
  const open = async () => {
    const connection = await connect(server().url);
    connections.push(connection);
    return connection;
  };
  afterEach(() => connections.splice(0).forEach((connection) => connection.socket.destroy()));

  it('answers 408 and closes a request whose declared body trickles in, unauthenticated, on any route', async () => {
    const { realm } = server().ctx.config;
    const slow = await Promise.all(
      [`/realms/${realm}/login-actions/authenticate`, `/realms/${realm}/protocol/openid-connect/token`, '/api/events'].map(async (path) => {
        const connection = await open();
        const type = path === '/api/events' ? 'application/json' : 'application/x-www-form-urlencoded';
        connection.socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: 100000\r\n\r\n`);
        trickle(connection, 50);
        return connection;
      }),
    );
    for (const connection of slow) {
      const closedAfter = await connection.closedWithin(DEADLINE_MS);
      expect(closedAfter).toBeGreaterThanOrEqual(REQUEST_MS - 50);
      expect(closedAfter).toBeLessThan(DEADLINE_MS);
      // A route that answers before reading the body (401 for a missing token) has answered; the rest get 408.
      expect(connection.received()).toMatch(/^HTTP\/1\.1 (408|401) /);
    }
  });

  it('answers 408 and closes a connection whose headers trickle in, or that sends nothing at all', async () => {
    const slowHeaders = await open();
    slowHeaders.socket.write('GET /config.json HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const timer = setInterval(() => slowHeaders.socket.write('X-Slow: a\r\n'), 50);
    slowHeaders.socket.once('close', () => clearInterval(timer));
    const silent = await open();
    for (const connection of [slowHeaders, silent]) {
      expect(await connection.closedWithin(DEADLINE_MS)).toBeLessThan(REQUEST_MS + 500);
      expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it('closes a kept-alive connection that stays idle after its answer', async () => {
    const connection = await open();
    connection.socket.write('GET /config.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const closedAfter = await connection.closedWithin(DEADLINE_MS);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfter).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 50);
    expect(closedAfter).toBeLessThan(DEADLINE_MS);
  });
});
