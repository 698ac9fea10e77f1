import type { FastifySchemaValidationError } from 'fastify';
import { defineMessages } from '../../../src/i18n/defineMessages';
import { badRequest, type HttpError } from '../http/errors';
import { serverText, type ServerText } from '../http/serverText';
import { validationMessage } from '../http/validation';
import { EVENT_TYPES } from '../events/eventSchema';

/** A failure's place as `/index...`; the batch itself has the empty path. */
const EVENT_PATH = /^\/(\d+)/;

const M = defineMessages({
  type: { id: 'server.events.type', defaultMessage: '[{index}].type: must be one of {types}' },
});

function eventMessage(error: FastifySchemaValidationError, index: number): ServerText {
  if (error.keyword === 'discriminator') return serverText(M.type, { index, types: EVENT_TYPES.join(', ') });
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
  return badRequest(eventMessage(first, index), { index });
}
