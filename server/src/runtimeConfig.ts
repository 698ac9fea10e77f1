import type { FastifyInstance } from 'fastify';
import type { ApiExtension } from '../../src/domain/apiExtensions';
import type { ServerConfig } from './config';

/** What the SPA reads at start from /config.json (src/app/runtimeConfig.ts describes the fields). */
export interface SpaRuntimeConfig {
  apiBase: string;
  identityProviderUrl: string;
  realm: string;
  clientId: string;
  extensions: ApiExtension[];
}

const KEYCLOAK_ISSUER = /^(?<url>.+)\/realms\/(?<realm>[^/]+)$/;

/**
 * The provider the SPA signs in with is the one this server trusts: an external Keycloak issuer
 * `https://host/realms/X` becomes url `https://host` and realm `X` (keycloak-js wants them apart);
 * the embedded provider is '' (the SPA's own origin) and the configured realm.
 */
export function spaRuntimeConfig(config: Pick<ServerConfig, 'externalIssuer' | 'realm' | 'clientId' | 'spaApiBase' | 'spaApiExtensions'>): SpaRuntimeConfig {
  const common = { apiBase: config.spaApiBase, clientId: config.clientId, extensions: config.spaApiExtensions };
  if (!config.externalIssuer) return { ...common, identityProviderUrl: '', realm: config.realm };
  const issuer = KEYCLOAK_ISSUER.exec(config.externalIssuer)?.groups;
  if (!issuer) {
    throw new Error(`OIDC_ISSUER ${config.externalIssuer} is not a Keycloak realm (…/realms/{realm}): the console's keycloak-js cannot sign in with it`);
  }
  return { ...common, identityProviderUrl: issuer.url, realm: issuer.realm };
}

export const RUNTIME_CONFIG_PATH = '/config.json';

/** Answers GET /config.json from the server's configuration, not from the static file of the build. */
export function runtimeConfigRoute(app: FastifyInstance, config: ServerConfig): void {
  const body = spaRuntimeConfig(config);
  app.get(RUNTIME_CONFIG_PATH, { schema: { hide: true } }, async function sendRuntimeConfig(_request, reply) {
    return reply.header('cache-control', 'no-cache').send(body);
  });
}
