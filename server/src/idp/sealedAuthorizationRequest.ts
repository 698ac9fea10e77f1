import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthorizationRequest } from './authorizationRequestStore';
import { AUTHORIZATION_REQUEST_SECONDS, type IdpContext } from './idpContext';

/** What the login form carries back: the request, and the id its code will be stored under (one sign-in per form). */
export interface PendingRequest {
  id: string;
  request: AuthorizationRequest;
}

const TYPE = 'login-form';
const ALG = 'HS256';

/**
 * The pending authorization request in the login form's hidden field, MACed with the provider's form key and valid
 * for AUTHORIZATION_REQUEST_SECONDS (decision 122): an anonymous GET /auth stores nothing; a row is written only
 * once the password is right (issueCode), under the form's id, so that one form signs in once.
 */
export function sealPendingRequest(ctx: IdpContext, request: AuthorizationRequest): Promise<string> {
  const now = Math.floor(ctx.clock().getTime() / 1000);
  return new SignJWT({ typ: TYPE, request: { ...request } })
    .setProtectedHeader({ alg: ALG })
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + AUTHORIZATION_REQUEST_SECONDS)
    .sign(ctx.keys.formKey);
}

/** The request a form carries, if this provider sealed it and it has not expired; anything else is undefined. */
export async function openPendingRequest(ctx: IdpContext, sealed: string): Promise<PendingRequest | undefined> {
  try {
    const { payload } = await jwtVerify<{ typ: string; request: AuthorizationRequest }>(sealed, ctx.keys.formKey, {
      algorithms: [ALG],
      currentDate: ctx.clock(),
      requiredClaims: ['jti', 'exp'],
    });
    return payload.typ === TYPE ? { id: payload.jti!, request: payload.request } : undefined;
  } catch {
    return undefined;
  }
}
