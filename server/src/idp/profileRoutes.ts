import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createTokenVerifier } from '../auth/tokenVerifier';
import { refusingEndedSessions } from './endedSessions';
import type { Caller } from '../auth/caller';
import { requestLanguage } from '../http/acceptLanguage';
import { accountPage } from './html/accountPage';
import { sendHtml } from './httpReplies';
import { isAllowedRedirect, type IdpContext } from './idpContext';
import { requestParams } from './requestParams';
import { readSessionCookie } from './sessionCookie';
import { findSessionByCookie } from './sessionStore';
import { findStaffAccount, nameParts, staffAccountsFile } from './staffAccounts';

function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** The account page for a browser: who is signed in here, read from the session cookie. */
async function accountHtml(ctx: IdpContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const query = requestParams(request.query);
  const session = await findSessionByCookie(ctx.db, readSessionCookie(request), ctx.clock());
  const account = session && (await findStaffAccount(staffAccountsFile(ctx.config.usersFile), session.username));
  const backTo = isAllowedRedirect(ctx, query.referrer_uri) ? query.referrer_uri : `${ctx.config.publicUrl}/`;
  const logoutUrl = `${ctx.oidcPath}/logout?${new URLSearchParams({ client_id: ctx.config.clientId, post_logout_redirect_uri: backTo })}`;
  return sendHtml(reply, 200, accountPage(requestLanguage(request), account, backTo, logoutUrl));
}

/** userinfo and the account profile (keycloak-js loadUserInfo / loadUserProfile), for a valid access token. */
export async function profileRoutes(app: FastifyInstance, ctx: IdpContext): Promise<void> {
  const verify = refusingEndedSessions(
    createTokenVerifier({ issuer: ctx.issuer, clientId: ctx.config.clientId, ingestClientId: ctx.ingestClient.id, keys: ctx.keys.verificationKeys }),
    ctx.endedSessions,
  );
  const caller = async (request: FastifyRequest, reply: FastifyReply): Promise<Caller | undefined> => {
    try {
      return await verify(bearerToken(request) ?? '');
    } catch {
      reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token', error_description: 'Missing, invalid or expired access token' });
      return undefined;
    }
  };

  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const who = await caller(request, reply);
    if (!who) return reply;
    const { givenName, familyName } = nameParts(who.displayName);
    return { sub: who.id, preferred_username: who.username, name: who.displayName, given_name: givenName, family_name: familyName, email: who.email, email_verified: who.emailVerified };
  };
  app.get(`${ctx.oidcPath}/userinfo`, userinfo);
  app.post(`${ctx.oidcPath}/userinfo`, userinfo);

  app.get(`${ctx.realmPath}/account`, async function readAccount(request, reply) {
    if (!request.headers.authorization) return accountHtml(ctx, request, reply);
    const who = await caller(request, reply);
    if (!who) return reply;
    const { givenName, familyName } = nameParts(who.displayName);
    return { id: who.id, username: who.username, email: who.email, firstName: givenName, lastName: familyName, emailVerified: who.emailVerified, attributes: {} };
  });
}
