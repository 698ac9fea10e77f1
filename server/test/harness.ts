import type { DatabaseHandle } from '../src/db/database';
import { configFromEnv } from '../src/config';
import type { BonusGateway } from '../src/outbox/bonusGateway';
import { startServer, type RunningServer } from '../src/server';
import { freePort } from './freePort';
import { signIn } from './signIn';
import { openTestDatabase, type TestDatabaseTemplate } from './testDatabase';

export interface TestServer extends RunningServer {
  /** An access token of the default staff account (admin/admin), fetched once. */
  token(): Promise<string>;
  /** An access token of the ingest client (the operator's platform), by client credentials, fetched once. */
  ingestToken(): Promise<string>;
  /** JSON request to this server; sends the admin's token unless `token` is given (null: none). */
  request(method: string, path: string, options?: { body?: unknown; token?: string | null; rawBody?: string; headers?: Record<string, string> }): Promise<TestResponse>;
}

/** The ingest client's secret in test servers, unless a test sets INGEST_CLIENT_SECRET itself ('' to have one generated). */
export const TEST_INGEST_SECRET = 'test-ingest-secret';

/** Asks the server's token endpoint for a service-account token of the ingest client. */
export async function requestIngestToken(server: Pick<RunningServer, 'url' | 'ctx'>, secret = TEST_INGEST_SECRET): Promise<Response> {
  const { ingestClientId, realm } = server.ctx.config;
  return fetch(`${server.url}/realms/${realm}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${ingestClientId}:${secret}`).toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is empty or not JSON. */
  json: unknown;
}

export interface TestServerOptions {
  database?: DatabaseHandle;
  /** What the server's own database (when `database` is not given) is a copy of; the run's migrated template by default. */
  template?: TestDatabaseTemplate;
  gateway?: BonusGateway;
  now?: () => Date;
  /** The embedded provider's clock, for sign-in throttling tests; real time by default. */
  signInClock?: () => Date;
  backgroundJobs?: boolean;
  /** Off unless asked for, so each test file starts from an empty database. */
  seedDemoData?: boolean;
  /** The demo platform; off unless asked for, so only a test's own events reach the server. */
  demoEvents?: boolean;
  env?: NodeJS.ProcessEnv;
}

async function accessTokenOf(response: Response): Promise<string> {
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`No ingest token: ${response.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/**
 * A real server on a free port with its own fresh database (or the one given, to run two instances
 * on one database). Background jobs are off unless asked for, so tests drive them by hand.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  // options.env may pin PORT (a restart keeps its issuer URL) or set WEB_ROOT (a page to serve).
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort();
  const database = options.database ?? (await openTestDatabase(options.template));
  const config = {
    ...configFromEnv({ PUBLIC_URL: `http://127.0.0.1:${port}`, WEB_ROOT: '/nonexistent', INGEST_CLIENT_SECRET: TEST_INGEST_SECRET, ...options.env, PORT: String(port) }),
    host: '127.0.0.1',
    backgroundJobs: options.backgroundJobs ?? false,
    seedDemoData: options.seedDemoData ?? false,
    demoEvents: options.demoEvents ?? false,
  };
  const server = await startServer(config, { database, gateway: options.gateway, now: options.now, signInClock: options.signInClock }).catch(async (error: unknown) => {
    if (!options.database) await database.close();
    throw error;
  });
  let adminToken: Promise<string> | undefined;
  const token = () => (adminToken ??= signIn(server).then((tokens) => tokens.accessToken));
  let machineToken: Promise<string> | undefined;
  const ingestToken = () => (machineToken ??= requestIngestToken(server, config.ingestClientSecret).then(accessTokenOf));
  return {
    ...server,
    token,
    ingestToken,
    async request(method, path, { body, token: given, rawBody, headers: extraHeaders } = {}) {
      const bearer = given === undefined ? await token() : given;
      const headers: Record<string, string> = { ...extraHeaders };
      if (bearer) headers.authorization = `Bearer ${bearer}`;
      if (body !== undefined || rawBody !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers,
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      return { status: response.status, headers: response.headers, text, json: text && isJson ? JSON.parse(text) : undefined };
    },
    async stop() {
      await server.stop();
      if (!options.database) await database.close();
    },
  };
}

/**
 * The token an operation of the OpenAPI document (`POST`, `/api/things/{id}`) takes: the ingest client's for the
 * routes that declare it (config.caller), the admin's for all others.
 */
export function tokenForOperation(server: TestServer, method: string, openApiPath: string): Promise<string> {
  const url = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
  const route = server.app.routeList.find((listed) => listed.method === method && listed.url === url);
  return route?.caller === 'ingest' ? server.ingestToken() : server.token();
}

/**
 * A test server for the enclosing describe block (or file): started before its tests, stopped after them.
 * Returns a getter, as the server exists only once the beforeAll hook has run.
 */
export function useTestServer(options?: TestServerOptions): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  // A start that failed is reported by beforeAll already; stopping nothing would only add a second error.
  afterAll(() => server?.stop());
  return () => {
    if (server) return server;
    throw new Error('The test server starts in beforeAll: call this in a test or hook, not in a describe body.');
  };
}
