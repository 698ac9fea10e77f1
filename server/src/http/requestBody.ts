import type { FastifyInstance } from 'fastify';
import { defineMessages } from '../../../src/i18n/defineMessages';
import { HttpError } from './errors';
import { serverText } from './serverText';

const M = defineMessages({
  forbiddenKey: {
    id: 'server.http.forbiddenJsonKey',
    defaultMessage: 'The body has a key named __proto__ or constructor.prototype, which is not allowed',
  },
  unsupportedEncoding: { id: 'server.http.unsupportedEncoding', defaultMessage: 'Content-Encoding {encoding} is not supported: send the body uncompressed' },
});

/** Whether the text is JSON as such, whatever keys it has. */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * fastify's own JSON parser, which refuses a key that could reach an object's prototype (`__proto__`,
 * `constructor.prototype`) as it would anyway, but says so: fastify words that refusal 'Body is not valid JSON',
 * though the text is JSON. Told apart only on the refusal's path, by parsing the text again as plain JSON.
 */
function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    parse(request, text, (error, value) => {
      if (error && text.length > 0 && isJson(text)) done(new HttpError(400, serverText(M.forbiddenKey)), undefined);
      else done(error, value);
    });
  });
}

/**
 * How the server reads request bodies: JSON as above, and none in a content coding (RFC 9110 §8.4: 415). fastify
 * decodes none, so a gzip body would be read as its compressed bytes, and an uncompressed one labelled gzip accepted
 * as if the label were not there. Refused after the gate's onRequest (an unauthenticated call still gets its 401),
 * before the body is read.
 */
export function installBodyReading(app: FastifyInstance): void {
  installJsonBodyParser(app);
  app.addHook('preParsing', async (request, _reply, payload) => {
    const encoding = request.headers['content-encoding']?.trim();
    if (encoding && encoding.toLowerCase() !== 'identity') throw new HttpError(415, serverText(M.unsupportedEncoding, { encoding }));
    return payload;
  });
}
