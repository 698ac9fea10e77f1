import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite on a Unix socket, speaking PostgreSQL's wire protocol to the server's `pg` pool: the embedded database
 * process's server, in place of @electric-sql/pglite-socket's. That one runs every protocol message as a PGlite
 * call of its own and writes every piece of every answer with a socket write of its own: a parameterized statement
 * (Parse, Bind, Describe, Execute, Sync, sent by `pg` in one write) cost five calls and five or more writes, each
 * write waking the server's process. Here everything complete that arrived runs in one call, as PostgreSQL reads a
 * pipeline, and its answer leaves in one write (the socket is corked around the call).
 *
 * PGlite has one session, so connections take turns: one call at a time, and while a connection's transaction is
 * open only that connection runs (a connection that ends mid-transaction has it rolled back), as pglite-socket's
 * queue did.
 */

/** The codes of the untyped requests a client may send before its startup message (protocol 3.0). */
const SSL_REQUEST = 80877103;
const GSS_ENCRYPTION_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** The Terminate message's type byte: the client is leaving (PGlite ignores it; the socket's end tells us). */
const TERMINATE = 'X'.charCodeAt(0);

/** The complete messages at the head of `buffer` and what is left of it: untyped (length first) before the startup is done, typed after. */
export function completeMessages(buffer: Buffer, typed: boolean): { messages: Buffer[]; rest: Buffer } {
  const messages: Buffer[] = [];
  let offset = 0;
  const header = typed ? 5 : 4;
  while (buffer.length - offset >= header) {
    const length = (typed ? 1 : 0) + buffer.readInt32BE(offset + (typed ? 1 : 0));
    if (buffer.length - offset < length) break;
    messages.push(buffer.subarray(offset, offset + length));
    offset += length;
  }
  return { messages, rest: buffer.subarray(offset) };
}

/** One turn at a time on the single session, and none for others while a connection's transaction is open. */
class SessionTurns {
  private busy = false;
  private transactionOf: net.Socket | undefined;
  private waiting: Array<() => void> = [];

  constructor(private readonly db: PGlite) {}

  async run<T>(connection: net.Socket, work: () => Promise<T>): Promise<T> {
    while (this.busy || (this.transactionOf && this.transactionOf !== connection)) await new Promise<void>((wake) => this.waiting.push(wake));
    this.busy = true;
    try {
      return await work();
    } finally {
      this.transactionOf = this.db.isInTransaction() ? connection : undefined;
      this.busy = false;
      for (const wake of this.waiting.splice(0)) wake();
    }
  }

  /** The connection is gone: its open transaction, if any, is rolled back so the others can run. */
  async left(connection: net.Socket): Promise<void> {
    if (this.transactionOf !== connection) return;
    await this.run(connection, () => this.db.exec('ROLLBACK'));
  }
}

/** Runs the messages in one PGlite call and writes its whole answer at once. */
async function answer(db: PGlite, socket: net.Socket, messages: Buffer): Promise<void> {
  socket.cork();
  try {
    await db.execProtocolRawStream(messages, {
      // PGlite reuses the buffer it hands over, so each piece is copied before the next is made.
      onRawData: (data) => socket.writable && socket.write(Buffer.from(data)),
    });
  } finally {
    socket.uncork();
  }
}

/**
 * Serves one client: its bytes are framed into messages and run in arrival order, one batch after the other.
 * Answers a promise of the work queued so far (the rollback, once the client has left).
 */
function serveConnection(db: PGlite, turns: SessionTurns, socket: net.Socket): () => Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  let queue = Promise.resolve();

  const runArrived = async () => {
    while (!started) {
      const [first] = completeMessages(pending, false).messages;
      if (!first) return;
      pending = pending.subarray(first.length);
      const code = first.length >= 8 ? first.readInt32BE(4) : 0;
      if (code === SSL_REQUEST || code === GSS_ENCRYPTION_REQUEST) socket.write('N');
      else if (code === CANCEL_REQUEST) return void socket.end();
      else {
        await turns.run(socket, () => answer(db, socket, first));
        started = true;
      }
    }
    const { messages, rest } = completeMessages(pending, true);
    pending = rest;
    const batch = messages.filter((message) => message[0] !== TERMINATE);
    if (batch.length > 0) await turns.run(socket, () => answer(db, socket, Buffer.concat(batch)));
  };

  socket.on('data', (data: Buffer) => {
    pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
    queue = queue.then(runArrived).catch((error: unknown) => {
      console.error('Embedded database connection failed:', error);
      socket.destroy();
    });
  });
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    queue = queue.then(() => turns.left(socket)).catch((error: unknown) => console.error('Embedded database rollback failed:', error));
  });
  return () => queue;
}

export interface PgliteWireServer {
  /** Stops listening, closes every connection and waits for their work (and rollbacks) to end. */
  close(): Promise<void>;
}

/** Listens on `path` (a Unix socket) for at most `maxConnections` clients at once; more are turned away. */
export async function servePglite(db: PGlite, { path, maxConnections }: { path: string; maxConnections: number }): Promise<PgliteWireServer> {
  const turns = new SessionTurns(db);
  const connections = new Map<net.Socket, () => Promise<void>>();
  const server = net.createServer((socket) => {
    if (connections.size >= maxConnections) return void socket.destroy();
    connections.set(socket, serveConnection(db, turns, socket));
    socket.once('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(path, resolve));
  return {
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const work = [...connections].map(([socket, queued]) => {
        // Its own 'close' handler queues the rollback first; this one then waits for it.
        const left = new Promise<void>((resolve) => socket.once('close', () => resolve(queued())));
        socket.destroy();
        return left;
      });
      await Promise.all([closed, ...work]);
    },
  };
}
