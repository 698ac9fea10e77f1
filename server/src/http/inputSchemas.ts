import { Type, type NumberOptions, type StringOptions } from '@sinclair/typebox';
import { ID_MAX, TEXT_MAX_LENGTH } from '../../../src/domain/inputLimits';
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

/** Ajv keyword (see ./validation.ts): the string holds more than white space (an id of spaces names nobody). */
export const NOT_BLANK = 'x-not-blank';

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

/**
 * A moment as RFC 3339 (ISO 8601) with its zone, years 0000 to 9999: the format checks the ranges (no 30 February),
 * the pattern keeps what JavaScript also reads (a leap second `:60` or a zone without minutes `+01` it cannot, so
 * they are refused, not guessed). Without it a date PostgreSQL reads its own way ('Jan 5 2027', a time without a
 * zone, in the session's) would be stored, and one past its range ('+010000-01-01') would fail as a 500.
 */
export const TIMESTAMP_PATTERN = '^\\d{4}-\\d\\d-\\d\\d[Tt ]\\d\\d:\\d\\d:[0-5]\\d(\\.\\d+)?([Zz]|[+-]\\d\\d:?\\d\\d)$';
export const ZonedTimestamp = (description: string) =>
  Type.String({ format: 'date-time', pattern: TIMESTAMP_PATTERN, maxLength: TEXT_MAX_LENGTH.timestamp, description: `${description}, ISO 8601 with a zone (e.g. 2026-11-24T18:30:00Z)` });

/** A row id: a positive PostgreSQL integer. */
export const RowId = (options: NumberOptions = {}) => BoundedInteger(1, ID_MAX, options);

/** The path parameters of a route of one tournament (`/api/tournaments/:id`), shared by every domain that has one. */
export const TournamentIdParams = Type.Object({ id: RowId() });
