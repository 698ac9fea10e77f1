import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Caller } from './caller';

export type TokenVerifier = (token: string) => Promise<Caller>;

interface KeycloakClaims extends JWTPayload {
  azp?: string;
  preferred_username?: string;
  name?: string;
  email?: string;
  email_verified?: boolean;
  resource_access?: Record<string, { roles?: string[] }>;
}

function audienceIncludes(payload: KeycloakClaims, clientId: string): boolean {
  const audiences = Array.isArray(payload.aud) ? payload.aud : payload.aud ? [payload.aud] : [];
  return payload.azp === clientId || audiences.includes(clientId);
}

/**
 * Verifies a bearer access token the way a Keycloak resource server does: signature by the issuer's
 * keys, issuer, expiry, and that it was issued to (azp) or for (aud) the console's client.
 */
export function createTokenVerifier(options: { issuer: string; clientId: string; keys: JWTVerifyGetKey }): TokenVerifier {
  return async (token) => {
    const { payload } = await jwtVerify<KeycloakClaims>(token, options.keys, {
      issuer: options.issuer,
      requiredClaims: ['sub', 'exp'],
    });
    if (!audienceIncludes(payload, options.clientId)) throw new Error('Token not issued for this client');
    if (payload.typ !== undefined && payload.typ !== 'Bearer') throw new Error('Not an access token');
    const username = payload.preferred_username ?? payload.sub!;
    return {
      id: payload.sub!,
      username,
      displayName: payload.name ?? username,
      email: payload.email ?? '',
      emailVerified: payload.email_verified ?? false,
      roles: payload.resource_access?.[options.clientId]?.roles ?? [],
    };
  };
}
