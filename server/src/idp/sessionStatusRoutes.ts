import type { FastifyInstance } from 'fastify';
import { LOGIN_STATUS_IFRAME, THIRD_PARTY_COOKIES_STEP1, THIRD_PARTY_COOKIES_STEP2 } from './html/sessionFramePages';
import { sendFramePage } from './httpReplies';
import type { IdpContext } from './idpContext';
import { requestParams } from './requestParams';
import { readSessionCookie } from './sessionCookie';
import { findSessionByCookie } from './sessionStore';

/** The hidden iframes keycloak-js uses to notice that the session changed (e.g. signed out elsewhere). */
export async function sessionStatusRoutes(app: FastifyInstance, ctx: IdpContext): Promise<void> {
  app.get(`${ctx.oidcPath}/3p-cookies/step1.html`, function sendThirdPartyCookiesStep1(_request, reply) {
    return sendFramePage(reply, THIRD_PARTY_COOKIES_STEP1, ctx.consoleOrigin);
  });
  app.get(`${ctx.oidcPath}/3p-cookies/step2.html`, function sendThirdPartyCookiesStep2(_request, reply) {
    return sendFramePage(reply, THIRD_PARTY_COOKIES_STEP2, ctx.consoleOrigin);
  });
  app.get(`${ctx.oidcPath}/login-status-iframe.html`, function sendLoginStatusIframe(_request, reply) {
    return sendFramePage(reply, LOGIN_STATUS_IFRAME, ctx.consoleOrigin);
  });

  // Keycloak's rule: the session in the cookie is the one the client knows ("" for none on both sides).
  app.get(`${ctx.oidcPath}/login-status-iframe.html/check`, async function checkLoginStatus(request, reply) {
    const query = requestParams(request.query);
    reply.header('cache-control', 'no-store');
    if (query.client_id !== ctx.config.clientId || query.origin !== ctx.consoleOrigin) return reply.code(403).send({ status: 'error' });
    const session = await findSessionByCookie(ctx.db, readSessionCookie(request), ctx.clock());
    return { status: (session?.id ?? '') === (query.sid ?? '') ? 'unchanged' : 'changed' };
  });
}
