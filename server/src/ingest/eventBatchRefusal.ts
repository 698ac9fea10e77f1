import type { FastifySchemaValidationError } from 'fastify';
import { defineMessages } from '../../../src/i18n/defineMessages';
import { badRequest, type HttpError } from '../http/errors';
import { serverText, type ServerText } from '../http/serverText';
import { validationMessage } from '../http/validation';
import { EVENT_TIMESTAMP_PATTERN, EVENT_TYPES } from '../events/eventSchema';

/** A failure's place as `/index/field...`; the batch itself has the empty path. */
const EVENT_PATH = /^\/(\d+)(?:\/([^/]+))?/;

const M = defineMessages({
  type: { id: 'server.events.type', defaultMessage: '[{index}].type: must be one of {types}' },
  occurredAt: { id: 'server.events.occurredAt', defaultMessage: '[{index}].occurred_at: must be an ISO 8601 timestamp with a zone, e.g. 2026-11-24T18:30:00Z' },
});

function eventMessage(error: FastifySchemaValidationError, index: number, field: string | undefined): ServerText {
  if (error.keyword === 'discriminator') return serverText(M.type, { index, types: EVENT_TYPES.join(', ') });
  const isTimestamp = field === 'occurred_at' && (error.keyword === 'format' || (error.keyword === 'pattern' && error.params.pattern === EVENT_TIMESTAMP_PATTERN));
  if (isTimestamp) return serverText(M.occurredAt, { index });
  return validationMessage([error]);
}

/**
 * The 400 of a malformed batch (spec §1): `{ message, index }` naming the first bad event (ajv stops at the
 * first failure, in batch order), or the message alone when the batch as a whole is wrong (not a list, empty,
 * too long).
 */
export function eventBatchRefusal(errors: FastifySchemaValidationError[]): HttpError {
  const [first] = errors;
  const place = EVENT_PATH.exec(first.instancePath);
  if (!place) return badRequest(validationMessage(errors));
  const index = Number(place[1]);
  return badRequest(eventMessage(first, index, place[2]), { index });
}
