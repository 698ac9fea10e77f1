import path from 'node:path';

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  port: number;
  /** The interface to listen on: loopback unless HOST says otherwise (see refuseDemoPasswordBeyondLoopback). */
  host: string;
  /** ALLOW_DEMO_PASSWORD=yes: listen beyond loopback even while `admin` still signs in with `admin`. */
  allowDemoPassword: boolean;
  /**
   * The proxies whose X-Forwarded-* headers count (TRUST_PROXY, fastify's trustProxy: addresses, CIDR ranges or
   * `loopback`, comma-separated); unset trusts none, so a client cannot claim TLS or another address.
   */
  trustProxy?: string;
  /** The console's own origin: the issuer of the embedded provider and the allowed redirect origin. */
  publicUrl: string;
  /** A PostgreSQL server; when absent an embedded PGlite database under dataDir is started. */
  databaseUrl?: string;
  dataDir: string;
  /** An external OpenID Connect issuer (a real Keycloak realm); when absent the embedded provider is used. */
  externalIssuer?: string;
  clientId: string;
  realm: string;
  /** Where the SPA sends its API calls: '' for this server, or the operator's API (API_BASE). */
  spaApiBase: string;
  /** Directory of the built SPA served at /. */
  webRoot: string;
  /** Staff accounts of the embedded provider. */
  usersFile?: string;
  /** Background work (completion scheduler, bonus dispatcher); tests turn it off to drive it by hand. */
  backgroundJobs: boolean;
  /** Seed demo data into an empty database at start (SEED_DEMO_DATA=off to start empty); tests turn it off. */
  seedDemoData: boolean;
  /** How long a bonus send may take before it counts as failed (BONUS_GATEWAY_TIMEOUT_MS, default 10 s). */
  bonusGatewayTimeoutMs: number;
}

export const DEFAULT_REALM = 'tournaments';
export const DEFAULT_CLIENT_ID = 'tournament-console';

function externalIssuer(env: NodeJS.ProcessEnv): string | undefined {
  if (env.OIDC_ISSUER) return env.OIDC_ISSUER.replace(/\/$/, '');
  if (env.KEYCLOAK_URL) {
    return `${env.KEYCLOAK_URL.replace(/\/$/, '')}/realms/${env.KEYCLOAK_REALM ?? DEFAULT_REALM}`;
  }
  return undefined;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    allowDemoPassword: env.ALLOW_DEMO_PASSWORD === 'yes',
    trustProxy: env.TRUST_PROXY || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    externalIssuer: externalIssuer(env),
    clientId: env.OIDC_CLIENT_ID ?? DEFAULT_CLIENT_ID,
    realm: env.KEYCLOAK_REALM ?? DEFAULT_REALM,
    spaApiBase: (env.API_BASE ?? '').replace(/\/$/, ''),
    webRoot: path.resolve(env.WEB_ROOT ?? 'dist'),
    usersFile: env.USERS_FILE,
    backgroundJobs: env.BACKGROUND_JOBS !== 'off',
    seedDemoData: env.SEED_DEMO_DATA !== 'off',
    bonusGatewayTimeoutMs: Number(env.BONUS_GATEWAY_TIMEOUT_MS ?? 10_000),
  };
}
