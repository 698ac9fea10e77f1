import { inlineSource } from '../../http/securityHeaders';

/**
 * The pages keycloak-js loads in hidden iframes. They are static: no user data is placed in them, and
 * their one inline script is allowed by its hash (httpReplies.ts sendFramePage).
 *
 * The 3p-cookie check: step1 sets a cookie and goes to step2, which tells the parent whether the
 * cookie came back. keycloak-js waits for "supported"/"unsupported" (messageReceiveTimeout).
 */
export interface FramePage {
  html: string;
  /** The source that allows its script in a Content-Security-Policy. */
  scriptSource: string;
}

function framePage(script: string): FramePage {
  return { html: `<!doctype html><html><body><script>${script}</script></body></html>`, scriptSource: inlineSource(script) };
}

export const THIRD_PARTY_COOKIES_STEP1 = framePage(`
document.cookie = "KC_3P_COOKIE_SAMESITE=supported; Max-Age=60; SameSite=None; Secure";
document.cookie = "KC_3P_COOKIE=supported; Max-Age=60";
window.location.replace("step2.html");
`);

export const THIRD_PARTY_COOKIES_STEP2 = framePage(`
var supported = document.cookie.indexOf("KC_3P_COOKIE") !== -1;
document.cookie = "KC_3P_COOKIE_SAMESITE=; Max-Age=0; SameSite=None; Secure";
document.cookie = "KC_3P_COOKIE=; Max-Age=0";
window.parent.postMessage(supported ? "supported" : "unsupported", "*");
`);

/**
 * The login-status iframe: keycloak-js posts "<clientId> <sessionId>"; the page asks the server
 * (which sees the session cookie) and answers "unchanged", "changed" or "error". It must always
 * answer: keycloak-js waits for it without a timeout.
 *
 * A check that got no answer (network down, server stopped or restarting: fetch fails, or a gateway
 * answers 5xx) says "unchanged", as Keycloak's own iframe, which reads a cookie and asks nobody, would:
 * keycloak-js clears the tokens on "error", which would end a session nobody ended (decision 127).
 * "error" stays the answer to a refused check (403: unknown client or foreign origin).
 */
export const LOGIN_STATUS_IFRAME = framePage(`
window.addEventListener("message", function (event) {
  if (typeof event.data !== "string") return;
  var parts = event.data.split(" ");
  if (parts.length !== 2) return;
  var query = new URLSearchParams({ client_id: parts[0], sid: parts[1], origin: event.origin });
  fetch("login-status-iframe.html/check?" + query, { credentials: "same-origin" })
    .then(function (response) {
      if (response.ok) return response.json().then(function (body) { return body.status; });
      return response.status >= 500 ? "unchanged" : "error";
    })
    .catch(function () { return "unchanged"; })
    .then(function (status) { event.source.postMessage(status, event.origin); });
});
`);
