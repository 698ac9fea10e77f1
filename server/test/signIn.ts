import { SignJWT } from 'jose';
import { embeddedIssuer } from '../src/app';
import { loadSigningKeys } from '../src/idp/signingKeys';
import type { RunningServer } from '../src/server';

export interface Tokens {
  accessToken: string;
  refreshToken?: string;
  idToken?: string;
}

/**
 * INTERIM: signs a token with the provider's key directly. To be replaced by the real
 * authorization-code + PKCE flow over HTTP once the embedded provider's login exists.
 */
export async function signIn(server: RunningServer, username = 'admin', password = 'admin'): Promise<Tokens> {
  void password;
  const keys = await loadSigningKeys(server.ctx.db);
  const accessToken = await new SignJWT({
    typ: 'Bearer',
    azp: server.ctx.config.clientId,
    sid: 'test-session',
    preferred_username: username,
    name: username === 'admin' ? 'Admin User' : username,
    email: `${username}@example.test`,
    email_verified: true,
    resource_access: { [server.ctx.config.clientId]: { roles: ['admin'] } },
  })
    .setProtectedHeader({ alg: 'RS256', kid: keys.kid, typ: 'JWT' })
    .setIssuer(embeddedIssuer(server.ctx))
    .setSubject(username)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(keys.privateKey);
  return { accessToken };
}
