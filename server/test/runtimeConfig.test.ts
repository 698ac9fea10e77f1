import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_EXTENSIONS } from '../../src/domain/apiExtensions';
import { configFromEnv } from '../src/config';
import { spaRuntimeConfig } from '../src/runtimeConfig';
import { startTestServer, type TestServer } from './harness';

describe('the SPA runtime configuration derived from the server configuration', () => {
  it('points the SPA at the embedded provider on its own origin by default', () => {
    expect(spaRuntimeConfig(configFromEnv({}))).toEqual({ apiBase: '', identityProviderUrl: '', realm: 'tournaments', clientId: 'tournament-console', extensions: [...API_EXTENSIONS] });
  });

  it('splits an external issuer into the provider URL and the realm, with the configured client', () => {
    const config = configFromEnv({ OIDC_ISSUER: 'https://sso.example.test/auth/realms/prod/', OIDC_CLIENT_ID: 'console' });
    expect(spaRuntimeConfig(config)).toMatchObject({ apiBase: '', identityProviderUrl: 'https://sso.example.test/auth', realm: 'prod', clientId: 'console' });
  });

  it('takes KEYCLOAK_URL and KEYCLOAK_REALM as they are', () => {
    const config = configFromEnv({ KEYCLOAK_URL: 'https://kc.example.test', KEYCLOAK_REALM: 'games' });
    expect(spaRuntimeConfig(config)).toMatchObject({ identityProviderUrl: 'https://kc.example.test', realm: 'games' });
  });

  it("sends the SPA's API calls to the operator's API when API_BASE is set", () => {
    expect(spaRuntimeConfig(configFromEnv({ API_BASE: 'https://api.example.test/' }))).toMatchObject({ apiBase: 'https://api.example.test' });
  });

  it("offers every extension for this server's API, and for the operator's API only those API_EXTENSIONS names", () => {
    expect(spaRuntimeConfig(configFromEnv({ API_BASE: 'https://api.example.test' })).extensions).toEqual([]);
    expect(spaRuntimeConfig(configFromEnv({ API_BASE: 'https://api.example.test', API_EXTENSIONS: 'history, live' })).extensions).toEqual(['history', 'live']);
  });

  it('refuses to start on an extension name it does not know', () => {
    expect(() => configFromEnv({ API_BASE: 'https://api.example.test', API_EXTENSIONS: 'live,histroy' })).toThrow(/API_EXTENSIONS may name only/);
  });

  it('refuses an issuer that is not a Keycloak realm, which keycloak-js could not sign in with', () => {
    expect(() => spaRuntimeConfig(configFromEnv({ OIDC_ISSUER: 'https://login.example.test' }))).toThrow(/not a Keycloak realm/);
  });
});

describe('GET /config.json', () => {
  let webRoot: string;
  const servers: TestServer[] = [];

  beforeAll(() => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-runtime-config-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>console</title>');
    fs.writeFileSync(path.join(webRoot, 'config.json'), JSON.stringify({ realm: 'from-the-static-file' }));
    fs.writeFileSync(path.join(webRoot, 'manifest.json'), JSON.stringify({ name: 'Tournaments' }));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  async function serve(env: NodeJS.ProcessEnv): Promise<TestServer> {
    const server = await startTestServer({ env: { WEB_ROOT: webRoot, ...env } });
    servers.push(server);
    return server;
  }

  it("answers from an external issuer's configuration, not the build's static file, uncached", async () => {
    const server = await serve({ OIDC_ISSUER: 'https://sso.example.test/realms/prod' });
    const response = await server.request('GET', '/config.json', { token: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.json).toEqual({ apiBase: '', identityProviderUrl: 'https://sso.example.test', realm: 'prod', clientId: 'tournament-console', extensions: [...API_EXTENSIONS] });
  });

  it('answers the embedded provider by default, and still serves the other files of the build', async () => {
    const server = await serve({});
    expect((await server.request('GET', '/config.json', { token: null })).json).toMatchObject({ identityProviderUrl: '', realm: 'tournaments' });
    const manifest = await server.request('GET', '/manifest.json', { token: null });
    expect(manifest.status).toBe(200);
    expect(manifest.json).toEqual({ name: 'Tournaments' });
  });
});
