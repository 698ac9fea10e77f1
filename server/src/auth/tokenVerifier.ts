import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Caller, CallerKind } from './caller';

export type TokenVerifier = (token: string) => Promise<Caller>;

interface KeycloakClaims extends JWTPayload {
  azp?: string;
  /** A service-account token's client: `client_id` (RFC 9068) on clients made since 2023 (keycloak#16329), `clientId` on older ones. */
  client_id?: string;
  clientId?: string;
  preferred_username?: string;
  sid?: string;
  name?: string;
  email?: string;
  email_verified?: boolean;
  resource_access?: Record<string, { roles?: string[] }>;
}

export interface TokenVerifierOptions {
  issuer: string;
  /** The console's client: its tokens are staff members'. */
  clientId: string;
  /** The ingest client: its service-account tokens are the operator's platform's. */
  ingestClientId: string;
  keys: JWTVerifyGetKey;
}

function audienceIncludes(payload: KeycloakClaims, clientId: string): boolean {
  const audiences = Array.isArray(payload.aud) ? payload.aud : payload.aud ? [payload.aud] : [];
  return audiences.includes(clientId);
}

/**
 * Which kind of caller a token speaks for, by the client it was issued to (azp, or Keycloak's client id claim); a
 * token of another client counts as staff only if it was issued for the console (aud). The issuing client decides
 * before the audience, so that a service-account token with the console in its audience stays a machine's.
 */
function callerKind(payload: KeycloakClaims, options: TokenVerifierOptions): CallerKind | undefined {
  const issuedTo = payload.azp ?? payload.client_id ?? payload.clientId;
  if (issuedTo === options.ingestClientId) return 'ingest';
  if (issuedTo === options.clientId || audienceIncludes(payload, options.clientId)) return 'staff';
  return undefined;
}

/**
 * Verifies a bearer access token the way a Keycloak resource server does: signature by the issuer's keys, issuer,
 * expiry, and that it was issued to the console's client (a staff member) or to the ingest client (a machine).
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  return async (token) => {
    const { payload } = await jwtVerify<KeycloakClaims>(token, options.keys, {
      issuer: options.issuer,
      requiredClaims: ['sub', 'exp'],
    });
    const kind = callerKind(payload, options);
    if (!kind) throw new Error('Token not issued for this client');
    if (payload.typ !== undefined && payload.typ !== 'Bearer') throw new Error('Not an access token');
    const username = payload.preferred_username ?? payload.sub!;
    const client = kind === 'staff' ? options.clientId : options.ingestClientId;
    return {
      kind,
      id: payload.sub!,
      username,
      displayName: payload.name ?? username,
      email: payload.email ?? '',
      emailVerified: payload.email_verified ?? false,
      roles: payload.resource_access?.[client]?.roles ?? [],
      ...(payload.sid === undefined ? {} : { sessionId: payload.sid }),
      expiresAt: payload.exp! * 1000,
    };
  };
}
