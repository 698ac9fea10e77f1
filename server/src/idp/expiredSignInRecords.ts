import type { Db } from '../db/database';
import { ACCESS_TOKEN_SECONDS, SESSION_IDLE_SECONDS, secondsFrom } from './idpContext';
import { purgeForgottenFailures } from './signInThrottle';

/**
 * Deletes what can no longer sign anyone in: sessions ended (once their access tokens have expired too: until then
 * the ended session refuses them, EndedSessions), expired or idle past the timeout (their
 * authorization requests and refresh tokens go with them), expired requests, codes and refresh tokens
 * of live sessions, and failure counts past their reset time. Without it the tables grow with every
 * sign-in (and every guessed username), forever.
 */
export async function purgeExpiredSignInRecords(db: Db, now: Date): Promise<number> {
  const sessions = await db
    .deleteFrom('idp_sessions')
    .where((eb) => eb.or([eb('ended_at', '<=', secondsFrom(now, -ACCESS_TOKEN_SECONDS)), eb('expires_at', '<=', now), eb('last_active_at', '<=', secondsFrom(now, -SESSION_IDLE_SECONDS))]))
    .executeTakeFirst();
  const requests = await db.deleteFrom('idp_authorization_requests').where('expires_at', '<=', now).executeTakeFirst();
  const tokens = await db.deleteFrom('idp_refresh_tokens').where('expires_at', '<=', now).executeTakeFirst();
  const records = [sessions, requests, tokens].reduce((sum, { numDeletedRows }) => sum + Number(numDeletedRows), 0);
  return records + (await purgeForgottenFailures(db, now));
}
