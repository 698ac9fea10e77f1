import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable value for session cookies, codes and request ids (256 bits, base64url). */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Base64url(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** PKCE S256 (RFC 7636): the challenge is the base64url SHA-256 of the verifier. */
export function matchesS256Challenge(verifier: string, challenge: string): boolean {
  return safeEqual(sha256Base64url(verifier), challenge);
}

/** The ID token's at_hash: the left half of the access token's SHA-256, base64url. */
export function accessTokenHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

/**
 * Whether a presented secret is the expected one, in time that depends on neither: both are hashed first, so
 * that not even their lengths can be told apart by timing.
 */
export function secretsMatch(presented: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(presented).digest(), createHash('sha256').update(expected).digest());
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
