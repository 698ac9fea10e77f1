import type { Claim, ThrottleKind } from './signInThrottle';

type Refusal = Extract<Claim, { allowed: false }>;

/** How a refused attempt reads in the log: which wait applies and for how long. */
export function refusalText(kind: ThrottleKind, refusal: Refusal): string {
  return `${kind} ${refusal.locked ? 'locked' : 'throttled'}, retry in ${refusal.retryAfterSeconds} s`;
}

/**
 * One line per failed attempt on the server's output. console.warn rather than the fastify logger, which is off
 * unless LOG_LEVEL is set: an operator must see guessing without configuring anything. The account is quoted as
 * JSON, so a typed username cannot forge a line of its own; the password or client secret is never logged.
 */
export function logFailedAttempt(what: 'sign-in' | 'token request', attempt: { address: string; account?: string; client?: string }, outcome: string): void {
  const quoted = (label: string, name: string | undefined) => (name === undefined ? '' : ` for ${label} ${JSON.stringify(name.slice(0, 200))}`);
  console.warn(`Failed ${what} from ${attempt.address}${quoted('account', attempt.account)}${quoted('client', attempt.client)}: ${outcome}`);
}
