import { Type, type NumberOptions, type StringOptions } from '@sinclair/typebox';
import { ID_MAX } from '../../../src/domain/inputLimits';
import { MULTI_LINE_PATTERN, SINGLE_LINE_PATTERN } from '../../../src/domain/textPatterns';

export { MULTI_LINE_PATTERN, SINGLE_LINE_PATTERN };

/**
 * Schema builders for what clients send, so that each field states its limit once: texts refuse the
 * control characters they have no use for, numbers stay within bounds, ids within PostgreSQL integers.
 * The limits themselves live in src/domain/inputLimits.ts and the characters in src/domain/textPatterns.ts,
 * shared with the console.
 */

/** Ajv keyword (see ./validation.ts): the string's length in UTF-8 bytes, as it is stored and sent. */
export const MAX_UTF8_BYTES = 'x-max-utf8-bytes';

export const SingleLineText = (maxLength: number, options: StringOptions = {}) => Type.String({ ...options, maxLength, pattern: SINGLE_LINE_PATTERN });

export const MultiLineText = (maxLength: number, options: StringOptions = {}) => Type.String({ ...options, maxLength, pattern: MULTI_LINE_PATTERN });

/** Rich text (HTML) capped in bytes; a character is at least one byte, so maxLength stops a huge text early. */
export const RichText = (maxBytes: number, options: StringOptions = {}) =>
  Type.String({ ...options, maxLength: maxBytes, pattern: MULTI_LINE_PATTERN, [MAX_UTF8_BYTES]: maxBytes });

/** A finite number within [minimum, maximum] (ajv refuses NaN and Infinity as numbers). */
export const BoundedNumber = (minimum: number, maximum: number, options: NumberOptions = {}) => Type.Number({ ...options, minimum, maximum });

/** A number whose size is bounded but whose sign a domain rule checks, with the spec's own message. */
export const SignedNumber = (maxMagnitude: number, options: NumberOptions = {}) => BoundedNumber(-maxMagnitude, maxMagnitude, options);

export const BoundedInteger = (minimum: number, maximum: number, options: NumberOptions = {}) => Type.Integer({ ...options, minimum, maximum });

/** A row id: a positive PostgreSQL integer. */
export const RowId = (options: NumberOptions = {}) => BoundedInteger(1, ID_MAX, options);

/** The path parameters of a route of one tournament (`/api/tournaments/:id`), shared by every domain that has one. */
export const TournamentIdParams = Type.Object({ id: RowId() });
