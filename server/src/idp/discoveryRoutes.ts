import type { FastifyInstance } from 'fastify';
import type { IdpContext } from './idpContext';
import { SIGNING_ALG } from './signingKeys';

/** What a generic OpenID Connect client needs to find the endpoints, in Keycloak's layout. */
function openIdConfiguration(ctx: IdpContext) {
  const oidc = `${ctx.config.publicUrl}${ctx.oidcPath}`;
  return {
    issuer: ctx.issuer,
    authorization_endpoint: `${oidc}/auth`,
    token_endpoint: `${oidc}/token`,
    userinfo_endpoint: `${oidc}/userinfo`,
    end_session_endpoint: `${oidc}/logout`,
    jwks_uri: `${oidc}/certs`,
    check_session_iframe: `${oidc}/login-status-iframe.html`,
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment'],
    grant_types_supported: ['authorization_code', 'refresh_token', 'client_credentials'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: [SIGNING_ALG],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'email'],
    claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'sid', 'azp', 'client_id', 'preferred_username', 'name', 'given_name', 'family_name', 'email', 'email_verified'],
    frontchannel_logout_supported: false,
    backchannel_logout_supported: false,
  };
}

export async function discoveryRoutes(app: FastifyInstance, ctx: IdpContext): Promise<void> {
  app.get(`${ctx.realmPath}/.well-known/openid-configuration`, async function readOpenIdConfiguration() {
    return openIdConfiguration(ctx);
  });
  app.get(`${ctx.oidcPath}/certs`, async function readSigningKeys() {
    return ctx.keys.jwks;
  });
}
