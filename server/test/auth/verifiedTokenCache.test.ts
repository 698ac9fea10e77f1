import { decodeJwt, SignJWT } from 'jose';
import type { Caller } from '../../src/auth/caller';
import type { TokenVerifier } from '../../src/auth/tokenVerifier';
import { cacheVerifiedTokens } from '../../src/auth/verifiedTokenCache';

const START_SECONDS = 1_900_000_000;
const secret = new TextEncoder().encode('only-the-shape-matters-here');

/** A JWT for `subject` expiring `lifetime` seconds after the start (the cache reads `exp` only). */
const tokenFor = (subject: string, lifetime = 300) =>
  new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setExpirationTime(START_SECONDS + lifetime).sign(secret);

/** A verifier that counts its calls and refuses what jose would refuse by time: `exp <= now`. */
function countingVerifier(nowSeconds: () => number) {
  const verified: string[] = [];
  const verify: TokenVerifier = async (token) => {
    const { sub, exp } = decodeJwt(token);
    if (exp! <= nowSeconds()) throw new Error('"exp" claim timestamp check failed');
    verified.push(sub!);
    const caller: Caller = { kind: 'staff', id: sub!, username: sub!, displayName: sub!, email: '', emailVerified: false, roles: ['admin'], expiresAt: exp! * 1000 };
    return caller;
  };
  return { verify, verified };
}

function setUp(maxEntries?: number) {
  let nowSeconds = START_SECONDS;
  const inner = countingVerifier(() => nowSeconds);
  const verify = cacheVerifiedTokens(inner.verify, { maxEntries, now: () => nowSeconds * 1000 });
  return { verify, verified: inner.verified, advance: (seconds: number) => (nowSeconds += seconds) };
}

describe('cacheVerifiedTokens', () => {
  it('answers a token verified before without verifying it again', async () => {
    const { verify, verified } = setUp();
    const token = await tokenFor('alice');
    const first = await verify(token);
    const second = await verify(token);
    expect(second).toEqual(first);
    expect(second.id).toBe('alice');
    expect(verified).toEqual(['alice']);
  });

  it('refuses a cached token once it has expired', async () => {
    const { verify, verified, advance } = setUp();
    const token = await tokenFor('alice', 60);
    await verify(token);
    advance(59);
    await expect(verify(token)).resolves.toMatchObject({ id: 'alice' });
    advance(1);
    await expect(verify(token)).rejects.toThrow('exp');
    expect(verified).toEqual(['alice']);
  });

  it('never remembers a failure', async () => {
    let refuse = true;
    const verified: string[] = [];
    const verify = cacheVerifiedTokens(async (token) => {
      if (refuse) throw new Error('signature verification failed');
      verified.push(token);
      return { kind: 'staff', id: 'alice', username: 'alice', displayName: 'alice', email: '', emailVerified: false, roles: [], expiresAt: decodeJwt(token).exp! * 1000 };
    });
    const token = await tokenFor('alice');
    await expect(verify(token)).rejects.toThrow('signature');
    refuse = false;
    await expect(verify(token)).resolves.toMatchObject({ id: 'alice' });
    expect(verified).toEqual([token]);
  });

  it('forgets the oldest token when full, and verifies it again when it comes back', async () => {
    const { verify, verified } = setUp(2);
    const [alice, bob, carol] = await Promise.all([tokenFor('alice'), tokenFor('bob'), tokenFor('carol')]);
    for (const token of [alice, bob, carol, bob, carol, alice]) await verify(token);
    expect(verified).toEqual(['alice', 'bob', 'carol', 'alice']);
  });
});
