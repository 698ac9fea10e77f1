import { Type } from '@sinclair/typebox';
import { MESSAGE_LANGUAGE_DESCRIPTION } from './acceptLanguage';
import { Nullable } from './schemaTypes';

/** An error's words, as the OpenAPI document describes them. */
export const ErrorMessage = () => Type.String({ description: MESSAGE_LANGUAGE_DESCRIPTION });

/** The error bodies routes declare for the OpenAPI document; errors lists per-field validation failures. */
export const ErrorSchema = Type.Object({
  message: ErrorMessage(),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: ErrorMessage() }))),
});

/** A write refused because If-Match named an older version: who wrote the current one, and when. */
export const StaleVersionSchema = Type.Object({
  message: ErrorMessage(),
  version: Type.Integer({ description: 'The current version; its ETag is "<version>"' }),
  changed_by: Type.String({ description: "The writer's display name, or 'the server' (completion, seed)" }),
  changed_by_id: Nullable(Type.String({ description: "The staff member's id; null when the server wrote it" })),
  changed_at: Type.String({ description: 'ISO timestamp (UTC)' }),
});

type ErrorStatus = 400 | 404 | 409 | 412;

/** Response schemas for the given error statuses, to spread into a route's `response`. */
export function errorResponses(...statuses: ErrorStatus[]): Partial<Record<ErrorStatus, typeof ErrorSchema | typeof StaleVersionSchema>> {
  return Object.fromEntries(statuses.map((status) => [status, status === 412 ? StaleVersionSchema : ErrorSchema]));
}
