import type { FastifyReply } from 'fastify';
import { serializePolicy } from '../http/securityHeaders';
import { PAGE_STYLE_SOURCE } from './html/layout';
import type { FramePage } from './html/sessionFramePages';

/** Nothing but the page's own style; the login form posts to this server, which redirects to the console. */
const PAGE_POLICY = serializePolicy({
  'default-src': ["'none'"],
  'style-src': [PAGE_STYLE_SOURCE],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
});

function sendUncached(reply: FastifyReply, status: number, html: string, policy: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', policy).send(html);
}

/**
 * Provider pages (layout.ts) are never cached and never framed (clickjacking of the login form); their words follow
 * the request's Accept-Language (requestLanguage).
 */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return sendUncached(reply.header('x-frame-options', 'DENY').header('vary', 'Accept-Language'), status, html, PAGE_POLICY);
}

/** A page keycloak-js frames from the console (`framedBy`): its one inline script runs, and it may call this server. */
export function sendFramePage(reply: FastifyReply, page: FramePage, framedBy: string): FastifyReply {
  const policy = serializePolicy({
    'default-src': ["'none'"],
    'script-src': [page.scriptSource],
    'connect-src': ["'self'"],
    'form-action': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'", framedBy],
  });
  return sendUncached(reply, 200, page.html, policy);
}

/** An OAuth error answer of the token endpoint (RFC 6749 §5.2). */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly statusCode = 400,
    /** Seconds for a Retry-After header (a throttled client). */
    readonly retryAfterSeconds?: number,
  ) {
    super(description);
  }
}

export const invalidGrant = (description: string) => new OAuthError('invalid_grant', description);

export function sendOAuthError(reply: FastifyReply, error: OAuthError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  // RFC 6749 §5.2: a 401 invalid_client names the authentication scheme the client may use.
  if (error.statusCode === 401) reply.header('www-authenticate', 'Basic realm="token endpoint"');
  return reply.code(error.statusCode).header('cache-control', 'no-store').send({ error: error.error, error_description: error.description });
}

/** Sends the user agent back to the client with the answer in the query or the fragment. */
export function redirectToClient(
  reply: FastifyReply,
  redirectUri: string,
  mode: 'query' | 'fragment',
  answer: Record<string, string | null | undefined>,
  status = 302,
): FastifyReply {
  const url = new URL(redirectUri);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(answer)) if (value != null) params.append(name, value);
  // Like Keycloak, the answer joins a fragment the console already had (`#/leaderboard`), which keycloak-js
  // puts back after reading its parameters: a deep link to a tab survives the sign-in.
  if (mode === 'fragment') url.hash = [url.hash.slice(1), params.toString()].filter(Boolean).join('&');
  else params.forEach((value, name) => url.searchParams.append(name, value));
  return reply.header('cache-control', 'no-store').redirect(url.toString(), status);
}
