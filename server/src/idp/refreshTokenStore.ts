import type { Db } from '../db/database';

/** Remembers an issued refresh token (by its jti) so that it can be used exactly once. */
export async function recordRefreshToken(db: Db, token: { jti: string; sessionId: string; issuedAt: Date; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('idp_refresh_tokens')
    .values({ jti: token.jti, session_id: token.sessionId, issued_at: token.issuedAt, expires_at: token.expiresAt, used_at: null })
    .execute();
}

export type Rotation = { outcome: 'rotated'; sessionId: string } | { outcome: 'reused'; sessionId: string } | { outcome: 'unknown' };

/**
 * Uses up a refresh token. A token already used means a copy is being replayed (stolen, or a stale
 * client): the caller ends its session so that every token of it stops working.
 */
export async function useRefreshToken(db: Db, jti: string, now: Date): Promise<Rotation> {
  const rotated = await db
    .updateTable('idp_refresh_tokens')
    .set({ used_at: now })
    .where('jti', '=', jti)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('session_id')
    .executeTakeFirst();
  if (rotated) return { outcome: 'rotated', sessionId: rotated.session_id };
  const used = await db.selectFrom('idp_refresh_tokens').select('session_id').where('jti', '=', jti).where('used_at', 'is not', null).executeTakeFirst();
  return used ? { outcome: 'reused', sessionId: used.session_id } : { outcome: 'unknown' };
}
