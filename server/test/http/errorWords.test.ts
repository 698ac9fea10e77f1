import { gzipSync } from 'node:zlib';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance, type FastifySchemaValidationError } from 'fastify';
import { TOURNAMENT_VALIDATION_MESSAGES } from '../../../src/domain/tournamentValidation';
import { messageRef } from '../../../src/i18n/text';
import { installErrorHandler } from '../../src/http/errorHandler';
import { invalidFields } from '../../src/http/errors';
import { installBodyReading } from '../../src/http/requestBody';
import { RichText, SingleLineText } from '../../src/http/inputSchemas';
import { installValidators } from '../../src/http/validation';
import { Nullable } from '../../src/http/schemaTypes';
import { expectedConsoleLines } from '../../../test/consoleLines';

/**
 * The error handler puts every refusal into the words of the request's Accept-Language (issue 14): the schema
 * refusals the server words, fastify's refusals of a body, the unknown route and a 500. No database: a bare app
 * with the server's validators and error handler.
 */

const Tagged = Type.Unsafe({
  type: 'object',
  discriminator: { propertyName: 'kind' },
  required: ['kind'],
  oneOf: [
    { type: 'object', properties: { kind: { const: 'a' } } },
    { type: 'object', properties: { kind: { const: 'b' } } },
  ],
});

const Body = Type.Object({
  name: Type.String(),
  text: Type.Optional(SingleLineText(5)),
  short: Type.Optional(Type.String({ minLength: 3 })),
  rich: Type.Optional(RichText(4)),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  positive: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  list: Type.Optional(Type.Array(Type.Integer(), { minItems: 1, maxItems: 2 })),
  map: Type.Optional(Type.Record(Type.String(), Type.Integer(), { maxProperties: 1 })),
  choice: Type.Optional(Type.Unsafe({ enum: ['a', 'b'] })),
  fixed: Type.Optional(Type.Literal('x')),
  when: Type.Optional(Type.String({ format: 'date-time' })),
  code: Type.Optional(Type.String({ pattern: '^[A-Z]+$' })),
  count: Type.Optional(Nullable(Type.Integer())),
  closed: Type.Optional(Type.Object({}, { additionalProperties: false })),
  tagged: Type.Optional(Tagged),
});

const valid = { name: 'n' };

// Failures whose English is ajv's own (NOT as 'not'): the field named, and a body with that one failure.
const AJV_WORDED: Array<[string, Record<string, unknown>]> = [
  ['short', { short: 'ab' }],
  ['size', { size: 0 }],
  ['size', { size: 11 }],
  ['positive', { positive: 0 }],
  ['list', { list: [] }],
  ['list', { list: [1, 2, 3] }],
  ['map', { map: { a: 1, b: 2 } }],
  ['choice', { choice: 'c' }],
  ['fixed', { fixed: 'y' }],
  ['code', { code: 'abc' }],
  ['closed', { closed: { extra: 1 } }],
  ['tagged', { tagged: { kind: 1 } }],
  ['tagged', { tagged: { kind: 'c' } }],
];

async function testApp(): Promise<FastifyInstance> {
  const app = Fastify({ bodyLimit: 2000 });
  installValidators(app);
  installErrorHandler(app);
  installBodyReading(app);
  app.post('/checked', { schema: { body: Body } }, async () => ({ ok: true }));
  // The same schema, its first failure answered as ajv reported it.
  app.post('/raw', { schema: { body: Body }, attachValidation: true }, async (request) => (request.validationError?.validation as FastifySchemaValidationError[])[0]);
  app.get('/refusal', async () => {
    const { titleRequired, leaderboardSize } = TOURNAMENT_VALIDATION_MESSAGES;
    throw invalidFields([
      { field: 'title', message: messageRef(titleRequired) },
      { field: 'leaderboard_size', message: messageRef(leaderboardSize, { max: 100_000 }) },
    ]);
  });
  app.get('/failure', async () => {
    throw new Error('a bug');
  });
  await app.ready();
  return app;
}

describe('the words of refusals', () => {
  // The logger is off, as without LOG_LEVEL: an unexpected error still reaches the output.
  const failures = expectedConsoleLines('error', /^Internal server error on /);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  const post = async (body: unknown, language?: string) => {
    const response = await app.inject({ method: 'POST', url: '/checked', payload: body as object, headers: language ? { 'accept-language': language } : {} });
    return { status: response.statusCode, json: response.json() as { message: string } };
  };
  const get = async (url: string, language?: string) => {
    const response = await app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
    return { status: response.statusCode, json: response.json() as { message: string } };
  };

  it.each(AJV_WORDED)("words %s of %j as ajv does in English, and in Romanian when asked", async (field, failure) => {
    const raw = (await app.inject({ method: 'POST', url: '/raw', payload: { ...valid, ...failure } })).json() as { message: string };
    const english = await post({ ...valid, ...failure });
    expect(english).toEqual({ status: 400, json: { message: `${field}: ${raw.message.replace(/\bNOT\b/g, 'not')}` } });
    const romanian = await post({ ...valid, ...failure }, 'ro-RO,ro;q=0.9,en;q=0.8');
    expect(romanian.status).toBe(400);
    expect(romanian.json.message).toMatch(new RegExp(`^${field}: `));
    expect(romanian.json.message).not.toMatch(/\bmust\b/);
  });

  it.each([
    [{ text: 'a\u0000' }, 'text: must not contain control characters', 'text: nu trebuie să conțină caractere de control'],
    [{ text: 'abcdef' }, 'text: must not have more than 5 characters', 'text: poate avea cel mult 5 caractere'],
    [{ rich: 'ăăă' }, 'rich: must not have more than 4 bytes in UTF-8', 'rich: poate avea cel mult 4 octeți în UTF-8'],
    [{ name: undefined }, 'name: is required', 'name: este obligatoriu'],
    [{ name: 1 }, 'name: must be string', 'name: trebuie să fie de tipul string'],
    [{ count: '1' }, 'count: must be integer or null', 'count: trebuie să fie de tipul integer sau null'],
    [{ list: [] }, 'list: must not have fewer than 1 items', 'list: trebuie să aibă cel puțin un element'],
    [{ list: [1, 2, 3] }, 'list: must not have more than 2 items', 'list: poate avea cel mult 2 elemente'],
    [{ size: 11 }, 'size: must be <= 10', 'size: trebuie să fie <= 10'],
    [
      { when: 'yesterday' },
      'when: must be an ISO 8601 timestamp with a zone, e.g. 2026-11-24T18:30:00Z',
      'when: trebuie să fie o marcă temporală ISO 8601 cu fus orar, de exemplu 2026-11-24T18:30:00Z',
    ],
  ])('words %j in English and Romanian', async (failure, english, romanian) => {
    expect((await post({ ...valid, ...failure })).json).toEqual({ message: english });
    expect((await post({ ...valid, ...failure }, 'ro')).json).toEqual({ message: romanian });
  });

  it("words fastify's refusals of a body", async () => {
    const send = (payload: string, language?: string, type = 'application/json') =>
      app.inject({ method: 'POST', url: '/checked', payload, headers: { 'content-type': type, ...(language ? { 'accept-language': language } : {}) } });
    expect((await send('{')).json()).toEqual({ message: "Body is not valid JSON but content-type is set to 'application/json'" });
    expect((await send('{', 'ro')).json()).toEqual({ message: "Corpul cererii nu este JSON valid, deși content-type este 'application/json'" });
    expect((await send('', 'ro')).json()).toEqual({ message: "Corpul cererii nu poate fi gol când content-type este 'application/json'" });
    const tooLarge = await send(JSON.stringify({ name: 'x'.repeat(3000) }), 'ro');
    expect([tooLarge.statusCode, tooLarge.json()]).toEqual([413, { message: 'Corpul cererii este prea mare' }]);
    expect((await send(JSON.stringify({ name: 'x'.repeat(3000) }))).json()).toEqual({ message: 'Request body is too large' });
    const unsupported = await send('x', 'ro', 'application/x-unknown');
    expect([unsupported.statusCode, unsupported.json()]).toEqual([415, { message: 'Tip de conținut neacceptat' }]);
  });

  it('refuses a key that could reach the prototype, saying so, and parses JSON as fastify does otherwise', async () => {
    const send = (payload: string, language?: string) =>
      app.inject({ method: 'POST', url: '/checked', payload, headers: { 'content-type': 'application/json; charset=utf-8', ...(language ? { 'accept-language': language } : {}) } });
    const english = 'The body has a key named __proto__ or constructor.prototype, which is not allowed';
    for (const body of ['{"name":"n","__proto__":{"x":1}}', '{"name":"n","constructor":{"prototype":{"x":1}}}', '[{"__proto__":null}]']) {
      const refused = await send(body);
      expect([refused.statusCode, refused.json()]).toEqual([400, { message: english }]);
    }
    expect((await send('{"__proto__":{}}', 'ro')).json()).toEqual({ message: 'Corpul cererii are o cheie numită __proto__ sau constructor.prototype, care nu este permisă' });
    expect((await send('{"name":"n","__proto__"')).json()).toEqual({ message: "Body is not valid JSON but content-type is set to 'application/json'" });
    expect((await send('{"name":"n","constructor":{"name":"c"}}')).statusCode).toBe(200);
  });

  it('refuses a body in a content coding with 415, compressed or not, and reads one labelled identity', async () => {
    const send = (payload: string | Buffer, encoding: string, language?: string) =>
      app.inject({ method: 'POST', url: '/checked', payload, headers: { 'content-type': 'application/json', 'content-encoding': encoding, ...(language ? { 'accept-language': language } : {}) } });
    const body = JSON.stringify(valid);
    for (const [payload, encoding] of [[gzipSync(body), 'gzip'], [body, 'gzip'], [body, 'br'], [body, 'gzip, identity']] as const) {
      const refused = await send(payload, encoding);
      expect([refused.statusCode, refused.json()]).toEqual([415, { message: `Content-Encoding ${encoding} is not supported: send the body uncompressed` }]);
    }
    expect((await send(body, 'gzip', 'ro')).json()).toEqual({ message: 'Content-Encoding gzip nu este acceptat: trimiteți corpul necomprimat' });
    expect((await send(body, 'Identity')).statusCode).toBe(200);
  });

  const english = {
    message: 'Title required',
    errors: [
      { field: 'title', message: 'Title required' },
      { field: 'leaderboard_size', message: 'Leaderboard size should be between 1 and 100000' },
    ],
  };

  it('words a refusal the code threw, an unknown route and a failure', async () => {
    expect(await get('/refusal')).toEqual({ status: 400, json: english });
    expect(await get('/refusal', 'ro')).toEqual({
      status: 400,
      json: {
        message: 'Titlul este obligatoriu',
        errors: [
          { field: 'title', message: 'Titlul este obligatoriu' },
          { field: 'leaderboard_size', message: 'Dimensiunea clasamentului trebuie să fie între 1 și 100000' },
        ],
      },
    });
    expect(await get('/nowhere?x=1', 'ro')).toEqual({ status: 404, json: { message: 'Nu există nicio rută pentru GET /nowhere?x=1' } });
    expect(await get('/nowhere')).toEqual({ status: 404, json: { message: 'No route for GET /nowhere' } });
    expect(await get('/failure', 'ro')).toEqual({ status: 500, json: { message: 'Eroare internă a serverului' } });
    expect(await get('/failure')).toEqual({ status: 500, json: { message: 'Internal server error' } });
    expect(failures().map((line) => line.split('\n')[0])).toEqual(['Internal server error on GET /failure: Error: a bug', 'Internal server error on GET /failure: Error: a bug']);
  });

  it('answers English to a malformed or unknown Accept-Language', async () => {
    for (const language of ['ro;q=banana', 'fr-FR', 'ro;q=0', '*']) {
      expect(await get('/refusal', language)).toEqual({ status: 400, json: english });
    }
  });
});
