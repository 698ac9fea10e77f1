import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_CHALLENGE, unfitParameter } from './authorizationParams';
import { formUsed, issueCode, type AuthorizationRequest } from './authorizationRequestStore';
import type { Language } from '../../../src/i18n/languages';
import { requestLanguage } from '../http/acceptLanguage';
import { serverText, type ServerText } from '../http/serverText';
import { loginPage } from './html/loginPage';
import { messagePage } from './html/layout';
import { pageMessages as M } from './html/pageMessages';
import { redirectToClient, sendHtml } from './httpReplies';
import { isAllowedRedirect, type IdpContext } from './idpContext';
import { requestParams, type Params } from './requestParams';
import { openPendingRequest, sealPendingRequest } from './sealedAuthorizationRequest';
import { readSessionCookie, setSessionCookie } from './sessionCookie';
import { createSession, endSessions, findSessionByCookie, touchSession } from './sessionStore';
import { attemptSignIn } from './signInAttempt';

type Checked = { request: AuthorizationRequest } | { refusal: Record<string, string> };

/** What is wrong with a request whose client and redirect URI are known good, answered to the client. */
function checkAuthorizationRequest(ctx: IdpContext, query: Params, redirectUri: string): Checked {
  if (query.response_type !== 'code') return { refusal: { error: 'unsupported_response_type', error_description: 'Only response_type=code is supported' } };
  if (query.code_challenge_method !== 'S256' || !CODE_CHALLENGE.test(query.code_challenge ?? '')) {
    return { refusal: { error: 'invalid_request', error_description: 'PKCE with code_challenge_method S256 is required' } };
  }
  return {
    request: {
      clientId: ctx.config.clientId,
      redirectUri,
      responseMode: query.response_mode === 'fragment' ? 'fragment' : 'query',
      state: query.state ?? null,
      nonce: query.nonce ?? null,
      scope: query.scope ?? 'openid',
      codeChallenge: query.code_challenge!,
    },
  };
}

function sendCode(reply: FastifyReply, ctx: IdpContext, grant: { request: AuthorizationRequest; code: string; sessionId: string }, status = 302): FastifyReply {
  const { request, code, sessionId } = grant;
  return redirectToClient(reply, request.redirectUri, request.responseMode, { code, state: request.state, session_state: sessionId, iss: ctx.issuer }, status);
}

function backToConsole(ctx: IdpContext) {
  return { href: `${ctx.config.publicUrl}/`, text: M.backToConsole };
}

/** A sign-in refused before the login form: the page says why, with a way back to the console. */
function sendSignInFailed(reply: FastifyReply, ctx: IdpContext, language: Language, message: ServerText): FastifyReply {
  return sendHtml(reply, 400, messagePage(language, { title: M.signInFailed, message, link: backToConsole(ctx) }));
}

function sendSignInExpired(reply: FastifyReply, ctx: IdpContext, language: Language): FastifyReply {
  return sendHtml(reply, 400, messagePage(language, { title: M.signInExpired, message: M.signInExpiredText, link: backToConsole(ctx) }));
}

async function authorize(ctx: IdpContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const query = requestParams(request.query);
  const language = requestLanguage(request);
  // Until client and redirect URI are known good, errors are shown here: never sent to a foreign origin. A parameter
  // beyond its bounds is refused here too: its state could not be echoed back as it came.
  const unfit = unfitParameter(query);
  if (unfit) return sendSignInFailed(reply, ctx, language, serverText(M.invalidParameter, { name: unfit }));
  if (query.client_id !== ctx.config.clientId) return sendSignInFailed(reply, ctx, language, M.unknownClient);
  if (!isAllowedRedirect(ctx, query.redirect_uri)) return sendSignInFailed(reply, ctx, language, M.invalidRedirect);
  const mode = query.response_mode === 'fragment' ? 'fragment' : 'query';
  const checked = checkAuthorizationRequest(ctx, query, query.redirect_uri);
  if ('refusal' in checked) return redirectToClient(reply, query.redirect_uri, mode, { ...checked.refusal, state: query.state });
  const now = ctx.clock();
  const session = query.prompt === 'login' ? undefined : await findSessionByCookie(ctx.db, readSessionCookie(request), now);
  if (session) {
    await touchSession(ctx.db, session.id, now);
    const code = await issueCode(ctx.db, { request: checked.request, sessionId: session.id }, now);
    return code ? sendCode(reply, ctx, { request: checked.request, code, sessionId: session.id }) : sendSignInExpired(reply, ctx, language);
  }
  if (query.prompt === 'none') return redirectToClient(reply, query.redirect_uri, mode, { error: 'login_required', state: query.state });
  const pending = await sealPendingRequest(ctx, checked.request);
  return sendHtml(reply, 200, loginPage(language, { action: `${ctx.realmPath}/login-actions/authenticate`, pending, username: query.login_hint }));
}

/** How long to wait: seconds under a minute, else whole minutes rounded up. */
const waitText = (seconds: number): ServerText => (seconds < 60 ? serverText(M.seconds, { seconds }) : serverText(M.minutes, { minutes: Math.ceil(seconds / 60) }));

async function authenticate(ctx: IdpContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const form = requestParams(request.body);
  const language = requestLanguage(request);
  const now = ctx.clock();
  const pending = form.request ? await openPendingRequest(ctx, form.request) : undefined;
  if (!form.request || !pending || (await formUsed(ctx.db, pending.id))) return sendSignInExpired(reply, ctx, language);
  const outcome = await attemptSignIn(ctx, request.ip, { username: form.username ?? '', password: form.password ?? '' });
  if (!('account' in outcome)) {
    const again = { action: `${ctx.realmPath}/login-actions/authenticate`, pending: form.request, username: form.username };
    if ('failed' in outcome) return sendHtml(reply, 401, loginPage(language, { ...again, error: M.invalidCredentials }));
    reply.header('retry-after', String(outcome.retryAfterSeconds));
    return sendHtml(reply, 429, loginPage(language, { ...again, error: serverText(M.tooManyFailures, { wait: waitText(outcome.retryAfterSeconds) }) }));
  }
  const { account } = outcome;
  const previous = await findSessionByCookie(ctx.db, readSessionCookie(request), now);
  if (previous) await endSessions(ctx, [previous.id], now);
  const { session, cookieSecret } = await createSession(ctx.db, account.username, now);
  setSessionCookie(reply, ctx, cookieSecret);
  const code = await issueCode(ctx.db, { id: pending.id, request: pending.request, sessionId: session.id }, now);
  // The same form posted twice at once: the second one's session is ended, as the form signs in once.
  if (!code) {
    await endSessions(ctx, [session.id], now);
    return sendSignInExpired(reply, ctx, language);
  }
  // 303: the browser follows with a GET, never re-posting the password.
  return sendCode(reply, ctx, { request: pending.request, code, sessionId: session.id }, 303);
}

/** /auth and the login form it shows when the browser has no session yet. */
export async function authorizationRoutes(app: FastifyInstance, ctx: IdpContext): Promise<void> {
  app.get(`${ctx.oidcPath}/auth`, function authorizeRequest(request, reply) {
    return authorize(ctx, request, reply);
  });
  app.post(`${ctx.realmPath}/login-actions/authenticate`, function authenticateRequest(request, reply) {
    return authenticate(ctx, request, reply);
  });
}
