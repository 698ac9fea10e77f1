import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv } from '../../src/config';
import { consolePolicy, inlineSource } from '../../src/http/securityHeaders';
import { useTestServer } from '../harness';
import { authorizeUrl, browserRequest, newPkce, oidcUrl } from '../idp/authorizationFlow';

/** A Content-Security-Policy header as directive → sources. */
function directives(policy: string | null): Record<string, string[]> {
  if (!policy) throw new Error('No Content-Security-Policy');
  return Object.fromEntries(policy.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

/** What the issue asks of every page: no inline script nor eval, no plugins, no <base>, no framing. */
function expectConsolePolicy(response: Response) {
  const policy = directives(response.headers.get('content-security-policy'));
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('same-origin');
}

describe('the security headers of the console', () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-spa-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Tournaments</title><script defer src="/main.js"></script>');
  fs.writeFileSync(path.join(webRoot, 'main.js'), 'console.log("the console");');
  const server = useTestServer({ env: { WEB_ROOT: webRoot } });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

  it.each([
    ['the index page', '/'],
    ['a deep link (index.html through the SPA fallback)', '/tournament/7?tab=leaderboard'],
    ['a static file', '/main.js'],
    ['the runtime configuration', '/config.json'],
    ['an API answer', '/api/openapi.json'],
    ['a refusal without a token', '/api/tournaments/running'],
  ])('are on %s', async (_name, pathname) => {
    expectConsolePolicy(await fetch(`${server().url}${pathname}`));
  });

  it("give the provider's login page its own policy: its one inline style, posting to this server, never framed", async () => {
    const response = await browserRequest(authorizeUrl(server(), newPkce()));
    const html = await response.text();
    const policy = directives(response.headers.get('content-security-policy'));
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(policy).toEqual({
      'default-src': ["'none'"],
      'style-src': [inlineSource(style)],
      'form-action': ["'self'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(['3p-cookies/step1.html', '3p-cookies/step2.html', 'login-status-iframe.html'])(
    'let the console frame %s and run its one inline script, by hash',
    async (page) => {
      const response = await browserRequest(oidcUrl(server(), page));
      const html = await response.text();
      const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy['script-src']).toEqual([inlineSource(script)]);
      expect(policy['frame-ancestors']).toEqual(["'self'", new URL(server().url).origin]);
      expect(policy['default-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'none'"]);
    },
  );

  it('let the console alone frame the blank page its sign-in for a new tab lands on (decision 147), with nothing to run and not stored', async () => {
    const response = await fetch(`${server().url}/tab-sign-in.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toMatch(/<script/i);
    expect(directives(response.headers.get('content-security-policy'))).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'self'"] });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe("the console's policy follows the configuration", () => {
  const policyFor = (env: NodeJS.ProcessEnv) => directives(consolePolicy(configFromEnv(env)));

  it('lets keycloak-js reach an external Keycloak: its token endpoint (connect-src) and its iframes (frame-src)', () => {
    const policy = policyFor({ KEYCLOAK_URL: 'https://sso.example.test/auth', KEYCLOAK_REALM: 'games' });
    expect(policy['connect-src']).toEqual(["'self'", 'https://sso.example.test']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://sso.example.test']);
  });

  it('lets the SPA call an API on another origin (API_BASE)', () => {
    expect(policyFor({ API_BASE: 'https://api.example.test/v1' })['connect-src']).toEqual(["'self'", 'https://api.example.test']);
  });

  it('is only this server when the provider is the embedded one and the API is this server', () => {
    const policy = policyFor({ PUBLIC_URL: 'https://console.example.test' });
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'https://console.example.test', 'https:', 'http:', 'data:']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });
});
