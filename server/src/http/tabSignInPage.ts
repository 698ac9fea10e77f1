import type { FastifyInstance } from 'fastify';
import { serializePolicy } from './securityHeaders';

/** src/features/auth/tabSignIn.ts's TAB_SIGN_IN_PAGE. */
export const TAB_SIGN_IN_PATH = '/tab-sign-in.html';

/**
 * The page a console tab's silent sign-in for a tab it opens lands on (decision 147): blank, no script, framed by the
 * console alone. The code comes in the fragment, which the browser never sends here; the framing tab reads it.
 */
export function tabSignInPageRoute(app: FastifyInstance): void {
  const policy = serializePolicy({ 'default-src': ["'none'"], 'frame-ancestors': ["'self'"] });
  app.get(TAB_SIGN_IN_PATH, { schema: { hide: true } }, async function sendTabSignInPage(_request, reply) {
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', policy).send('<!doctype html><title></title>');
  });
}
