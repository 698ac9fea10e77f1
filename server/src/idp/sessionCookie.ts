import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdpContext } from './idpContext';

/** The browser's session with the provider: a random secret, sent only to the realm's own paths. */
const SESSION_COOKIE = 'TC_IDP_SESSION';

// Secure whenever the browser came over TLS: to a public https URL, or to a trusted proxy that says so
// (request.protocol reads X-Forwarded-Proto only from the addresses in TRUST_PROXY).
function cookieOptions(ctx: IdpContext, request: FastifyRequest) {
  const secure = request.protocol === 'https' || ctx.config.publicUrl.startsWith('https:');
  return { path: ctx.realmPath, httpOnly: true, sameSite: 'lax' as const, secure };
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

export function setSessionCookie(reply: FastifyReply, ctx: IdpContext, secret: string): void {
  reply.setCookie(SESSION_COOKIE, secret, cookieOptions(ctx, reply.request));
}

export function clearSessionCookie(reply: FastifyReply, ctx: IdpContext): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(ctx, reply.request));
}
