import { decodeJwt } from 'jose';
import type { Caller } from './caller';
import type { TokenVerifier } from './tokenVerifier';

export interface VerifiedTokenCacheOptions {
  /** Tokens remembered at most; past it the oldest is forgotten (a forgotten token is simply verified again). */
  maxEntries?: number;
  /** Milliseconds since the epoch; the verifier's own clock (jose uses the real time). */
  now?: () => number;
}

interface Verified {
  caller: Caller;
  /** The token's `exp`, in seconds since the epoch. */
  expiresAt: number;
}

/**
 * Answers a token verified before from memory until its `exp`, so the RS256 signature is checked once per token
 * rather than once per API call (about 0.2 ms, as much as a player-rank query). Keyed by the whole token string, so
 * only the very token that passed is answered. Failures are never remembered. The answer is what verification
 * would give: an access token is valid until `exp` whatever happens to the issuer's keys meanwhile.
 */
export function cacheVerifiedTokens(verify: TokenVerifier, { maxEntries = 1000, now = Date.now }: VerifiedTokenCacheOptions = {}): TokenVerifier {
  const verified = new Map<string, Verified>();
  // jose refuses a token once `exp <= now` in whole seconds (no clock tolerance is configured): the same rule here.
  const unexpired = (entry: Verified) => entry.expiresAt > Math.floor(now() / 1000);
  return async (token) => {
    const known = verified.get(token);
    if (known && unexpired(known)) return known.caller;
    verified.delete(token);
    const caller = await verify(token);
    const { exp } = decodeJwt(token);
    if (exp === undefined) return caller;
    // A Map iterates in insertion order, so its first key is the oldest entry.
    if (verified.size >= maxEntries) verified.delete(verified.keys().next().value!);
    verified.set(token, { caller, expiresAt: exp });
    return caller;
  };
}
