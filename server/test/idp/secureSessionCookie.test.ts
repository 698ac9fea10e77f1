import { useTestServer, type TestServer } from '../harness';
import { authorizeUrl, browserRequest, newPkce, parseLoginForm } from './authorizationFlow';

/** The Set-Cookie of the provider's session after signing in through a proxy that sends `headers`. */
async function sessionCookieThrough(server: TestServer, headers: Record<string, string>): Promise<string> {
  const form = parseLoginForm(server, await (await browserRequest(authorizeUrl(server, newPkce()))).text());
  const response = await fetch(form.action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ request: form.requestId, username: 'admin', password: 'admin' }),
  });
  expect(response.status).toBe(303);
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('TC_IDP_SESSION=')) ?? 'none';
}

const isSecure = (setCookie: string) => /;\s*Secure(;|$)/i.test(setCookie);
const overTls = { 'x-forwarded-proto': 'https' };

describe('the session cookie behind a proxy the server trusts (TRUST_PROXY=loopback)', () => {
  const server = useTestServer({ env: { TRUST_PROXY: 'loopback' } });

  it('is Secure when the proxy says the browser came over TLS', async () => {
    expect(isSecure(await sessionCookieThrough(server(), overTls))).toBe(true);
  });

  it('is not Secure over plain HTTP', async () => {
    expect(isSecure(await sessionCookieThrough(server(), {}))).toBe(false);
  });
});

describe('the session cookie without a trusted proxy (TRUST_PROXY unset)', () => {
  const server = useTestServer();

  it('ignores a client that claims TLS with X-Forwarded-Proto', async () => {
    const setCookie = await sessionCookieThrough(server(), overTls);
    expect(setCookie).toMatch(/^TC_IDP_SESSION=/);
    expect(isSecure(setCookie)).toBe(false);
  });
});

describe('the session cookie behind a proxy at an address the server does not trust', () => {
  const server = useTestServer({ env: { TRUST_PROXY: '10.0.0.0/8' } });

  it('ignores X-Forwarded-Proto from 127.0.0.1', async () => {
    expect(isSecure(await sessionCookieThrough(server(), overTls))).toBe(false);
  });
});
