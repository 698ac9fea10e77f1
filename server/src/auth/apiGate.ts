import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../http/errors';
import { markRoutesRequiringToken } from '../http/routeList';
import type { TokenVerifier } from './tokenVerifier';
import { cacheVerifiedTokens } from './verifiedTokenCache';
import './caller';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a token: it says so itself, the gate trusts nothing else. */
    public?: boolean;
  }
}

/**
 * The API's one gate: every route that `registerRoutes` adds lives in this encapsulated scope, whose hook
 * requires a valid bearer token (else 401) unless the route declares `config: { public: true }`. The hook
 * belongs to the routes, so whatever spelling of a URL the router matched (`/%61pi/...`), it runs: nothing
 * here looks at the URL.
 */
export async function apiGate(
  app: FastifyInstance,
  verifyToken: TokenVerifier,
  registerRoutes: (api: FastifyInstance) => Promise<void>,
): Promise<void> {
  // A client sends the same token with every call until it refreshes: its signature is checked once.
  const verify = cacheVerifiedTokens(verifyToken);
  await app.register(async (api) => {
    api.decorateRequest('caller', null as never);
    markRoutesRequiringToken(api, (route) => route.config?.public !== true);
    api.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.public) return;
      const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match) throw unauthorized('Missing bearer token');
      try {
        request.caller = await verify(match[1]);
      } catch {
        throw unauthorized('Invalid or expired token');
      }
    });
    await registerRoutes(api);
  });
}
