import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import { secondsFrom } from './idpContext';

/**
 * What failures are counted against: a staff account (the username typed), the address staff sign in from, the
 * address token requests come from. The two addresses are counted apart, so that a machine's failures at the token
 * endpoint never make a person's sign-in from the same address wait.
 */
export type ThrottleKind = 'account' | 'address' | 'tokenAddress';

export interface ThrottleRule {
  /** Failures in a row that cost nothing; the next one imposes the first wait. */
  freeFailures: number;
  /** The wait imposed by the first failure beyond the free ones; each further failure doubles it, up to lockSeconds. */
  firstWaitSeconds: number;
  /** The longest wait: once the doubling reaches it, each further failure locks the key for this long again. */
  lockSeconds: number;
  /** A key with no failure for this long starts again from zero (Keycloak's "failure reset time"). */
  forgetAfterSeconds: number;
  /**
   * Whether a success forgets the failures (an account's: its owner got in) or only does not count itself (an
   * address's: otherwise one valid account would reset the guessing budget of its address for all the others).
   */
  successForgets: boolean;
}

/** An address may sign in to several accounts (an office behind one NAT), so it gets 20 free failures. */
const ADDRESS_RULE: ThrottleRule = { freeFailures: 20, firstWaitSeconds: 30, lockSeconds: 15 * 60, forgetAfterSeconds: 60 * 60, successForgets: false };

/**
 * Keycloak's brute-force detection, made stricter where its defaults (30 failures, +1 min each) suit a large
 * realm rather than a handful of staff accounts. An account: 5 failures free, then 30 s, 1, 2, 4, 8 min,
 * and from the 10th failure a 15-minute lock after every further one, until 12 quiet hours or a success.
 * The token endpoint's addresses wait as sign-in addresses do, on a count of their own (decision 117).
 * The reasons and the numbers are in decisions 68 and 117 (docs/decisions/).
 */
export const THROTTLE_RULES: Readonly<Record<ThrottleKind, ThrottleRule>> = {
  account: { freeFailures: 5, firstWaitSeconds: 30, lockSeconds: 15 * 60, forgetAfterSeconds: 12 * 60 * 60, successForgets: true },
  address: ADDRESS_RULE,
  tokenAddress: ADDRESS_RULE,
};

export interface ThrottleKey {
  kind: ThrottleKind;
  key: string;
}

export type Claim = { allowed: true } | { allowed: false; retryAfterSeconds: number; locked: boolean };

// A username is whatever was typed: a megabyte of it must not become a megabyte row (usernames are short),
// and a NUL, which PostgreSQL's text refuses, must not turn a failed sign-in into a 500.
const MAX_KEY_LENGTH = 200;

function keyOf(throttle: ThrottleKey): ThrottleKey {
  return { kind: throttle.kind, key: throttle.key.slice(0, MAX_KEY_LENGTH).replaceAll('\0', '\uFFFD') };
}

function secondsInterval(seconds: RawBuilder<unknown> | number): RawBuilder<unknown> {
  return sql`make_interval(secs => ${seconds})`;
}

/** The wait after `failures` failures, as SQL so that the counting upsert applies it atomically. */
function waitAfter(rule: ThrottleRule, failures: RawBuilder<unknown>): RawBuilder<unknown> {
  // The exponent is capped: a key failing every 15 minutes for months must not overflow power().
  const doubled = sql`least(${rule.lockSeconds}::float8, ${rule.firstWaitSeconds}::float8 * power(2, least(${failures} - ${rule.freeFailures}::int, 30)))`;
  return secondsInterval(sql`CASE WHEN ${failures} < ${rule.freeFailures}::int THEN 0 ELSE ${doubled} END`);
}

/**
 * Asks to make one attempt. An allowed attempt is counted as a failure at once, in the same statement that
 * checks the wait, so that concurrent requests (or instances) cannot all slip through before any failure is
 * recorded; attemptSucceeded takes it back. While the key must wait, nothing is counted.
 */
export async function claimAttempt(db: Db, throttle: ThrottleKey, now: Date): Promise<Claim> {
  const { kind, key } = keyOf(throttle);
  const rule = THROTTLE_RULES[kind];
  const failures = sql`CASE WHEN t.last_failure_at <= ${now}::timestamptz - ${secondsInterval(rule.forgetAfterSeconds)} THEN 1 ELSE t.failures + 1 END`;
  const counted = await sql<{ failures: number }>`
    INSERT INTO idp_sign_in_throttle AS t (kind, key, failures, last_failure_at, blocked_until)
    VALUES (${kind}, ${key}, 1, ${now}, ${now}::timestamptz + ${waitAfter(rule, sql`1`)})
    ON CONFLICT (kind, key) DO UPDATE
      SET failures = ${failures}, last_failure_at = ${now}, blocked_until = ${now}::timestamptz + ${waitAfter(rule, failures)}
      WHERE t.blocked_until <= ${now}
    RETURNING failures`.execute(db);
  if (counted.rows.length > 0) return { allowed: true };
  const blocked = await db.selectFrom('idp_sign_in_throttle').select(['blocked_until', 'last_failure_at']).where('kind', '=', kind).where('key', '=', key).executeTakeFirst();
  // Unlocked between the two statements: the caller may simply try again.
  if (!blocked) return { allowed: false, retryAfterSeconds: 1, locked: false };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((blocked.blocked_until.getTime() - now.getTime()) / 1000)),
    locked: blocked.blocked_until.getTime() - blocked.last_failure_at.getTime() >= rule.lockSeconds * 1000,
  };
}

/**
 * Counts a failure that has already happened, for checks made before any throttle (tokenRoutes.ts): the same atomic
 * step as a claim, so while the key must wait nothing is counted and the answer is the wait.
 */
export function countFailure(db: Db, throttle: ThrottleKey, now: Date): Promise<Claim> {
  return claimAttempt(db, throttle, now);
}

/** Takes back a claimed attempt that was not a failure after all (never made, or succeeded for an address). */
export async function releaseClaim(db: Db, throttle: ThrottleKey): Promise<void> {
  const { kind, key } = keyOf(throttle);
  const rule = THROTTLE_RULES[kind];
  await sql`
    UPDATE idp_sign_in_throttle
    SET failures = failures - 1, blocked_until = last_failure_at + ${waitAfter(rule, sql`failures - 1`)}
    WHERE kind = ${kind} AND key = ${key} AND failures > 0`.execute(db);
}

/** The claimed attempt succeeded: forget the key's failures, or (an address) take back the one claimed. */
export async function attemptSucceeded(db: Db, throttle: ThrottleKey): Promise<void> {
  if (THROTTLE_RULES[throttle.kind].successForgets) await unlock(db, throttle);
  else await releaseClaim(db, throttle);
}

/** Forgets a key's failures and any wait or lock; false if it had none. */
export async function unlock(db: Db, throttle: ThrottleKey): Promise<boolean> {
  const { kind, key } = keyOf(throttle);
  const { numDeletedRows } = await db.deleteFrom('idp_sign_in_throttle').where('kind', '=', kind).where('key', '=', key).executeTakeFirst();
  return numDeletedRows > 0n;
}

/** Deletes the rows of keys whose failures are forgotten anyway: quiet for their kind's reset time, no wait left. */
export async function purgeForgottenFailures(db: Db, now: Date): Promise<number> {
  let deleted = 0;
  for (const [kind, rule] of Object.entries(THROTTLE_RULES)) {
    const { numDeletedRows } = await db
      .deleteFrom('idp_sign_in_throttle')
      .where('kind', '=', kind)
      .where('last_failure_at', '<=', secondsFrom(now, -rule.forgetAfterSeconds))
      .where('blocked_until', '<=', now)
      .executeTakeFirst();
    deleted += Number(numDeletedRows);
  }
  return deleted;
}
