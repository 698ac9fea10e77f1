import { randomUUID } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import type { Db } from '../db/database';
import { ACCESS_TOKEN_SECONDS, SESSION_IDLE_SECONDS, type ConfidentialClient, type IdpContext } from './idpContext';
import { recordRefreshToken } from './refreshTokenStore';
import { accessTokenHash } from './secrets';
import type { IdpSession } from './sessionStore';
import { SIGNING_ALG } from './signingKeys';
import { nameParts, type StaffAccount } from './staffAccounts';

/** The token endpoint's answer, shaped like Keycloak's (keycloak-js reads the three tokens). */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
  id_token: string;
  token_type: 'Bearer';
  'not-before-policy': 0;
  session_state: string;
  scope: string;
}

/** The client-credentials answer: an access token only, as Keycloak gives a service account by default. */
export interface ServiceAccountTokenResponse {
  access_token: string;
  expires_in: number;
  refresh_expires_in: 0;
  token_type: 'Bearer';
  'not-before-policy': 0;
}

interface Grant {
  account: StaffAccount;
  session: IdpSession;
  scope: string;
  nonce?: string | null;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function sign(ctx: IdpContext, claims: JWTPayload, lifetime: { iat: number; exp: number }): Promise<string> {
  return new SignJWT({ jti: randomUUID(), ...claims, iss: ctx.issuer, iat: lifetime.iat, exp: lifetime.exp })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: ctx.keys.kid, typ: 'JWT' })
    .sign(ctx.keys.privateKey);
}

function profileClaims({ account }: Grant) {
  const { givenName, familyName } = nameParts(account.name);
  return {
    preferred_username: account.username,
    name: account.name,
    given_name: givenName,
    family_name: familyName,
    email: account.email,
    email_verified: true,
  };
}

/** Claims every token of the grant shares: who, which session, for which client. */
function grantClaims(ctx: IdpContext, grant: Grant) {
  return { sub: grant.account.username, sid: grant.session.id, azp: ctx.config.clientId, scope: grant.scope };
}

/**
 * Mints access, ID and refresh tokens for a session and records the refresh token for rotation.
 * The refresh token is a signed JWT (keycloak-js decodes it) that expires after the idle timeout,
 * never after the session.
 */
export async function issueTokens(db: Db, ctx: IdpContext, grant: Grant): Promise<TokenResponse> {
  const now = ctx.clock();
  const iat = seconds(now);
  const refreshExp = Math.min(iat + SESSION_IDLE_SECONDS, seconds(grant.session.expiresAt));
  const common = grantClaims(ctx, grant);
  const roles = grant.account.roles;
  const accessToken = await sign(
    ctx,
    {
      ...common,
      ...profileClaims(grant),
      typ: 'Bearer',
      aud: ctx.config.clientId,
      realm_access: { roles },
      resource_access: { [ctx.config.clientId]: { roles } },
    },
    { iat, exp: iat + ACCESS_TOKEN_SECONDS },
  );
  const idToken = await sign(
    ctx,
    {
      ...common,
      ...profileClaims(grant),
      typ: 'ID',
      aud: ctx.config.clientId,
      auth_time: seconds(grant.session.createdAt),
      at_hash: accessTokenHash(accessToken),
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    },
    { iat, exp: iat + ACCESS_TOKEN_SECONDS },
  );
  const refreshJti = randomUUID();
  const refreshToken = await sign(ctx, { ...common, typ: 'Refresh', aud: ctx.issuer, jti: refreshJti }, { iat, exp: refreshExp });
  await recordRefreshToken(db, { jti: refreshJti, sessionId: grant.session.id, issuedAt: now, expiresAt: new Date(refreshExp * 1000) });
  return {
    access_token: accessToken,
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_token: refreshToken,
    refresh_expires_in: refreshExp - iat,
    id_token: idToken,
    token_type: 'Bearer',
    'not-before-policy': 0,
    session_state: grant.session.id,
    scope: grant.scope,
  };
}

/** The name Keycloak gives a client's service-account user, also this token's subject. */
export const serviceAccountName = (clientId: string) => `service-account-${clientId}`;

/**
 * A service-account access token shaped like Keycloak's: issued to (azp) and naming (client_id) the client, for
 * its service-account user; no session, no refresh token (a client with its secret simply asks again).
 */
export async function issueServiceAccountToken(ctx: IdpContext, client: ConfidentialClient): Promise<ServiceAccountTokenResponse> {
  const iat = seconds(ctx.clock());
  const accessToken = await sign(
    ctx,
    {
      typ: 'Bearer',
      sub: serviceAccountName(client.id),
      azp: client.id,
      client_id: client.id,
      preferred_username: serviceAccountName(client.id),
      realm_access: { roles: [] },
    },
    { iat, exp: iat + ACCESS_TOKEN_SECONDS },
  );
  return { access_token: accessToken, expires_in: ACCESS_TOKEN_SECONDS, refresh_expires_in: 0, token_type: 'Bearer', 'not-before-policy': 0 };
}
