import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redeemCode } from './authorizationRequestStore';
import { authenticateClient, ClientAuthenticationFailure, type AuthenticatedClient } from './clientAuthentication';
import { logFailedAttempt, refusalText } from './failedAttemptLog';
import { invalidGrant, OAuthError, sendOAuthError } from './httpReplies';
import type { IdpContext } from './idpContext';
import { useRefreshToken } from './refreshTokenStore';
import { requestParams, type Params } from './requestParams';
import { matchesS256Challenge } from './secrets';
import { endSessions, findActiveSession, touchSession, type IdpSession } from './sessionStore';
import { countFailure } from './signInThrottle';
import { findStaffAccount, staffAccountsFile } from './staffAccounts';
import { issueServiceAccountToken, issueTokens, type ServiceAccountTokenResponse, type TokenResponse } from './tokenMinting';
import { verifyRefreshToken, type RefreshTokenClaims } from './tokenVerification';

/** The session must still be active and its staff member still in the accounts file. */
async function activeGrant(ctx: IdpContext, sessionId: string, now: Date) {
  const session: IdpSession | undefined = await findActiveSession(ctx.db, sessionId, now);
  if (!session) throw invalidGrant('Session not active');
  const account = await findStaffAccount(staffAccountsFile(ctx.config.usersFile), session.username);
  if (!account) throw invalidGrant('The account no longer exists');
  return { session, account };
}

async function exchangeCode(ctx: IdpContext, body: Params): Promise<TokenResponse> {
  const now = ctx.clock();
  const redemption = body.code ? await redeemCode(ctx.db, body.code, now) : ({ outcome: 'unknown' } as const);
  if (redemption.outcome === 'replayed') {
    // RFC 6749 §4.1.2: a code used twice may have been stolen; what it issued is revoked, as Keycloak ends the client session.
    await endSessions(ctx, [redemption.sessionId], now);
    throw invalidGrant('Code already used: the tokens issued for it have been revoked');
  }
  if (redemption.outcome === 'unknown') throw invalidGrant('Code not valid');
  const redeemed = redemption.code;
  if (redeemed.redirectUri !== body.redirect_uri) throw invalidGrant('Incorrect redirect_uri');
  if (!body.code_verifier || !matchesS256Challenge(body.code_verifier, redeemed.codeChallenge)) throw invalidGrant('PKCE verification failed');
  const grant = await activeGrant(ctx, redeemed.sessionId, now);
  return issueTokens(ctx.db, ctx, { ...grant, scope: redeemed.scope, nonce: redeemed.nonce });
}

async function refresh(ctx: IdpContext, body: Params): Promise<TokenResponse> {
  const now = ctx.clock();
  let claims: RefreshTokenClaims;
  try {
    claims = await verifyRefreshToken(ctx, body.refresh_token ?? '');
  } catch {
    throw invalidGrant('Invalid refresh token');
  }
  const rotation = await useRefreshToken(ctx.db, claims.jti!, now);
  if (rotation.outcome === 'reused') {
    await endSessions(ctx, [rotation.sessionId], now);
    throw invalidGrant('Refresh token already used: the session has been ended');
  }
  if (rotation.outcome === 'unknown') throw invalidGrant('Invalid refresh token');
  const grant = await activeGrant(ctx, rotation.sessionId, now);
  await touchSession(ctx.db, grant.session.id, now);
  return issueTokens(ctx.db, ctx, { ...grant, scope: claims.scope ?? 'openid' });
}

const CONSOLE_GRANTS = new Map<string, (ctx: IdpContext, body: Params) => Promise<TokenResponse>>([
  ['authorization_code', exchangeCode],
  ['refresh_token', refresh],
]);

/** The grant the client asked for, if that client may use it: the console signs staff in, the ingest client itself. */
function grantFor(ctx: IdpContext, client: AuthenticatedClient, body: Params): Promise<TokenResponse | ServiceAccountTokenResponse> {
  const grantType = body.grant_type ?? '';
  if (client.kind === 'ingest') {
    if (grantType !== 'client_credentials') throw new OAuthError('unauthorized_client', 'This client may only use client_credentials');
    return issueServiceAccountToken(ctx, client.client);
  }
  const grant = CONSOLE_GRANTS.get(grantType);
  if (grant) return grant(ctx, body);
  if (grantType === 'client_credentials') throw new OAuthError('unauthorized_client', 'A public client has no service account');
  throw new OAuthError('unsupported_grant_type', 'Only authorization_code, refresh_token and client_credentials are supported');
}

/**
 * What a failed token request is answered, once counted against its address (kind tokenAddress, apart from staff
 * sign-in's count): its own error, or 429 while the address must wait. One log line for a failed client
 * authentication, and one for each refusal.
 */
async function failureAnswer(ctx: IdpContext, address: string, failure: OAuthError): Promise<OAuthError> {
  const claim = await countFailure(ctx.db, { kind: 'tokenAddress', key: address }, ctx.clock());
  const refusal = claim.allowed ? undefined : refusalText('address', claim);
  if (failure instanceof ClientAuthenticationFailure) {
    logFailedAttempt('token request', { address, client: failure.client }, refusal ? `${failure.outcome}, ${refusal}` : failure.outcome);
  } else if (refusal) {
    logFailedAttempt('token request', { address }, refusal);
  }
  if (claim.allowed) return failure;
  return new OAuthError('temporarily_unavailable', `Too many failed requests: try again in ${claim.retryAfterSeconds} s`, 429, claim.retryAfterSeconds);
}

/**
 * Credentials are checked before any throttle: client secrets, codes and refresh tokens cannot be guessed, so valid
 * ones always get tokens and count nothing, however many arrive at once (decision 117). Every request that yields no
 * tokens counts against its address: a run of wrong secrets, codes, verifiers or refresh tokens ends in 429.
 */
async function token(ctx: IdpContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const body = requestParams(request.body);
  try {
    const tokens = await grantFor(ctx, authenticateClient(ctx, request.headers.authorization, body), body);
    return reply.header('cache-control', 'no-store').send(tokens);
  } catch (error) {
    if (error instanceof OAuthError) return sendOAuthError(reply, await failureAnswer(ctx, request.ip, error));
    throw error;
  }
}

/**
 * The token endpoint: the console, a public client (no secret), with code + PKCE and rotating refresh tokens; the
 * ingest client, confidential, with client credentials.
 */
export async function tokenRoutes(app: FastifyInstance, ctx: IdpContext): Promise<void> {
  app.post(`${ctx.oidcPath}/token`, function answerTokenRequest(request, reply) {
    return token(ctx, request, reply);
  });
}
