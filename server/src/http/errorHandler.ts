import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineMessages } from '../../../src/i18n/defineMessages';
import type { MessageDescriptor } from '../../../src/i18n/text';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/connectionLoss';
import { requestLanguage } from './acceptLanguage';
import { HttpError } from './errors';
import { serverText, wordsIn } from './serverText';
import { validationMessage } from './validation';

interface PgError {
  code?: string;
}

const M = defineMessages({
  numberOutOfRange: { id: 'server.http.numberOutOfRange', defaultMessage: 'A number is out of range' },
  valueTooLong: { id: 'server.http.valueTooLong', defaultMessage: 'A value is too long' },
  dateNotValid: { id: 'server.http.dateNotValid', defaultMessage: 'A date is not valid' },
  dateOutOfRange: { id: 'server.http.dateOutOfRange', defaultMessage: 'A date is out of range' },
  wrongFormat: { id: 'server.http.wrongFormat', defaultMessage: 'A value has the wrong format' },
  missingReference: { id: 'server.http.missingReference', defaultMessage: 'A referenced record does not exist' },
  bodyTooLarge: { id: 'server.http.bodyTooLarge', defaultMessage: 'Request body is too large' },
  unsupportedMediaType: { id: 'server.http.unsupportedMediaType', defaultMessage: 'Unsupported Media Type' },
  contentLengthMismatch: { id: 'server.http.contentLengthMismatch', defaultMessage: 'Request body size did not match Content-Length' },
  emptyJsonBody: { id: 'server.http.emptyJsonBody', defaultMessage: "Body cannot be empty when content-type is set to 'application/json'" },
  invalidJsonBody: { id: 'server.http.invalidJsonBody', defaultMessage: "Body is not valid JSON but content-type is set to 'application/json'" },
  internalError: { id: 'server.http.internalError', defaultMessage: 'Internal server error' },
  noRoute: { id: 'server.http.noRoute', defaultMessage: 'No route for {method} {url}' },
  badUrl: { id: 'server.http.badUrl', defaultMessage: 'The address is not valid: a part of it is not valid percent-encoding' },
  paramTooLong: { id: 'server.http.paramTooLong', defaultMessage: 'A part of the address is too long' },
});

// PostgreSQL errors that can only come from what the client sent (a number out of range for its column,
// a string too long, a foreign key to nothing): the request is bad, not the server.
const CLIENT_PG_ERRORS: Record<string, MessageDescriptor> = {
  '22003': M.numberOutOfRange,
  '22001': M.valueTooLong,
  '22007': M.dateNotValid,
  '22008': M.dateOutOfRange,
  // A time zone displacement out of range: a year past 9999 moved by a duplicate's shift.
  '22009': M.dateOutOfRange,
  '22P02': M.wrongFormat,
  '23503': M.missingReference,
};

// fastify's own refusals of a request's address and body, in the catalogs' words (fastify's English is lib/errors.js).
const FASTIFY_REFUSALS: Record<string, MessageDescriptor> = {
  FST_ERR_BAD_URL: M.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: M.paramTooLong,
  FST_ERR_CTP_BODY_TOO_LARGE: M.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: M.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: M.contentLengthMismatch,
  FST_ERR_CTP_EMPTY_JSON_BODY: M.emptyJsonBody,
  FST_ERR_CTP_INVALID_JSON_BODY: M.invalidJsonBody,
};

/**
 * Every failure answers JSON `{message}`; a client's mistake is never a 500. The words are chosen here, and
 * only here: in the language of the request's Accept-Language (English without it).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerFailure);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: wordsIn(requestLanguage(request))(serverText(M.noRoute, { method: request.method, url: request.url })) }),
  );
}

/**
 * The answer to any failure, the router's own too (fastify's frameworkErrors: bad percent-encoding, a parameter too
 * long), which reach no error handler by themselves.
 */
export function answerFailure(error: FastifyError & PgError, request: FastifyRequest, reply: FastifyReply) {
  const words = wordsIn(requestLanguage(request));
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send(error.bodyIn(words));
  }
  if (error.validation) {
    return reply.code(400).send({ message: words(validationMessage(error.validation, error.validationContext)) });
  }
  if (error.code && Object.hasOwn(CLIENT_PG_ERRORS, error.code)) {
    return reply.code(400).send({ message: words(CLIENT_PG_ERRORS[error.code]) });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn(error);
    return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: words(DATABASE_UNAVAILABLE_MESSAGE) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Another library's refusal keeps its own words.
    const known = error.code && Object.hasOwn(FASTIFY_REFUSALS, error.code) ? serverText(FASTIFY_REFUSALS[error.code]) : error.message;
    return reply.code(status).send({ message: words(known) });
  }
  // The fastify logger is off unless LOG_LEVEL is set (a disabled one has no level), and an operator must see an
  // unexpected error without configuring anything (as failedAttemptLog.ts for sign-ins): the route's pattern, not
  // its URL, which may carry a player's id or a query.
  if (request.log.level !== undefined) request.log.error(error);
  else console.error(`Internal server error on ${request.method} ${request.routeOptions.url ?? '(no route)'}:`, error);
  return reply.code(500).send({ message: words(M.internalError) });
}
