import { Type, type NumberOptions, type StringOptions } from '@sinclair/typebox';
import { ID_MAX } from '../../../src/domain/inputLimits';

/**
 * Schema builders for what clients send, so that each field states its limit once: texts refuse the
 * control characters they have no use for, numbers stay within bounds, ids within PostgreSQL integers.
 * The limits themselves live in src/domain/inputLimits.ts, shared with the console's form.
 */

// Refused in every text: C0 controls and DEL (PostgreSQL cannot store NUL; the rest only hide or garble
// text), and UTF-16 surrogates outside a pair (ajv compiles patterns with the 'u' flag, where the class
// matches only unpaired ones), which the driver would store as U+FFFD, a different text than was sent.
const CONTROL_AND_DEL = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF';
/** One line: no tab, line feed or carriage return either. */
export const SINGLE_LINE_PATTERN = `^[^${CONTROL_AND_DEL}\\u0009\\u000A\\u000D]*$`;
/** Paragraphs: tab, line feed and carriage return allowed. */
export const MULTI_LINE_PATTERN = `^[^${CONTROL_AND_DEL}]*$`;

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
