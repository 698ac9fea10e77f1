import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { authorizationRoutes } from './authorizationRoutes';
import { allowConsoleOrigin } from './consoleCors';
import { discoveryRoutes } from './discoveryRoutes';
import type { EndedSessions } from './endedSessions';
import { idpContext } from './idpContext';
import { ingestClientSecret } from './ingestClientSecret';
import { logoutRoutes } from './logoutRoutes';
import { profileRoutes } from './profileRoutes';
import { sessionStatusRoutes } from './sessionStatusRoutes';
import type { SigningKeys } from './signingKeys';
import { tokenRoutes } from './tokenRoutes';

/**
 * The embedded OpenID Connect provider, laid out like a Keycloak realm under /realms/{realm}:
 * enough of Keycloak for keycloak-js (code + PKCE, rotating refresh tokens, session iframe, logout), and the
 * client-credentials grant of the machine client that posts gaming events.
 * Every piece of state is in the database. Answers the sessions whose access tokens the API must refuse.
 */
export async function identityProvider(app: FastifyInstance, appCtx: AppContext & { keys: SigningKeys }): Promise<EndedSessions> {
  const ctx = idpContext({ ...appCtx, ingestClientSecret: await ingestClientSecret(appCtx.config) });
  allowConsoleOrigin(app, ctx, [
    `${ctx.realmPath}/.well-known/openid-configuration`,
    `${ctx.oidcPath}/certs`,
    `${ctx.oidcPath}/token`,
    `${ctx.oidcPath}/userinfo`,
    `${ctx.realmPath}/account`,
  ]);
  for (const routes of [discoveryRoutes, authorizationRoutes, tokenRoutes, logoutRoutes, sessionStatusRoutes, profileRoutes]) {
    await routes(app, ctx);
  }
  return ctx.endedSessions;
}
