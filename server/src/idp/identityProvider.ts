import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { SigningKeys } from './signingKeys';

/** The embedded OpenID Connect provider, laid out like a Keycloak realm under /realms/{realm}. */
export async function identityProvider(app: FastifyInstance, ctx: AppContext & { keys: SigningKeys }): Promise<void> {
  app.get(`/realms/${ctx.config.realm}/protocol/openid-connect/certs`, async () => ctx.keys.jwks);
}
