import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdpContext } from './idpContext';

/** The browser's session with the provider: a random secret, sent only to the realm's own paths. */
const SESSION_COOKIE = 'TC_IDP_SESSION';

function cookieOptions(ctx: IdpContext) {
  return { path: ctx.realmPath, httpOnly: true, sameSite: 'lax' as const, secure: ctx.config.publicUrl.startsWith('https:') };
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

export function setSessionCookie(reply: FastifyReply, ctx: IdpContext, secret: string): void {
  reply.setCookie(SESSION_COOKIE, secret, cookieOptions(ctx));
}

export function clearSessionCookie(reply: FastifyReply, ctx: IdpContext): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(ctx));
}
