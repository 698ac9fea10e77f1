/**
 * The pages keycloak-js loads in hidden iframes. They are static: no user data is placed in them.
 *
 * The 3p-cookie check: step1 sets a cookie and goes to step2, which tells the parent whether the
 * cookie came back. keycloak-js waits for "supported"/"unsupported" (messageReceiveTimeout).
 */
export const THIRD_PARTY_COOKIES_STEP1 = `<!doctype html><html><body><script>
document.cookie = "KC_3P_COOKIE_SAMESITE=supported; Max-Age=60; SameSite=None; Secure";
document.cookie = "KC_3P_COOKIE=supported; Max-Age=60";
window.location.replace("step2.html");
</script></body></html>`;

export const THIRD_PARTY_COOKIES_STEP2 = `<!doctype html><html><body><script>
var supported = document.cookie.indexOf("KC_3P_COOKIE") !== -1;
document.cookie = "KC_3P_COOKIE_SAMESITE=; Max-Age=0; SameSite=None; Secure";
document.cookie = "KC_3P_COOKIE=; Max-Age=0";
window.parent.postMessage(supported ? "supported" : "unsupported", "*");
</script></body></html>`;

/**
 * The login-status iframe: keycloak-js posts "<clientId> <sessionId>"; the page asks the server
 * (which sees the session cookie) and answers "unchanged", "changed" or "error". It must always
 * answer: keycloak-js waits for it without a timeout.
 */
export const LOGIN_STATUS_IFRAME = `<!doctype html><html><body><script>
window.addEventListener("message", function (event) {
  if (typeof event.data !== "string") return;
  var parts = event.data.split(" ");
  if (parts.length !== 2) return;
  var query = new URLSearchParams({ client_id: parts[0], sid: parts[1], origin: event.origin });
  fetch("login-status-iframe.html/check?" + query, { credentials: "same-origin" })
    .then(function (response) { return response.ok ? response.json() : { status: "error" }; })
    .then(function (body) { return body.status; }, function () { return "error"; })
    .then(function (status) { event.source.postMessage(status, event.origin); });
});
</script></body></html>`;
