import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/connectionLoss';
import { HttpError } from './errors';
import { validationMessage } from './validation';

interface PgError {
  code?: string;
}

// PostgreSQL errors that can only come from what the client sent (a number out of range for its column,
// a string too long, a foreign key to nothing): the request is bad, not the server.
const CLIENT_PG_ERRORS: Record<string, string> = {
  '22003': 'A number is out of range',
  '22001': 'A value is too long',
  '22007': 'A date is not valid',
  '22008': 'A date is out of range',
  '22P02': 'A value has the wrong format',
  '23503': 'A referenced record does not exist',
};

/** Every failure answers JSON `{message}`; a client's mistake is never a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & PgError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...error.body });
    }
    if (error.validation) {
      return reply.code(400).send({ message: validationMessage(error.validation, error.validationContext) });
    }
    if (error.code && CLIENT_PG_ERRORS[error.code]) {
      return reply.code(400).send({ message: CLIENT_PG_ERRORS[error.code] });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(error);
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error(error);
    return reply.code(500).send({ message: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ message: `No route for ${request.method} ${request.url}` }));
}
