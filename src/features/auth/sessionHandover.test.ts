import { offerSession, receiveSession } from './sessionHandover';
import type { TabTokens } from './tabSignIn';

/** A JWT-shaped token with these claims (unsigned: the handover reads, never verifies). */
const jwt = (claims: Record<string, unknown>) => `e30.${btoa(JSON.stringify(claims))}.sig`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const tokens = (refreshExpiresIn: number): TabTokens => ({
  token: jwt({ iat: nowSeconds() }),
  refreshToken: jwt({ exp: nowSeconds() + refreshExpiresIn }),
  idToken: jwt({}),
  timeSkew: 0,
});

/** A message as the browser delivers it to this window: from `source`, of `origin`. */
const deliver = (data: unknown, source: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

/** A window this one opened, or its opener: records what is posted to it. */
function fakeWindow() {
  return { postMessage: jest.fn() };
}

const offered = (handed?: TabTokens) => ({ type: 'tournament-console/sessionOffered', tokens: handed });
const wanted = { type: 'tournament-console/sessionWanted' };

afterEach(() => {
  window.opener = null;
  jest.useRealTimers();
});

describe('the opening tab', () => {
  it('hands the tokens to the tab it opened when that tab asks, once, and to nobody else', async () => {
    const tab = fakeWindow();
    const other = fakeWindow();
    const handed = tokens(1800);
    offerSession(tab as unknown as Window, Promise.resolve(handed));
    deliver(wanted, other);
    deliver(wanted, tab, 'https://elsewhere.example');
    deliver({ type: 'something else' }, tab);
    await Promise.resolve();
    expect(tab.postMessage).not.toHaveBeenCalled();
    deliver(wanted, tab);
    deliver(wanted, tab);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tab.postMessage.mock.calls).toEqual([[offered(handed), window.location.origin]]);
    expect(other.postMessage).not.toHaveBeenCalled();
  });

  it('answers with no tokens when its sign-in for the tab failed, so that the tab signs in at once', async () => {
    const tab = fakeWindow();
    offerSession(tab as unknown as Window, Promise.reject(new Error('login_required')));
    deliver(wanted, tab);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tab.postMessage.mock.calls).toEqual([[offered(undefined), window.location.origin]]);
  });
});

describe('the opened tab', () => {
  it('signs in as always when nobody opened it', async () => {
    await expect(receiveSession()).resolves.toBeUndefined();
  });

  it("asks its opener on the console's own origin and takes its opener's answer only", async () => {
    const opener = fakeWindow();
    window.opener = opener;
    const handed = tokens(1800);
    const received = receiveSession();
    expect(opener.postMessage).toHaveBeenCalledWith(wanted, window.location.origin);
    deliver(offered(tokens(1800)), fakeWindow());
    deliver(offered(tokens(1800)), opener, 'https://elsewhere.example');
    deliver(offered(handed), opener);
    await expect(received).resolves.toEqual(handed);
    expect(window.opener).toBeNull();
  });

  it('signs in as always when the tokens are about to expire, none came, or the opener stays silent', async () => {
    window.opener = fakeWindow();
    const stale = receiveSession();
    deliver(offered(tokens(30)), window.opener);
    await expect(stale).resolves.toBeUndefined();

    window.opener = fakeWindow();
    const none = receiveSession();
    deliver(offered(undefined), window.opener);
    await expect(none).resolves.toBeUndefined();

    jest.useFakeTimers();
    window.opener = fakeWindow();
    const silent = receiveSession();
    jest.advanceTimersByTime(3_000);
    await expect(silent).resolves.toBeUndefined();
  });
});
