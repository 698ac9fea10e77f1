import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../http/acceptLanguage';
import type { ServerText } from '../http/serverText';
import { messagePage } from './html/layout';
import { logoutConfirmationPage } from './html/logoutConfirmationPage';
import { pageMessages as M } from './html/pageMessages';
import { sendHtml } from './httpReplies';
import { isAllowedRedirect, type IdpContext } from './idpContext';
import { requestParams } from './requestParams';
import { secretsMatch } from './secrets';
import { clearSessionCookie, readSessionCookie } from './sessionCookie';
import { endSessions, findSessionByCookie } from './sessionStore';
import { sessionOfIdTokenHint } from './tokenVerification';

/**
 * The logout form's token for a session: a MAC of its id under the form key, so that only a page this provider
 * served to that browser can post a sign-out the id_token_hint does not vouch for (another site cannot read it).
 */
const confirmationToken = (ctx: IdpContext, sessionId: string) => createHmac('sha256', ctx.keys.formKey).update(`logout ${sessionId}`).digest('base64url');

const confirmed = (ctx: IdpContext, sessionId: string, token: string | undefined) => token !== undefined && secretsMatch(token, confirmationToken(ctx, sessionId));

/**
 * RP-initiated logout, as Keycloak does it: with a valid id_token_hint of the browser's session (keycloak-js sends one)
 * it ends that session at once, then returns to the console; a hint alone (no cookie) ends the session it names.
 * Otherwise a browser that has a session is asked first (a link on any site must not sign a staff member out), with a
 * form that posts back this session's confirmation token.
 */
async function logout(ctx: IdpContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const params = requestParams(request.query, request.body);
  const redirectUri = params.post_logout_redirect_uri;
  const language = requestLanguage(request);
  const refuse = (message: ServerText) => sendHtml(reply, 400, messagePage(language, { title: M.signOutFailed, message }));
  if (params.client_id !== undefined && params.client_id !== ctx.config.clientId) return refuse(M.unknownClient);
  if (redirectUri !== undefined && !isAllowedRedirect(ctx, redirectUri)) return refuse(M.invalidRedirect);
  if (redirectUri !== undefined && !params.client_id && !params.id_token_hint) return refuse(M.missingClient);
  const now = ctx.clock();
  const fromCookie = await findSessionByCookie(ctx.db, readSessionCookie(request), now);
  const fromHint = await sessionOfIdTokenHint(ctx, params.id_token_hint);
  // A hint vouches only for its own session: another staff member's ID token must not sign this browser out.
  const hintVouches = fromHint !== undefined && fromHint === fromCookie?.id;
  if (fromCookie && !hintVouches && !(request.method === 'POST' && confirmed(ctx, fromCookie.id, params.confirm))) {
    const { client_id, state, id_token_hint } = params;
    const fields = { client_id, post_logout_redirect_uri: redirectUri, state, id_token_hint, confirm: confirmationToken(ctx, fromCookie.id) };
    return sendHtml(reply, 200, logoutConfirmationPage(language, `${ctx.oidcPath}/logout`, fields));
  }
  await endSessions(ctx, [fromCookie?.id, fromHint].filter((id): id is string => Boolean(id)), now);
  clearSessionCookie(reply, ctx);
  if (!redirectUri) {
    return sendHtml(reply, 200, messagePage(language, { title: M.signedOut, message: M.signedOutText, link: { href: `${ctx.config.publicUrl}/`, text: M.backToConsole } }));
  }
  const target = new URL(redirectUri);
  if (params.state) target.searchParams.set('state', params.state);
  return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
}

export async function logoutRoutes(app: FastifyInstance, ctx: IdpContext): Promise<void> {
  const path = `${ctx.oidcPath}/logout`;
  app.get(path, function logoutByGet(request, reply) {
    return logout(ctx, request, reply);
  });
  app.post(path, function logoutByPost(request, reply) {
    return logout(ctx, request, reply);
  });
}
