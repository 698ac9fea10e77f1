import type { FastifyReply } from 'fastify';

/** Provider pages are never cached and never framed (clickjacking of the login form). */
export function sendHtml(reply: FastifyReply, status: number, html: string, options: { framable?: boolean } = {}): FastifyReply {
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store');
  if (!options.framable) reply.header('x-frame-options', 'DENY').header('content-security-policy', "frame-ancestors 'none'");
  return reply.send(html);
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
