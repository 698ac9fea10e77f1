import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../http/errors';
import type { TokenVerifier } from './tokenVerifier';
import { cacheVerifiedTokens } from './verifiedTokenCache';
import './caller';

const PUBLIC_API_PATHS = new Set(['/api/openapi.json']);

/** Every /api request but the API description carries a valid bearer token, else 401. */
export function requireBearerTokens(app: FastifyInstance, verifyToken: TokenVerifier): void {
  // A client sends the same token with every call until it refreshes: its signature is checked once.
  const verify = cacheVerifiedTokens(verifyToken);
  app.decorateRequest('caller', null as never);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/') || PUBLIC_API_PATHS.has(path)) return;
    const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) throw unauthorized('Missing bearer token');
    try {
      request.caller = await verify(match[1]);
    } catch {
      throw unauthorized('Invalid or expired token');
    }
  });
}
