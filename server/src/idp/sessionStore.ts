import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { EndedSessions } from './endedSessions';
import { SESSION_IDLE_SECONDS, SESSION_MAX_SECONDS, secondsFrom } from './idpContext';
import { randomSecret, sha256Base64url } from './secrets';

/** A browser's sign-in: `id` is the public `sid` of its tokens; the cookie holds a separate secret. */
export interface IdpSession {
  id: string;
  username: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function createSession(db: Db, username: string, now: Date): Promise<{ session: IdpSession; cookieSecret: string }> {
  const cookieSecret = randomSecret();
  const session = { id: randomUUID(), username, createdAt: now, expiresAt: secondsFrom(now, SESSION_MAX_SECONDS) };
  await db
    .insertInto('idp_sessions')
    .values({
      id: session.id,
      cookie_hash: sha256Base64url(cookieSecret),
      username,
      created_at: now,
      last_active_at: now,
      expires_at: session.expiresAt,
      ended_at: null,
    })
    .execute();
  return { session, cookieSecret };
}

/** Not ended, within its maximum lifetime, and used within the idle timeout. */
function activeSessions(db: Db, now: Date) {
  return db
    .selectFrom('idp_sessions')
    .select(['id', 'username', 'created_at', 'expires_at'])
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_active_at', '>', secondsFrom(now, -SESSION_IDLE_SECONDS));
}

function toSession(row: { id: string; username: string; created_at: Date; expires_at: Date } | undefined): IdpSession | undefined {
  return row && { id: row.id, username: row.username, createdAt: row.created_at, expiresAt: row.expires_at };
}

export async function findActiveSession(db: Db, id: string, now: Date): Promise<IdpSession | undefined> {
  return toSession(await activeSessions(db, now).where('id', '=', id).executeTakeFirst());
}

export async function findSessionByCookie(db: Db, cookieSecret: string | undefined, now: Date): Promise<IdpSession | undefined> {
  if (!cookieSecret) return undefined;
  return toSession(await activeSessions(db, now).where('cookie_hash', '=', sha256Base64url(cookieSecret)).executeTakeFirst());
}

/** Slides the idle timeout (on sign-in through an existing session and on each refresh). */
export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('idp_sessions').set({ last_active_at: now }).where('id', '=', id).execute();
}

/**
 * Ends sessions: their refresh tokens stop working, the API refuses their access tokens (EndedSessions) and the
 * login-status iframe reports a change.
 */
export async function endSessions(ctx: { db: Db; endedSessions: EndedSessions }, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await ctx.db.updateTable('idp_sessions').set({ ended_at: now }).where('id', 'in', ids).where('ended_at', 'is', null).execute();
  ctx.endedSessions.add(ids, now);
}
