import type { Db } from '../db/database';
import { AUTHORIZATION_CODE_SECONDS, AUTHORIZATION_REQUEST_SECONDS, secondsFrom } from './idpContext';
import { randomSecret, sha256Base64url } from './secrets';

/** What the client asked for at /auth, kept until the user signs in and the code is redeemed. */
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

/** Stores a request waiting for the login form; its random id is the form's hidden, per-request value. */
export async function savePendingRequest(db: Db, request: AuthorizationRequest, now: Date): Promise<string> {
  const id = randomSecret();
  await db
    .insertInto('idp_authorization_requests')
    .values({
      id,
      client_id: request.clientId,
      redirect_uri: request.redirectUri,
      response_mode: request.responseMode,
      state: request.state,
      nonce: request.nonce,
      scope: request.scope,
      code_challenge: request.codeChallenge,
      expires_at: secondsFrom(now, AUTHORIZATION_REQUEST_SECONDS),
      session_id: null,
      code_hash: null,
      code_used_at: null,
    })
    .execute();
  return id;
}

export async function findPendingRequest(db: Db, id: string, now: Date): Promise<AuthorizationRequest | undefined> {
  const row = await db
    .selectFrom('idp_authorization_requests')
    .select(columns)
    .where('id', '=', id)
    .where('session_id', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && toRequest(row);
}

/** Turns a pending request (or a new one, for a browser already signed in) into a short-lived code. */
export async function issueCode(db: Db, pending: { id?: string; request: AuthorizationRequest; sessionId: string }, now: Date): Promise<string> {
  const code = randomSecret();
  const id = pending.id ?? (await savePendingRequest(db, pending.request, now));
  await db
    .updateTable('idp_authorization_requests')
    .set({ session_id: pending.sessionId, code_hash: sha256Base64url(code), expires_at: secondsFrom(now, AUTHORIZATION_CODE_SECONDS) })
    .where('id', '=', id)
    .where('session_id', 'is', null)
    .execute();
  return code;
}

/** Marks the code used and returns its request, once: a second redemption finds nothing. */
export async function redeemCode(db: Db, code: string, now: Date): Promise<RedeemedCode | undefined> {
  const row = await db
    .updateTable('idp_authorization_requests')
    .set({ code_used_at: now })
    .where('code_hash', '=', sha256Base64url(code))
    .where('code_used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(columns)
    .executeTakeFirst();
  return row?.session_id ? { ...toRequest(row), sessionId: row.session_id } : undefined;
}
