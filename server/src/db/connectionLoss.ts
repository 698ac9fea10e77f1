import { defineMessages } from '../../../src/i18n/defineMessages';

/**
 * Errors that say the database connection is gone, not that the request was wrong: the embedded database is
 * restarting, PostgreSQL was restarted or ended our backend, or it cannot be reached. They answer 503 with
 * Retry-After; the pool has dropped the dead connection and opens a new one for the next request.
 */
export const DATABASE_UNAVAILABLE_MESSAGE = defineMessages({
  unavailable: { id: 'server.db.unavailable', defaultMessage: 'The database is restarting or unreachable; try again in a few seconds' },
}).unavailable;
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
// SQLSTATE 57P01 admin_shutdown (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now
// (starting up or shutting down); class 08 is connection exceptions.
const SERVER_GONE = new Set(['57P01', '57P02', '57P03']);
// What pg says when the socket closes under a query, or when a client that lost its socket is used again.
const PG_CONNECTION_MESSAGES = /^Connection terminated|is not queryable/;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Not `instanceof Error`: Node's own errors come from another realm under jest's vm.
  if (typeof error !== 'object' || error === null) return false;
  const { code, syscall, message } = error as Partial<NodeJS.ErrnoException>;
  if (code && (NETWORK_ERRORS.has(code) || SERVER_GONE.has(code) || code.startsWith('08'))) return true;
  // The embedded database's socket file between one process and the next.
  if (code === 'ENOENT' && syscall === 'connect') return true;
  return PG_CONNECTION_MESSAGES.test(message ?? '');
}
