import { hkdfSync, randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK, type JWTVerifyGetKey, type CryptoKey } from 'jose';
import type { Db } from '../db/database';

export const SIGNING_ALG = 'RS256';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  /** The public keys, served at /certs and used by the API to verify tokens. */
  jwks: { keys: JWK[] };
  verificationKeys: JWTVerifyGetKey;
  /**
   * The key that seals the login form's pending authorization request (sealedAuthorizationRequest.ts): derived from the
   * signing key, so that every instance has it and it changes with that key, without a secret of its own to store.
   */
  formKey: Uint8Array;
}

const formKeyOf = (privateJwk: JWK) => new Uint8Array(hkdfSync('sha256', Buffer.from(privateJwk.d!, 'base64url'), '', 'tournament-console login form', 32));

function publicPart({ kid, kty, n, e }: JWK): JWK {
  return { kid, kty, n, e, alg: SIGNING_ALG, use: 'sig' };
}

async function createKeyIfNone(db: Db): Promise<void> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: SIGNING_ALG };
  // Two instances starting together may both get here; the first insert wins for both.
  await db
    .insertInto('idp_signing_keys')
    .values({ kid: jwk.kid, private_jwk: JSON.stringify(jwk) })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Loads the provider's signing key from the database, creating it on first start. */
export async function loadSigningKeys(db: Db): Promise<SigningKeys> {
  const count = await db.selectFrom('idp_signing_keys').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(count.n) === 0) await createKeyIfNone(db);
  const rows = await db.selectFrom('idp_signing_keys').select(['kid', 'private_jwk']).orderBy('created_at').orderBy('kid').execute();
  const current = rows[0].private_jwk as JWK;
  const jwks = { keys: rows.map((row) => publicPart(row.private_jwk as JWK)) };
  return {
    kid: current.kid!,
    privateKey: (await importJWK(current, SIGNING_ALG)) as CryptoKey,
    jwks,
    verificationKeys: createLocalJWKSet(jwks),
    formKey: formKeyOf(current),
  };
}
