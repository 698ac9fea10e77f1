import { runInNewContext } from 'node:vm';
import { LOGIN_STATUS_IFRAME } from '../../src/idp/html/sessionFramePages';

/** The iframe's script run as a browser would, with `fetch` answering as the test says; resolves with what it posts back. */
function askFrame(fetchAnswer: () => Promise<unknown>): Promise<string> {
  const script = /<script>([\s\S]*)<\/script>/.exec(LOGIN_STATUS_IFRAME.html)?.[1] ?? '';
  let onMessage: ((event: unknown) => void) | undefined;
  const window = { addEventListener: (_type: string, listener: (event: unknown) => void) => (onMessage = listener) };
  runInNewContext(script, { window, fetch: fetchAnswer, URLSearchParams });
  return new Promise((resolve) => {
    onMessage?.({ data: 'tournament-console session-1', origin: 'https://console.example', source: { postMessage: resolve } });
  });
}

const response = (status: number, body?: unknown) => Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve(body) });

describe('the login-status iframe (keycloak-js clears the tokens on anything but "unchanged")', () => {
  it("passes on the server's answer about the session", async () => {
    expect(await askFrame(() => response(200, { status: 'unchanged' }))).toBe('unchanged');
    expect(await askFrame(() => response(200, { status: 'changed' }))).toBe('changed');
  });

  it('says "error" when the server refuses the check (unknown client, foreign origin)', async () => {
    expect(await askFrame(() => response(403, { status: 'error' }))).toBe('error');
  });

  it('says "unchanged" when no answer came: the network is down or the server stopped, which ends no session', async () => {
    expect(await askFrame(() => Promise.reject(new TypeError('Failed to fetch')))).toBe('unchanged');
    expect(await askFrame(() => response(502))).toBe('unchanged');
    expect(await askFrame(() => response(503))).toBe('unchanged');
  });
});
