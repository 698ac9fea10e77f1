import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../http/acceptLanguage';
import type { ServerText } from '../http/serverText';
import { messagePage } from './html/layout';
import { pageMessages as M } from './html/pageMessages';
import { sendHtml } from './httpReplies';
import { isAllowedRedirect, type IdpContext } from './idpContext';
import { requestParams } from './requestParams';
import { clearSessionCookie, readSessionCookie } from './sessionCookie';
import { endSessions, findSessionByCookie } from './sessionStore';
import { sessionOfIdTokenHint } from './tokenVerification';

/**
 * RP-initiated logout, as Keycloak does it with a valid hint but without ever asking: ends the
 * browser's session and the one the id_token_hint names, then returns to the console.
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
  await endSessions(ctx.db, [fromCookie?.id, fromHint].filter((id): id is string => Boolean(id)), now);
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
  app.get(path, (request, reply) => logout(ctx, request, reply));
  app.post(path, (request, reply) => logout(ctx, request, reply));
}
