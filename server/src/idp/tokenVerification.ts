import { compactVerify, jwtVerify, type JWTPayload } from 'jose';
import type { IdpContext } from './idpContext';

export interface RefreshTokenClaims extends JWTPayload {
  sid: string;
  azp: string;
  scope?: string;
}

/** A refresh token this provider signed, unexpired, for this client; its state is then checked in the database. */
export async function verifyRefreshToken(ctx: IdpContext, token: string): Promise<RefreshTokenClaims> {
  const { payload } = await jwtVerify<RefreshTokenClaims>(token, ctx.keys.verificationKeys, {
    issuer: ctx.issuer,
    audience: ctx.issuer,
    currentDate: ctx.clock(),
    requiredClaims: ['jti', 'sid', 'sub', 'exp'],
  });
  if (payload.typ !== 'Refresh' || payload.azp !== ctx.config.clientId) throw new Error('Not a refresh token of this client');
  return payload;
}

/** The session named by an id_token_hint: signed by us, but, as logout hints go, possibly expired. */
export async function sessionOfIdTokenHint(ctx: IdpContext, hint: string | undefined): Promise<string | undefined> {
  if (!hint) return undefined;
  try {
    const { payload } = await compactVerify(hint, ctx.keys.verificationKeys);
    const claims = JSON.parse(new TextDecoder().decode(payload)) as JWTPayload & { sid?: string };
    return claims.iss === ctx.issuer && claims.typ === 'ID' ? claims.sid : undefined;
  } catch {
    return undefined;
  }
}
