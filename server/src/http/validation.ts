import AjvCompiler, { type Ajv } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { defineMessages } from '../../../src/i18n/defineMessages';
import { MAX_UTF8_BYTES, MULTI_LINE_PATTERN, NOT_BLANK, SINGLE_LINE_PATTERN, TIMESTAMP_PATTERN } from './inputSchemas';
import { serverText, type ServerText } from './serverText';

// fastify's own defaults, minus removeAdditional: a client's unknown fields are ignored where they are read.
// discriminator: a oneOf tagged by a property (events by `type`) reports the failures of the tagged branch only.
const AJV_OPTIONS = { useDefaults: true, removeAdditional: false, allErrors: false, discriminator: true } as const;

/** Ajv reads a keyword function's failures from its `errors` property. */
function maxUtf8Bytes(limit: number, text: string): boolean {
  if (Buffer.byteLength(text, 'utf8') <= limit) return true;
  maxUtf8Bytes.errors = [{ keyword: MAX_UTF8_BYTES, message: `must not have more than ${limit} bytes in UTF-8`, params: { limit } }];
  return false;
}
// Ajv adds where the failure is (instancePath, schemaPath).
maxUtf8Bytes.errors = [] as Array<Pick<FastifySchemaValidationError, 'keyword' | 'message' | 'params'>>;

function notBlank(_required: boolean, text: string): boolean {
  if (text.trim() !== '') return true;
  notBlank.errors = [{ keyword: NOT_BLANK, message: 'must not be blank', params: {} }];
  return false;
}
notBlank.errors = [] as Array<Pick<FastifySchemaValidationError, 'keyword' | 'message' | 'params'>>;

function addTextKeywords(ajv: Ajv): void {
  ajv.addKeyword({ keyword: MAX_UTF8_BYTES, type: 'string', schemaType: 'number', errors: true, validate: maxUtf8Bytes });
  ajv.addKeyword({ keyword: NOT_BLANK, type: 'string', schemaType: 'boolean', errors: true, validate: notBlank });
}

type ParameterValidator = ((data: unknown, ...context: unknown[]) => boolean) & { errors?: unknown; schemaEnv?: unknown };

/** How a number is written in a path or a query: decimal digits, a sign and a fraction at most. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The texts of a parameter ajv is about to convert, one per value (a repeated query parameter has several). */
const textsOf = (value: unknown): unknown[] => [value].flat();

/**
 * ajv converts any text JavaScript reads as a number: 'Infinity' and '1e309' (which then pass `integer`, `minimum`
 * and `maximum`: its checks read what it converted as it was), '0x2', '2e0', '+2' and ' 2'. A parameter it turned
 * into a number is refused as not a number unless it was written in decimal digits, so one resource has one address.
 */
function decimalParameters(validate: ParameterValidator): ParameterValidator {
  const checked: ParameterValidator = (data, ...context) => {
    // ajv converts the values in place: the texts as sent are read before it runs.
    const values = (data ?? {}) as Record<string, unknown>;
    const sent = Object.entries(values).map(([name, value]) => [name, textsOf(value)] as const);
    const valid = validate(data, ...context);
    checked.errors = validate.errors;
    if (!valid) return false;
    const notDecimal = sent.find(([name, texts]) => textsOf(values[name]).some((value, index) => typeof value === 'number' && !DECIMAL.test(String(texts[index]))));
    if (notDecimal === undefined) return true;
    checked.errors = [{ keyword: 'type', instancePath: `/${notDecimal[0]}`, schemaPath: '', params: { type: 'number' }, message: 'must be number' }];
    return false;
  };
  // fastify lets ajv set the root value through its parent only when it sees schemaEnv.
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/**
 * Path and query parameters are text by nature, so ajv converts them to the numbers and booleans their
 * schema asks for; a JSON body carries its own types, so there a "1" where a number belongs is refused,
 * not converted and stored.
 */
export function installValidators(app: FastifyInstance): void {
  const compilers = AjvCompiler();
  const strictBodies = compilers({}, { customOptions: { ...AJV_OPTIONS, coerceTypes: false }, onCreate: addTextKeywords });
  const convertingParameters = compilers({}, { customOptions: { ...AJV_OPTIONS, coerceTypes: 'array' }, onCreate: addTextKeywords });
  // The cast: fastify's and @fastify/ajv-compiler's types spell the same route definition differently.
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? strictBodies(route as never) : (decimalParameters(convertingParameters(route as never) as ParameterValidator) as never)));
}

/**
 * The schema refusals the server words itself, each as `field: problem` (the field as the domain's rules name it).
 * The English of ajv's keywords is ajv's own (its NOT as 'not'); a keyword not listed here keeps ajv's English.
 */
const M = defineMessages({
  controlCharacters: { id: 'server.validation.controlCharacters', defaultMessage: '{field}: must not contain control characters' },
  required: { id: 'server.validation.required', defaultMessage: '{field}: is required' },
  type: { id: 'server.validation.type', defaultMessage: '{field}: must be {type}' },
  /** JSON types one after the other: 'integer or null'. */
  typeAlternatives: { id: 'server.validation.typeAlternatives', defaultMessage: '{types} or {type}' },
  maxUtf8Bytes: { id: 'server.validation.maxUtf8Bytes', defaultMessage: '{field}: must not have more than {limit} bytes in UTF-8' },
  maxLength: { id: 'server.validation.maxLength', defaultMessage: '{field}: must not have more than {limit} characters' },
  minLength: { id: 'server.validation.minLength', defaultMessage: '{field}: must not have fewer than {limit} characters' },
  maxItems: { id: 'server.validation.maxItems', defaultMessage: '{field}: must not have more than {limit} items' },
  minItems: { id: 'server.validation.minItems', defaultMessage: '{field}: must not have fewer than {limit} items' },
  maxProperties: { id: 'server.validation.maxProperties', defaultMessage: '{field}: must not have more than {limit} properties' },
  /** minimum, maximum and their exclusive forms: the comparison is '>=', '<=', '>' or '<'. */
  comparison: { id: 'server.validation.comparison', defaultMessage: '{field}: must be {comparison} {limit}' },
  enum: { id: 'server.validation.enum', defaultMessage: '{field}: must be equal to one of the allowed values' },
  const: { id: 'server.validation.const', defaultMessage: '{field}: must be equal to constant' },
  notBlank: { id: 'server.validation.notBlank', defaultMessage: '{field}: must not be blank' },
  format: { id: 'server.validation.format', defaultMessage: '{field}: must match format "{format}"' },
  timestamp: { id: 'server.validation.timestamp', defaultMessage: '{field}: must be an ISO 8601 timestamp with a zone, e.g. 2026-11-24T18:30:00Z' },
  pattern: { id: 'server.validation.pattern', defaultMessage: '{field}: must match pattern "{pattern}"' },
  additionalProperties: { id: 'server.validation.additionalProperties', defaultMessage: '{field}: must not have additional properties' },
  anyOf: { id: 'server.validation.anyOf', defaultMessage: '{field}: must match a schema in anyOf' },
  oneOf: { id: 'server.validation.oneOf', defaultMessage: '{field}: must match exactly one schema in oneOf' },
  discriminatorTag: { id: 'server.validation.discriminatorTag', defaultMessage: '{field}: tag "{tag}" must be string' },
  discriminatorMapping: { id: 'server.validation.discriminatorMapping', defaultMessage: '{field}: value of tag "{tag}" must be in oneOf' },
  /** Any other keyword: ajv's English problem. */
  other: { id: 'server.validation.other', defaultMessage: '{field}: {problem}' },
});

const LIMITS = { maxLength: M.maxLength, minLength: M.minLength, maxItems: M.maxItems, minItems: M.minItems, maxProperties: M.maxProperties, [MAX_UTF8_BYTES]: M.maxUtf8Bytes };
const COMPARISONS = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);
const FIXED = { enum: M.enum, const: M.const, additionalProperties: M.additionalProperties, anyOf: M.anyOf, oneOf: M.oneOf };

const isKeyOf = <T extends object>(object: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(object, key);

/** 'integer,null' (a type list) as 'integer or null', in the words of the language. */
function typeNames(type: unknown): ServerText {
  const [first, ...others] = String(type).split(',');
  return others.reduce<ServerText>((types, next) => serverText(M.typeAlternatives, { types, type: next }), first);
}

/** The refusal of one failure at `field`, not yet in words. */
export function refusalAt(field: string, error: Pick<FastifySchemaValidationError, 'keyword' | 'message' | 'params'>): ServerText {
  const { keyword, params } = error;
  if (keyword === 'pattern' && (params.pattern === SINGLE_LINE_PATTERN || params.pattern === MULTI_LINE_PATTERN)) return serverText(M.controlCharacters, { field });
  if ((keyword === 'pattern' && params.pattern === TIMESTAMP_PATTERN) || (keyword === 'format' && params.format === 'date-time')) return serverText(M.timestamp, { field });
  if (keyword === 'pattern') return serverText(M.pattern, { field, pattern: String(params.pattern) });
  if (keyword === 'format') return serverText(M.format, { field, format: String(params.format) });
  if (keyword === 'required') return serverText(M.required, { field });
  if (keyword === NOT_BLANK) return serverText(M.notBlank, { field });
  if (keyword === 'type') return serverText(M.type, { field, type: typeNames(params.type) });
  if (isKeyOf(LIMITS, keyword)) return serverText(LIMITS[keyword], { field, limit: Number(params.limit) });
  if (COMPARISONS.has(keyword)) return serverText(M.comparison, { field, comparison: String(params.comparison), limit: Number(params.limit) });
  if (isKeyOf(FIXED, keyword)) return serverText(FIXED[keyword], { field });
  if (keyword === 'discriminator') return serverText(params.error === 'tag' ? M.discriminatorTag : M.discriminatorMapping, { field, tag: String(params.tag) });
  return serverText(M.other, { field, problem: (error.message ?? 'is not valid').replace(/\bNOT\b/g, 'not') });
}

/** An ajv instance path as the domain's validation names fields: `/tiers/0/rank_max` → `tiers[0].rank_max`. */
function fieldPath(instancePath: string, part: string): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const path = segments.map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`)).join('');
  return path.replace(/^\./, '') || part;
}

/**
 * The first failure as `field: message`, the field named as the domain's rules name it (e.g.
 * `tiers[0].bonus.name: must not contain control characters`), not yet in words. In an anyOf ajv lists each
 * branch's failure before its own summary; the first branch's says most.
 */
export function validationMessage(errors: FastifySchemaValidationError[], part = 'body'): ServerText {
  const [first] = errors;
  const missing = first.keyword === 'required' ? `/${String(first.params.missingProperty)}` : '';
  return refusalAt(fieldPath(first.instancePath + missing, part === 'querystring' ? 'query' : part), first);
}
