import { logFailedAttempt, refusalText } from './failedAttemptLog';
import type { IdpContext } from './idpContext';
import { attemptSucceeded, claimAttempt, releaseClaim, type ThrottleKey } from './signInThrottle';
import { authenticateStaff, staffAccountsFile, type StaffAccount } from './staffAccounts';

export type SignInOutcome = { account: StaffAccount } | { failed: true } | { retryAfterSeconds: number };

/**
 * Checks a username and password from the login form, throttled per client address and per account. While
 * either must wait the password is not checked at all, so the answer is the same whether it was right or not;
 * an unknown username is counted like a known one, so waits do not tell which accounts exist.
 */
export async function attemptSignIn(ctx: IdpContext, address: string, credentials: { username: string; password: string }): Promise<SignInOutcome> {
  const now = ctx.clock();
  const attempt = { address, account: credentials.username };
  const keys: ThrottleKey[] = [
    { kind: 'address', key: address },
    { kind: 'account', key: credentials.username },
  ];
  const claimed: ThrottleKey[] = [];
  for (const throttle of keys) {
    const claim = await claimAttempt(ctx.db, throttle, now);
    if (!claim.allowed) {
      // No password was checked: the address has guessed nothing this time.
      for (const earlier of claimed) await releaseClaim(ctx.db, earlier);
      logFailedAttempt('sign-in', attempt, refusalText(throttle.kind, claim));
      return { retryAfterSeconds: claim.retryAfterSeconds };
    }
    claimed.push(throttle);
  }
  const result = await authenticateStaff(staffAccountsFile(ctx.config.usersFile), credentials.username, credentials.password);
  if ('failure' in result) {
    logFailedAttempt('sign-in', attempt, result.failure);
    return { failed: true };
  }
  for (const throttle of keys) await attemptSucceeded(ctx.db, throttle);
  return { account: result.account };
}
