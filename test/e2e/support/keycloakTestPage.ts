import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the SPA: a page that loads keycloak-js as an ES module and signs in the way the
 * console will (login-required, PKCE S256, the session iframe polled every second for speed).
 * It exposes the instance as window.kc and its events as window.kcEvents. Its script is a file, as
 * the console's policy allows no inline script.
 */
const INDEX_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>keycloak-js test page</title></head>
<body>
<div id="status">loading</div>
<script type="module" src="/signIn.js"></script>
</body></html>
`;

const SIGN_IN_SCRIPT = `import Keycloak from '/keycloak.js';
const kc = new Keycloak({ url: location.origin, realm: 'tournaments', clientId: 'tournament-console' });
window.kc = kc;
window.kcEvents = [];
for (const name of ['onAuthSuccess', 'onAuthError', 'onAuthRefreshSuccess', 'onAuthRefreshError', 'onAuthLogout', 'onTokenExpired']) {
  kc[name] = () => window.kcEvents.push(name);
}
try {
  const authenticated = await kc.init({
    onLoad: 'login-required',
    pkceMethod: 'S256',
    checkLoginIframe: true,
    checkLoginIframeInterval: 1,
    messageReceiveTimeout: 10000,
    redirectUri: location.origin + '/',
  });
  document.getElementById('status').textContent = authenticated ? 'authenticated' : 'anonymous';
} catch (error) {
  document.getElementById('status').textContent = 'init-error: ' + (error?.message ?? JSON.stringify(error));
}
`;

/** A temporary WEB_ROOT holding the test page and keycloak-js; remove() deletes it. */
export function createKeycloakTestPage(): { webRoot: string; remove(): void } {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-e2e-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webRoot, 'signIn.js'), SIGN_IN_SCRIPT);
  fs.copyFileSync(require.resolve('keycloak-js'), path.join(webRoot, 'keycloak.js'));
  return { webRoot, remove: () => fs.rmSync(webRoot, { recursive: true, force: true }) };
}
