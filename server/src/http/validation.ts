import AjvCompiler, { type Ajv } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { MAX_UTF8_BYTES, MULTI_LINE_PATTERN, SINGLE_LINE_PATTERN } from './inputSchemas';

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

function addMaxUtf8Bytes(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: MAX_UTF8_BYTES,
    type: 'string',
    schemaType: 'number',
    errors: true,
    validate: maxUtf8Bytes,
  });
}

/**
 * Path and query parameters are text by nature, so ajv converts them to the numbers and booleans their
 * schema asks for; a JSON body carries its own types, so there a "1" where a number belongs is refused,
 * not converted and stored.
 */
export function installValidators(app: FastifyInstance): void {
  const compilers = AjvCompiler();
  const strictBodies = compilers({}, { customOptions: { ...AJV_OPTIONS, coerceTypes: false }, onCreate: addMaxUtf8Bytes });
  const convertingParameters = compilers({}, { customOptions: { ...AJV_OPTIONS, coerceTypes: 'array' }, onCreate: addMaxUtf8Bytes });
  // The cast: fastify's and @fastify/ajv-compiler's types spell the same route definition differently.
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? strictBodies : convertingParameters)(route as never));
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

function readableMessage(error: FastifySchemaValidationError): string {
  if (error.keyword === 'pattern' && (error.params.pattern === SINGLE_LINE_PATTERN || error.params.pattern === MULTI_LINE_PATTERN)) {
    return 'must not contain control characters';
  }
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'type') return `must be ${String(error.params.type).replace(/,/g, ' or ')}`;
  return (error.message ?? 'is not valid').replace(/\bNOT\b/g, 'not');
}

/**
 * The first failure as `field: message`, the field named as the domain's rules name them (e.g.
 * `tiers[0].bonus.name: must not contain control characters`). In an anyOf ajv lists each branch's
 * failure before its own summary; the first branch's says most.
 */
export function validationMessage(errors: FastifySchemaValidationError[], part = 'body'): string {
  const [first] = errors;
  const missing = first.keyword === 'required' ? `/${String(first.params.missingProperty)}` : '';
  return `${fieldPath(first.instancePath + missing, part === 'querystring' ? 'query' : part)}: ${readableMessage(first)}`;
}
