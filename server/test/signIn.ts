import type { RunningServer } from '../src/server';
import { signInWithSession } from './idp/authorizationFlow';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  idToken: string;
}

/** Signs in to the embedded provider the way the console does: authorization code + PKCE over HTTP. */
export async function signIn(server: RunningServer, username = 'admin', password = 'admin'): Promise<Tokens> {
  const { tokens } = await signInWithSession(server, username, password);
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, idToken: tokens.id_token };
}
