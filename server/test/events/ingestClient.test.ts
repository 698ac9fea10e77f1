import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { configFromEnv } from '../../src/config';
import { INGEST_SECRET_FILE_NAME } from '../../src/idp/ingestClientSecret';
import { StartRefusal } from '../../src/startRefusal';
import { useThrottleTestServer } from '../fixtures/throttleTestServer';
import { requestIngestToken, startTestServer, TEST_INGEST_SECRET, type TestServer } from '../harness';
import { oidcUrl, tokenRequest } from '../idp/authorizationFlow';
import { openTestDatabase } from '../testDatabase';

const CLIENT = 'tournament-ingest';
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** A token request by client_secret_post. */
const postCredentials = (server: TestServer, secret: string, form: Record<string, string> = { grant_type: 'client_credentials' }) =>
  fetch(oidcUrl(server, 'token'), { method: 'POST', body: new URLSearchParams({ client_id: CLIENT, client_secret: secret, ...form }) });

describe('the ingest client signs in with client credentials', () => {
  const { server, warnings } = useThrottleTestServer();

  it('grants a Keycloak-shaped service-account token, without refresh token, by client_secret_basic', async () => {
    const response = await requestIngestToken(server());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ access_token: expect.any(String), expires_in: 300, refresh_expires_in: 0, token_type: 'Bearer', 'not-before-policy': 0 });
    const claims = decodeJwt(body.access_token as string);
    expect(claims).toMatchObject({
      iss: `${server().ctx.config.publicUrl}/realms/tournaments`,
      typ: 'Bearer',
      azp: CLIENT,
      client_id: CLIENT,
      sub: `service-account-${CLIENT}`,
      preferred_username: `service-account-${CLIENT}`,
    });
    expect(claims.sid).toBeUndefined();
    expect(claims.exp! - claims.iat!).toBe(300);
  });

  it('grants one by client_secret_post too', async () => {
    expect((await postCredentials(server(), TEST_INGEST_SECRET)).status).toBe(200);
  });

  it('answers a wrong or missing secret 401 invalid_client, logs it, and never names the secret', async () => {
    for (const response of [await requestIngestToken(server(), 'wrong'), await postCredentials(server(), 'wrong'), await tokenRequest(server(), { client_id: CLIENT, grant_type: 'client_credentials' })]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Basic /);
      expect(await response.json()).toEqual({ error: 'invalid_client', error_description: expect.any(String) });
    }
    const logged = warnings().mock.calls.map(([line]) => String(line));
    expect(logged.filter((line) => line.includes(`client "${CLIENT}"`))).toHaveLength(3);
    expect(logged.join('\n')).not.toContain(TEST_INGEST_SECRET);
  });

  it('gives the ingest client no other grant, the console no service account, and refuses two authentication methods at once', async () => {
    const refresh = await fetch(oidcUrl(server(), 'token'), {
      method: 'POST',
      headers: { authorization: basic(CLIENT, TEST_INGEST_SECRET) },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x' }),
    });
    expect([refresh.status, await refresh.json()]).toEqual([400, expect.objectContaining({ error: 'unauthorized_client' })]);
    const consoleCredentials = await tokenRequest(server(), { grant_type: 'client_credentials' });
    expect([consoleCredentials.status, await consoleCredentials.json()]).toEqual([400, expect.objectContaining({ error: 'unauthorized_client' })]);
    const both = await fetch(oidcUrl(server(), 'token'), {
      method: 'POST',
      headers: { authorization: basic(CLIENT, TEST_INGEST_SECRET) },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_secret: TEST_INGEST_SECRET }),
    });
    expect([both.status, await both.json()]).toEqual([400, expect.objectContaining({ error: 'invalid_request' })]);
  });

  it('says in its discovery document that it offers client credentials by basic and post', async () => {
    const discovery = (await (await fetch(`${server().url}/realms/tournaments/.well-known/openid-configuration`)).json()) as Record<string, string[]>;
    expect(discovery.grant_types_supported).toContain('client_credentials');
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(expect.arrayContaining(['none', 'client_secret_basic', 'client_secret_post']));
  });
});

describe("the ingest client's secret", () => {
  let logs: jest.SpyInstance;
  let warnings: jest.SpyInstance;
  beforeEach(() => {
    logs = jest.spyOn(console, 'log').mockImplementation(() => {});
    warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    logs.mockRestore();
    warnings.mockRestore();
  });

  it('is generated on first start into the data directory, readable by its owner only, named in the log, and kept across restarts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-ingest-'));
    const database = await openTestDatabase();
    try {
      const env = { DATA_DIR: dataDir, INGEST_CLIENT_SECRET: '' };
      const first = await startTestServer({ database, env });
      const file = path.join(dataDir, INGEST_SECRET_FILE_NAME);
      const secret = fs.readFileSync(file, 'utf8').trim();
      try {
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        expect(secret.length).toBeGreaterThanOrEqual(32);
        const logged = logs.mock.calls.map(([line]) => String(line)).join('\n');
        expect(logged).toContain(file);
        expect(logged).not.toContain(secret);
        expect((await requestIngestToken(first, secret)).status).toBe(200);
      } finally {
        await first.stop();
      }
      const restarted = await startTestServer({ database, env });
      try {
        expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
        expect((await requestIngestToken(restarted, secret)).status).toBe(200);
      } finally {
        await restarted.stop();
      }
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('belongs to a client other than the console: the same id for both refuses to start', () => {
    expect(configFromEnv({ INGEST_CLIENT_ID: 'platform' }).ingestClientId).toBe('platform');
    expect(() => configFromEnv({ INGEST_CLIENT_ID: 'tournament-console' })).toThrow(StartRefusal);
    expect(() => configFromEnv({ OIDC_CLIENT_ID: 'shared', INGEST_CLIENT_ID: 'shared' })).toThrow(StartRefusal);
  });

  it('is INGEST_CLIENT_SECRET when set, sent in the Basic header as it is or form-encoded, and then no file is written', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-ingest-'));
    const secret = 'from the environment+%';
    const server = await startTestServer({ env: { DATA_DIR: dataDir, INGEST_CLIENT_SECRET: secret } });
    try {
      expect((await requestIngestToken(server, secret)).status).toBe(200);
      expect((await requestIngestToken(server, encodeURIComponent(secret))).status).toBe(200);
      expect((await requestIngestToken(server, 'from-the-environment')).status).toBe(401);
      expect(fs.existsSync(path.join(dataDir, INGEST_SECRET_FILE_NAME))).toBe(false);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
