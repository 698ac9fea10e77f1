import { Type, type Static, type TInteger, type TNumber, type TString } from '@sinclair/typebox';

/**
 * Schema builders that also behave where ajv converts types (path and query parameters, see
 * http/validation.ts): inside an `anyOf`, ajv coerces before trying each branch, so
 * `Type.Union([Type.Number(), Type.Null()])` would turn null into 0. A list of types
 * (`type: ['number', 'null']`) and a plain `enum` do not coerce what already matches.
 */

export function Nullable<T extends TNumber | TInteger | TString>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** The values of a TypeScript number enum, without its reverse-mapped names. */
const enumValues = (enumObject: Record<string, string | number>) => Object.values(enumObject).filter((value) => typeof value === 'number');

/** A TypeScript number enum as an integer JSON-schema enum. */
export function IntegerEnum<E extends Record<string, string | number>>(enumObject: E) {
  return Type.Unsafe<E[keyof E]>({ type: 'integer', enum: enumValues(enumObject) });
}

export function NullableIntegerEnum<E extends Record<string, string | number>>(enumObject: E) {
  return Type.Unsafe<E[keyof E] | null>({ type: ['integer', 'null'], enum: [...enumValues(enumObject), null] });
}
