import os from 'node:os';
import path from 'node:path';
import { StartRefusal } from './startRefusal';
import { API_EXTENSIONS, apiExtensionsIn, type ApiExtension } from '../../src/domain/apiExtensions';
import type { SimulationBounds } from './simulate/simulation';
import type { SimulationLimits } from './simulate/simulationQueue';

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
  /** The machine client the operator's platform signs in as (client credentials) to post events. */
  ingestClientId: string;
  /** Its secret (INGEST_CLIENT_SECRET); when absent the embedded provider keeps a generated one under dataDir. */
  ingestClientSecret?: string;
  /** Days gaming events are kept (EVENT_RETENTION_DAYS, at least MIN_EVENT_RETENTION_DAYS). */
  eventRetentionDays: number;
  realm: string;
  /** Where the SPA sends its API calls: '' for this server, or the operator's API (API_BASE). */
  spaApiBase: string;
  /** What the API at spaApiBase offers beyond the spec (all of ours for this server; API_EXTENSIONS otherwise). */
  spaApiExtensions: ApiExtension[];
  /** Directory of the built SPA served at /. */
  webRoot: string;
  /** Staff accounts of the embedded provider. */
  usersFile?: string;
  /** Background work (completion scheduler, bonus dispatcher); tests turn it off to drive it by hand. */
  backgroundJobs: boolean;
  /** Seed demo data into an empty database at start (SEED_DEMO_DATA=off to start empty); tests turn it off. */
  seedDemoData: boolean;
  /**
   * The demo platform (DEMO_EVENTS=off stops it): once listening, the server posts demo gaming events for the running
   * tournaments through its own POST /api/events, signed in as the ingest client; tests turn it off.
   */
  demoEvents: boolean;
  /** How long a bonus send may take before it counts as failed (BONUS_GATEWAY_TIMEOUT_MS, default 10 s). */
  bonusGatewayTimeoutMs: number;
  /** The live streams' shortest gap between two messages of a board (LIVE_INTERVAL_MS, default 1 s; tests shorten it). */
  liveIntervalMs: number;
  /** How often a live stream sends a heartbeat comment so proxies keep it open (LIVE_HEARTBEAT_MS, default 15 s). */
  liveHeartbeatMs: number;
  /** Live streams one staff member may hold open on an instance (LIVE_STREAMS_PER_STAFF, default 20); more answer 429. */
  liveStreamsPerStaff: number;
  /** Leaderboard exports one staff member may have downloading at once on an instance (EXPORTS_PER_STAFF, default 3); more answer 429. */
  exportsPerStaff: number;
  /** How long an export's client may read nothing before the server ends the download (EXPORT_STALL_TIMEOUT_MS, default 120 s). */
  exportStallMs: number;
  /** The sockets' limits (decision 123): every connection ends within them unless it is being answered. */
  socketTimeouts: SocketTimeouts;
  /** Simulate's bounds (SIMULATE_*): runs at once and waiting, server-wide and per staff member; one run's players and heap. */
  simulate: SimulationLimits & SimulationBounds;
  /** How far ahead a series' instances are created (SERIES_HORIZON_HOURS, default 72, at most SERIES_HORIZON_HOURS_MAX). */
  seriesHorizonHours: number;
}

/** How long a client may take, in milliseconds; Node answers 408 and closes the connection past the first two. */
export interface SocketTimeouts {
  /** A whole request, request line and headers through the last byte of its body (REQUEST_TIMEOUT_MS, default 60 s). */
  requestMs: number;
  /** The request line and headers (HEADERS_TIMEOUT_MS, default 20 s), also a connection that sends nothing. */
  headersMs: number;
  /** A kept-alive connection between two requests (KEEP_ALIVE_TIMEOUT_MS, default 72 s, fastify's). */
  keepAliveMs: number;
}

export const DEFAULT_REALM = 'tournaments';
export const DEFAULT_CLIENT_ID = 'tournament-console';
export const DEFAULT_INGEST_CLIENT_ID = 'tournament-ingest';
/** Events serve idempotency and replay (spec §1, §4: windows of up to 35 days): never kept for less. */
export const MIN_EVENT_RETENTION_DAYS = 35;
const DEFAULT_EVENT_RETENTION_DAYS = 40;

function eventRetentionDays(env: NodeJS.ProcessEnv): number {
  const days = Number(env.EVENT_RETENTION_DAYS || DEFAULT_EVENT_RETENTION_DAYS);
  if (!Number.isInteger(days) || days < MIN_EVENT_RETENTION_DAYS) {
    throw new StartRefusal(`EVENT_RETENTION_DAYS must be a whole number of days, at least ${MIN_EVENT_RETENTION_DAYS} (got ${env.EVENT_RETENTION_DAYS}).`);
  }
  return days;
}

/** A whole number above 0 of `unit` (a NaN interval would make Node's timers fire every millisecond). */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, unit: string): number {
  const value = Number(env[name] || fallback);
  if (!Number.isInteger(value) || value <= 0) throw new StartRefusal(`${name} must be a whole number of ${unit} above 0 (got ${env[name]}).`);
  return value;
}

const milliseconds = (env: NodeJS.ProcessEnv, name: string, fallback: number) => wholeNumber(env, name, fallback, 'milliseconds');

/** Node refuses headers allowed longer than the whole request: so does the start, saying which setting. */
function socketTimeouts(env: NodeJS.ProcessEnv): SocketTimeouts {
  const timeouts = {
    requestMs: milliseconds(env, 'REQUEST_TIMEOUT_MS', 60_000),
    headersMs: milliseconds(env, 'HEADERS_TIMEOUT_MS', 20_000),
    keepAliveMs: milliseconds(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000),
  };
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new StartRefusal(`HEADERS_TIMEOUT_MS (${timeouts.headersMs}) must not exceed REQUEST_TIMEOUT_MS (${timeouts.requestMs}).`);
  }
  return timeouts;
}

/** A whole number of at least `minimum` (a limit of 0 where 0 means none may wait). */
function countAtLeast(env: NodeJS.ProcessEnv, name: string, fallback: number, minimum: number): number {
  const value = Number(env[name] || fallback);
  if (!Number.isInteger(value) || value < minimum) throw new StartRefusal(`${name} must be a whole number, at least ${minimum} (got ${env[name]}).`);
  return value;
}

/**
 * Simulates run at once by default: one CPU is left to the API's requests (figure 19: on 2 CPUs, two at once took
 * reads to p95 74–102 ms on a loaded machine, one at once to 16–50 ms), and at most 4, each thread's heap being
 * SIMULATE_HEAP_MB (decision 174).
 */
export const defaultSimulatesRunning = (cpus = os.availableParallelism()) => Math.min(4, Math.max(1, cpus - 1));

/**
 * Simulate's bounds: at once server-wide as above; one per staff member (the console sends one at a time). 250,000
 * players (about 110 MB of board) fit in a 256 MB heap with the rows sorted at the end; the demo's full traffic over
 * 35 days has a few thousand.
 */
function simulateBounds(env: NodeJS.ProcessEnv): ServerConfig['simulate'] {
  return {
    running: countAtLeast(env, 'SIMULATE_RUNNING', defaultSimulatesRunning(), 1),
    runningPerStaff: countAtLeast(env, 'SIMULATE_RUNNING_PER_STAFF', 1, 1),
    waiting: countAtLeast(env, 'SIMULATE_WAITING', 20, 0),
    waitingPerStaff: countAtLeast(env, 'SIMULATE_WAITING_PER_STAFF', 3, 0),
    maxPlayers: countAtLeast(env, 'SIMULATE_MAX_PLAYERS', 250_000, 1),
    heapMb: countAtLeast(env, 'SIMULATE_HEAP_MB', 256, 32),
  };
}

function externalIssuer(env: NodeJS.ProcessEnv): string | undefined {
  if (env.OIDC_ISSUER) return env.OIDC_ISSUER.replace(/\/$/, '');
  if (env.KEYCLOAK_URL) {
    return `${env.KEYCLOAK_URL.replace(/\/$/, '')}/realms/${env.KEYCLOAK_REALM ?? DEFAULT_REALM}`;
  }
  return undefined;
}

/** The machine client must not be the console's: its tokens would be staff tokens and staff's machine ones. */
function ingestClientId(env: NodeJS.ProcessEnv): string {
  const id = env.INGEST_CLIENT_ID || DEFAULT_INGEST_CLIENT_ID;
  if (id === (env.OIDC_CLIENT_ID ?? DEFAULT_CLIENT_ID)) throw new StartRefusal(`INGEST_CLIENT_ID must differ from the console's client id (${id}).`);
  return id;
}

/** This server offers every extension; the operator's API only those API_EXTENSIONS names (comma-separated). */
function spaApiExtensions(env: NodeJS.ProcessEnv): ApiExtension[] {
  if (!env.API_BASE) return [...API_EXTENSIONS];
  const names = (env.API_EXTENSIONS ?? '').split(',').filter((name) => name.trim() !== '');
  const known = apiExtensionsIn(names);
  if (known.length !== names.length) throw new StartRefusal(`API_EXTENSIONS may name only ${API_EXTENSIONS.join(', ')} (got ${env.API_EXTENSIONS}).`);
  return known;
}

/** A series' instances are created at most 31 days ahead: an hourly one's 744 fit in one insert's parameters. */
export const SERIES_HORIZON_HOURS_MAX = 31 * 24;

function seriesHorizonHours(env: NodeJS.ProcessEnv): number {
  const hours = wholeNumber(env, 'SERIES_HORIZON_HOURS', 72, 'hours');
  if (hours > SERIES_HORIZON_HOURS_MAX) throw new StartRefusal(`SERIES_HORIZON_HOURS must be at most ${SERIES_HORIZON_HOURS_MAX} (got ${hours}).`);
  return hours;
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
    ingestClientId: ingestClientId(env),
    ingestClientSecret: env.INGEST_CLIENT_SECRET || undefined,
    eventRetentionDays: eventRetentionDays(env),
    realm: env.KEYCLOAK_REALM ?? DEFAULT_REALM,
    spaApiBase: (env.API_BASE ?? '').replace(/\/$/, ''),
    spaApiExtensions: spaApiExtensions(env),
    webRoot: path.resolve(env.WEB_ROOT ?? 'dist'),
    usersFile: env.USERS_FILE,
    backgroundJobs: env.BACKGROUND_JOBS !== 'off',
    seedDemoData: env.SEED_DEMO_DATA !== 'off',
    demoEvents: env.DEMO_EVENTS !== 'off',
    bonusGatewayTimeoutMs: Number(env.BONUS_GATEWAY_TIMEOUT_MS ?? 10_000),
    liveIntervalMs: milliseconds(env, 'LIVE_INTERVAL_MS', 1000),
    liveHeartbeatMs: milliseconds(env, 'LIVE_HEARTBEAT_MS', 15_000),
    liveStreamsPerStaff: wholeNumber(env, 'LIVE_STREAMS_PER_STAFF', 20, 'streams'),
    exportsPerStaff: wholeNumber(env, 'EXPORTS_PER_STAFF', 3, 'exports'),
    exportStallMs: milliseconds(env, 'EXPORT_STALL_TIMEOUT_MS', 120_000),
    socketTimeouts: socketTimeouts(env),
    simulate: simulateBounds(env),
    seriesHorizonHours: seriesHorizonHours(env),
  };
}
