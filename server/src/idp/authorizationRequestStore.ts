import type { Db } from '../db/database';
import { AUTHORIZATION_CODE_SECONDS, SESSION_MAX_SECONDS, secondsFrom } from './idpContext';
import { randomSecret, sha256Base64url } from './secrets';

/** What the client asked for at /auth, carried by the login form until the user signs in, then kept with its code. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  responseMode: 'query' | 'fragment';
  state: string | null;
  nonce: string | null;
  scope: string;
  codeChallenge: string;
}

export interface RedeemedCode extends AuthorizationRequest {
  sessionId: string;
}

const columns = ['client_id', 'redirect_uri', 'response_mode', 'state', 'nonce', 'scope', 'code_challenge', 'session_id'] as const;

type RequestRow = { client_id: string; redirect_uri: string; response_mode: string; state: string | null; nonce: string | null; scope: string; code_challenge: string };

function toRequest(row: RequestRow): AuthorizationRequest {
  return {
    clientId: row.client_id,
    redirectUri: row.redirect_uri,
    responseMode: row.response_mode === 'query' ? 'query' : 'fragment',
    state: row.state,
    nonce: row.nonce,
    scope: row.scope,
    codeChallenge: row.code_challenge,
  };
}

/**
 * Issues a short-lived code for a request whose staff member has signed in (session). Nothing is stored before that
 * (decision 122): the request waited in the login form (sealedAuthorizationRequest.ts), whose id `id` is; a form
 * already used answers undefined, so one form signs in once.
 */
export async function issueCode(db: Db, signedIn: { id?: string; request: AuthorizationRequest; sessionId: string }, now: Date): Promise<string | undefined> {
  const code = randomSecret();
  const { request } = signedIn;
  const stored = await db
    .insertInto('idp_authorization_requests')
    .values({
      id: signedIn.id ?? randomSecret(),
      client_id: request.clientId,
      redirect_uri: request.redirectUri,
      response_mode: request.responseMode,
      state: request.state,
      nonce: request.nonce,
      scope: request.scope,
      code_challenge: request.codeChallenge,
      expires_at: secondsFrom(now, AUTHORIZATION_CODE_SECONDS),
      session_id: signedIn.sessionId,
      code_hash: sha256Base64url(code),
      code_used_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return stored && code;
}

/** Whether the login form `id` has signed someone in already. */
export async function formUsed(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('idp_authorization_requests').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export type Redemption = { outcome: 'redeemed'; code: RedeemedCode } | { outcome: 'replayed'; sessionId: string } | { outcome: 'unknown' };

/**
 * Marks the code used and returns its request, once. A used code is kept as long as a session it fed may live, so
 * that its replay is told apart from an unknown code: the caller then revokes what it issued (RFC 6749 §4.1.2).
 */
export async function redeemCode(db: Db, code: string, now: Date): Promise<Redemption> {
  const codeHash = sha256Base64url(code);
  const row = await db
    .updateTable('idp_authorization_requests')
    .set({ code_used_at: now, expires_at: secondsFrom(now, SESSION_MAX_SECONDS) })
    .where('code_hash', '=', codeHash)
    .where('code_used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(columns)
    .executeTakeFirst();
  if (row?.session_id) return { outcome: 'redeemed', code: { ...toRequest(row), sessionId: row.session_id } };
  const used = await db.selectFrom('idp_authorization_requests').select('session_id').where('code_hash', '=', codeHash).where('code_used_at', 'is not', null).executeTakeFirst();
  return used?.session_id ? { outcome: 'replayed', sessionId: used.session_id } : { outcome: 'unknown' };
}
