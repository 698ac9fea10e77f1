import { Type } from '@sinclair/typebox';

/** The error bodies routes declare for the OpenAPI document; errors lists per-field validation failures. */
export const ErrorSchema = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
});

/** Response schemas for the given error statuses, to spread into a route's `response`. */
export function errorResponses(...statuses: Array<400 | 404 | 409>): Partial<Record<400 | 404 | 409, typeof ErrorSchema>> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorSchema]));
}
