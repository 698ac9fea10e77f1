/**
 * Tokens handed from a console tab to the tab it opened (decision 147), by postMessage between those two windows only:
 * the opener answers the window it opened and no other (the message's source), the new tab takes an answer only from
 * its opener, and both only from and to the console's own origin. Nothing is stored, nothing goes in an address.
 */
import { openInNewTab } from '../../lib/navigation';
import { claimsOf, type TabTokens } from './tabSignIn';

const SESSION_WANTED = 'tournament-console/sessionWanted';
const SESSION_OFFERED = 'tournament-console/sessionOffered';

interface SessionOffered {
  type: typeof SESSION_OFFERED;
  /** Absent when the opener could not sign in for the new tab: it signs in as a tab opened by hand does. */
  tokens?: TabTokens;
}

/** How long an opened tab may take to ask: its bundle loaded, on a slow machine. */
const OFFER_MS = 30_000;
/** How long a new tab waits for its opener's answer before signing in by itself: longer than the opener tries (tabSignIn.ts). */
const ANSWER_MS = 3_000;
/** A refresh token this close to its end is not worth starting with. */
const REFRESH_MARGIN_SECONDS = 60;

const fromOwnOrigin = (event: MessageEvent) => event.origin === window.location.origin;

/** Answers `tab`'s first request with its tokens (or with none if they could not be had); forgets them after a while. */
export function offerSession(tab: Window, tokens: Promise<TabTokens>): void {
  const forget = () => {
    window.removeEventListener('message', answer);
    window.clearTimeout(timeout);
  };
  const answer = (event: MessageEvent) => {
    if (event.source !== tab || !fromOwnOrigin(event) || (event.data as { type?: unknown } | null)?.type !== SESSION_WANTED) return;
    forget();
    const send = (offered: SessionOffered) => tab.postMessage(offered, window.location.origin);
    tokens.then((handed) => send({ type: SESSION_OFFERED, tokens: handed })).catch(() => send({ type: SESSION_OFFERED }));
  };
  const timeout = window.setTimeout(forget, OFFER_MS);
  window.addEventListener('message', answer);
}

/** Opens `path` in a new tab and hands it the tokens signed in for it. */
export function openWithSession(path: string, tokens: Promise<TabTokens>): void {
  const tab = openInNewTab(path);
  if (tab) offerSession(tab, tokens);
}

/** Tokens whose refresh token still has a while to go, by the provider's clock as the opener estimated it. */
function fresh(tokens: TabTokens, now: number): boolean {
  try {
    const refreshEnds = Number(claimsOf(tokens.refreshToken).exp);
    return refreshEnds - REFRESH_MARGIN_SECONDS > Math.floor(now / 1000) - tokens.timeSkew;
  } catch {
    return false;
  }
}

/**
 * The tokens this tab's opener hands over, or undefined for a tab nobody opened, an opener that does not answer in
 * time or has none to give, and tokens about to expire: the tab then signs in as it always did.
 */
export function receiveSession(): Promise<TabTokens | undefined> {
  const opener = window.opener as Window | null;
  if (!opener) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const finish = (tokens: TabTokens | undefined) => {
      window.removeEventListener('message', received);
      window.clearTimeout(timeout);
      // The link back is needed no more: the new tab is on its own, as a tab opened with noopener is.
      window.opener = null;
      resolve(tokens && fresh(tokens, Date.now()) ? tokens : undefined);
    };
    const received = (event: MessageEvent) => {
      const offered = event.data as Partial<SessionOffered> | null;
      if (event.source === opener && fromOwnOrigin(event) && offered?.type === SESSION_OFFERED) finish(offered.tokens);
    };
    const timeout = window.setTimeout(() => finish(undefined), ANSWER_MS);
    window.addEventListener('message', received);
    opener.postMessage({ type: SESSION_WANTED }, window.location.origin);
  });
}
