import type { AppContext } from '../appContext';
import type { ServerConfig } from '../config';
import { EndedSessions } from './endedSessions';
import type { SigningKeys } from './signingKeys';

/** Lifetimes, as in a default Keycloak realm: short access tokens, sliding refresh, a working day's session. */
export const ACCESS_TOKEN_SECONDS = 5 * 60;
export const SESSION_IDLE_SECONDS = 30 * 60;
export const SESSION_MAX_SECONDS = 10 * 60 * 60;
export const AUTHORIZATION_REQUEST_SECONDS = 30 * 60;
export const AUTHORIZATION_CODE_SECONDS = 60;

/** A confidential client: it authenticates with its secret and gets tokens for itself (client credentials). */
export interface ConfidentialClient {
  id: string;
  secret: string;
}

export interface IdpContext extends AppContext {
  keys: SigningKeys;
  /** The operator's platform, posting gaming events (spec §1). */
  ingestClient: ConfidentialClient;
  /** `${publicUrl}/realms/${realm}`: the issuer and the base path of every provider page. */
  issuer: string;
  realmPath: string;
  /** `${realmPath}/protocol/openid-connect` */
  oidcPath: string;
  /** The console's origin: the only allowed redirect target and CORS origin. */
  consoleOrigin: string;
  /**
   * Token and session times follow the real clock, not the injectable business clock (ctx.now):
   * the API's token verifier and the browser judge expiry by the real clock too.
   */
  clock: () => Date;
  /** Sessions whose access tokens are refused before their expiry (ended ones). */
  endedSessions: EndedSessions;
}

const realmPathOf = (config: ServerConfig) => `/realms/${config.realm}`;

/** The embedded provider's issuer, which the API's token verifier checks too. */
export function embeddedIssuer(config: ServerConfig): string {
  return `${config.publicUrl}${realmPathOf(config)}`;
}

export function idpContext(ctx: AppContext & { keys: SigningKeys; ingestClientSecret: string }): IdpContext {
  const realmPath = realmPathOf(ctx.config);
  const { ingestClientSecret, ...appCtx } = ctx;
  const clock = ctx.signInClock ?? (() => new Date());
  return {
    ...appCtx,
    ingestClient: { id: ctx.config.ingestClientId, secret: ingestClientSecret },
    issuer: embeddedIssuer(ctx.config),
    realmPath,
    oidcPath: `${realmPath}/protocol/openid-connect`,
    consoleOrigin: new URL(ctx.config.publicUrl).origin,
    clock,
    endedSessions: new EndedSessions(ctx.db, clock, ACCESS_TOKEN_SECONDS * 1000),
  };
}

export function secondsFrom(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** A redirect target the console may use: any URL under its own origin, nothing else. */
export function isAllowedRedirect(ctx: IdpContext, uri: string | undefined): uri is string {
  if (!uri) return false;
  try {
    return new URL(uri).origin === ctx.consoleOrigin;
  } catch {
    return false;
  }
}
