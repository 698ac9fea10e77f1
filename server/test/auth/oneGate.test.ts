import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import type { ListedRoute } from '../../src/auth/routeList';
import { useTestServer } from '../harness';

/** A build with an index.html and a script, so that the SPA's static routes and its catch-all exist too. */
function writeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-gate-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Tournaments</title>');
  fs.writeFileSync(path.join(dir, 'main.js'), 'console.log("the console")');
  return dir;
}

/**
 * The routes that answer without a token, each for a reason: the sign-in pages come before any token (and
 * check their own credentials: session cookie, code, client secret, refresh or access token); the SPA's
 * shell, its files and its /config.json hold no data and tell the browser where to sign in; the API
 * description is public as it says itself; <img> tags cannot send a token for a game's thumbnail; the page a
 * tab's silent sign-in lands on (decision 147) is blank and script-free, the code it carries is in its fragment.
 * A route added later lands here only if this list is changed with it.
 */
const PUBLIC_ROUTES = [
  ...['GET', 'HEAD'].flatMap((method) =>
    ['/*', '/index.html', '/main.js', '/config.json', '/api/openapi.json', '/thumbnails/games/:id.svg', '/tab-sign-in.html'].map((url) => `${method} ${url}`),
  ),
  ...[
    'GET /.well-known/openid-configuration',
    'GET /protocol/openid-connect/auth',
    'GET /protocol/openid-connect/certs',
    'GET /protocol/openid-connect/3p-cookies/step1.html',
    'GET /protocol/openid-connect/3p-cookies/step2.html',
    'GET /protocol/openid-connect/login-status-iframe.html',
    'GET /protocol/openid-connect/login-status-iframe.html/check',
    'GET /protocol/openid-connect/logout',
    'GET /protocol/openid-connect/userinfo',
    'GET /account',
    'POST /login-actions/authenticate',
    'POST /protocol/openid-connect/token',
    'POST /protocol/openid-connect/logout',
    'POST /protocol/openid-connect/userinfo',
  ].flatMap((route) => {
    const [method, url] = route.split(' ');
    const realmRoute = `${method} /realms/tournaments${url}`;
    return method === 'GET' ? [realmRoute, realmRoute.replace('GET', 'HEAD')] : [realmRoute];
  }),
  // CORS preflights of the endpoints keycloak-js calls with fetch (consoleCors.ts).
  ...['/.well-known/openid-configuration', '/protocol/openid-connect/certs', '/protocol/openid-connect/token', '/protocol/openid-connect/userinfo', '/account'].map(
    (url) => `OPTIONS /realms/tournaments${url}`,
  ),
];

const encoded = (letter: string) => `%${letter.charCodeAt(0).toString(16)}`;
const firstSegment = /^\/[^/]+/;

/** Ways to write the same path that a server or a proxy might read as it (RFC 3986 and beyond). */
const SPELLINGS: Record<string, (path: string) => string> = {
  'as registered': (p) => p,
  'a percent-encoded letter': (p) => p.replace(/[a-z]/i, encoded),
  'every letter percent-encoded': (p) => p.replace(/[a-z]/gi, encoded),
  'a letter encoded twice': (p) => p.replace(/[a-z]/i, (letter) => encoded(letter).replace('%', '%25')),
  'the first segment in upper case': (p) => p.replace(firstSegment, (segment) => segment.toUpperCase()),
  'all in upper case': (p) => p.toUpperCase(),
  'slashes as %2F': (p) => `/${p.slice(1).replaceAll('/', '%2F')}`,
  'slashes as %2f': (p) => `/${p.slice(1).replaceAll('/', '%2f')}`,
  'slashes as backslashes': (p) => `/${p.slice(1).replaceAll('/', '\\')}`,
  'doubled slashes': (p) => p.replaceAll('/', '//'),
  'a /./ segment': (p) => p.replace(firstSegment, '$&/.'),
  'a /x/../ detour': (p) => `/x/..${p}`,
  'a percent-encoded /x/../ detour': (p) => `/x/%2e%2E${p}`,
  'a trailing slash': (p) => `${p}/`,
  'a ;param in the first segment': (p) => p.replace(firstSegment, '$&;x=1'),
  'a ;param at the end': (p) => `${p};x=1`,
  'a query string': (p) => `${p}?x=1`,
  'all mixed': (p) => `//./x/../${p.slice(1).replace(/[a-z]/i, encoded).toUpperCase()}/;x=1?y=2`,
};
/** The spellings the router itself reads as the route: they reach its hook, which must answer 401. */
const ROUTED_SPELLINGS = ['as registered', 'a percent-encoded letter', 'every letter percent-encoded', 'a query string'];

/** A path of the route's pattern: every parameter an id the demo data has, a wildcard some client route. */
const pathOf = (url: string) => url.replace(/:[a-zA-Z]+/g, '1').replace(/\*$/, 'tournaments');

/** node:http sends the path as written (fetch would resolve dot segments and re-encode it first). */
function rawRequest(base: string, method: string, rawPath: string, token?: string): Promise<{ status: number; body: string }> {
  const body = ['GET', 'HEAD', 'OPTIONS'].includes(method) ? undefined : '{"id":1,"title":"changed"}';
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {};
    if (token) headers.authorization = `Bearer ${token}`;
    // A connection each: the server may close one after refusing a request whose body it did not read.
    const request = http.request(`${base}/`, { method, path: rawPath, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text }));
    });
    request.on('error', (error) => reject(new Error(`${method} ${rawPath}: ${error.message}`))).end(body);
  });
}

/** A digest of every row of every table, to tell whether anything at all was written. */
async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ digest: string }>`
      SELECT md5(coalesce(string_agg(t::text, E'\n' ORDER BY t::text), '')) AS digest FROM ${sql.table(name)} t`.execute(db);
    fingerprint[name] = rows[0].digest;
  }
  return fingerprint;
}

describe('the one gate of the API', () => {
  const webRoot = writeBuild();
  const server = useTestServer({ seedDemoData: true, env: { WEB_ROOT: webRoot } });
  // Declared after useTestServer, so it runs once the server has stopped (jest runs afterAll hooks in that order).
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

  const describeRoute = ({ method, url }: ListedRoute) => `${method} ${url}`;

  it('lets only the expected routes answer without a token', () => {
    const open = server().app.routeList.filter((route) => !route.requiresToken);
    expect(open.map(describeRoute).sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers every other route, however its path is spelled, 401 or 404 without a token, and writes nothing', async () => {
    const { app, url: base, ctx } = server();
    const guarded = app.routeList.filter((route) => route.requiresToken);
    expect(guarded.length).toBeGreaterThan(40);
    const before = await databaseFingerprint(ctx.db);
    const notRefused: string[] = [];
    for (const route of guarded) {
      for (const [spelling, spell] of Object.entries(SPELLINGS)) {
        const rawPath = spell(pathOf(route.url));
        const { status, body } = await rawRequest(base, route.method, rawPath);
        const expected = ROUTED_SPELLINGS.includes(spelling) ? [401] : [401, 404];
        if (!expected.includes(status)) notRefused.push(`${route.method} ${rawPath} (${describeRoute(route)}, ${spelling}) -> ${status} ${body.slice(0, 80)}`);
      }
    }
    const after = await databaseFingerprint(ctx.db);
    const changedTables = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect({ notRefused, changedTables }).toEqual({ notRefused: [], changedTables: [] });
  });

  it('answers every staff route 403 to an ingest token and the ingest route 403 to a staff token, and writes nothing', async () => {
    const { app, url: base, ctx } = server();
    const tokens = { staff: await server().token(), ingest: await server().ingestToken() };
    const guarded = app.routeList.filter((route) => route.requiresToken);
    expect(guarded.filter((route) => route.caller === 'ingest').map(describeRoute)).toEqual(['POST /api/events']);
    const before = await databaseFingerprint(ctx.db);
    const notForbidden: string[] = [];
    for (const route of guarded) {
      const otherKind = route.caller === 'ingest' ? 'staff' : 'ingest';
      const { status, body } = await rawRequest(base, route.method, pathOf(route.url), tokens[otherKind]);
      if (status !== 403) notForbidden.push(`${describeRoute(route)} with the ${otherKind} token -> ${status} ${body.slice(0, 80)}`);
    }
    const after = await databaseFingerprint(ctx.db);
    const changedTables = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect({ notForbidden, changedTables }).toEqual({ notForbidden: [], changedTables: [] });
  });

  it("answers a misspelt API path 404 in JSON, not with the SPA's page, which any other path still gets", async () => {
    const base = server().url;
    for (const rawPath of ['/API/tournaments/running', '/api//tournaments/running', '/x/../api/no-such-route', '/Api']) {
      const response = await rawRequest(base, 'GET', rawPath);
      expect([rawPath, response.status, JSON.parse(response.body)]).toEqual([rawPath, 404, { message: expect.any(String) }]);
    }
    for (const rawPath of ['/tournament/7', '/apis', '/x/api/tournaments']) {
      const response = await rawRequest(base, 'GET', rawPath);
      expect([rawPath, response.status, response.body]).toEqual([rawPath, 200, expect.stringContaining('<title>Tournaments</title>')]);
    }
  });
});
