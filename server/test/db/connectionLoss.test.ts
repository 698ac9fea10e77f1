import { isDatabaseUnavailable } from '../../src/db/connectionLoss';

const errorWith = (fields: Record<string, string>, message = 'failed') => Object.assign(new Error(message), fields);

describe('which errors mean the database is unavailable (503) rather than a failure (500)', () => {
  it.each([
    ['connection refused', errorWith({ code: 'ECONNREFUSED' })],
    ['connection reset', errorWith({ code: 'ECONNRESET' })],
    ['broken pipe', errorWith({ code: 'EPIPE' })],
    ['the embedded socket missing between two processes', errorWith({ code: 'ENOENT', syscall: 'connect' })],
    ['SQLSTATE 08006 connection failure', errorWith({ code: '08006' })],
    ['57P01 terminated by an administrator', errorWith({ code: '57P01' })],
    ['57P03 the server is starting up', errorWith({ code: '57P03' })],
    ["pg's socket closed under a query", errorWith({}, 'Connection terminated unexpectedly')],
    ["pg's client used after it lost its socket", errorWith({}, 'Client has encountered a connection error and is not queryable')],
  ])('%s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a missing file', errorWith({ code: 'ENOENT', syscall: 'open' })],
    ['a unique violation', errorWith({ code: '23505' })],
    ['a syntax error', errorWith({ code: '42601' })],
    ['an error without a code', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('not %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
