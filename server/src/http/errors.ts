import type { ServerText, Words } from './serverText';
import { englishOf } from './serverText';

/**
 * Per-field messages of a 400: a list of `{ field, message }` (the tournament and booster rules) or a map of field to
 * message (the score adjustment's), as each route has always answered them.
 */
export type FieldMessages = ReadonlyArray<{ field: string; message: ServerText }> | Readonly<Record<string, ServerText>>;

/**
 * A refusal with a status and a message the console can show, not yet in words: the error handler answers
 * `{ message, errors?, ...body }` in the request's language. `message` (the Error's) is the English, for logs.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: ServerText,
    /** Data beside the message (a 412's version and writer, a batch's index): never words. */
    readonly body: Record<string, unknown> = {},
    readonly fieldMessages?: FieldMessages,
  ) {
    super(englishOf(text));
    this.name = 'HttpError';
  }

  /** The JSON body in the words given. */
  bodyIn(words: Words): Record<string, unknown> {
    const fields = this.fieldMessages;
    if (!fields) return { message: words(this.text), ...this.body };
    const errors = isFieldList(fields)
      ? fields.map(({ field, message }) => ({ field, message: words(message) }))
      : Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, words(message)]));
    return { message: words(this.text), errors, ...this.body };
  }
}

const isFieldList = (fields: FieldMessages): fields is ReadonlyArray<{ field: string; message: ServerText }> => Array.isArray(fields);

export const badRequest = (message: ServerText, body?: Record<string, unknown>) => new HttpError(400, message, body);

/** 400 listing every invalid field (none: nothing to refuse); its message is the first field's, as the console shows it. */
export function invalidFields(fields: FieldMessages): HttpError | undefined {
  const [first] = isFieldList(fields) ? fields.map(({ message }) => message) : Object.values(fields);
  return first === undefined ? undefined : new HttpError(400, first, {}, fields);
}

export const unauthorized = (message: ServerText) => new HttpError(401, message);
export const forbidden = (message: ServerText) => new HttpError(403, message);
export const notFound = (message: ServerText) => new HttpError(404, message);
export const conflict = (message: ServerText) => new HttpError(409, message);
/** A write whose If-Match names a version that is no longer the current one. */
export const preconditionFailed = (message: ServerText, body: Record<string, unknown>) => new HttpError(412, message, body);
export const badGateway = (message: ServerText) => new HttpError(502, message);
