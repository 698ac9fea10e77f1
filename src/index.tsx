import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from './api/client';
import { App } from './app/App';
import './app/app.css';
import { createAppRouter } from './app/router';
import { loadRuntimeConfig } from './app/runtimeConfig';
import { setupStore } from './app/store';
import { createAuthClient, freshToken } from './features/auth/keycloakClient';
import { receiveSession } from './features/auth/sessionHandover';

async function start(): Promise<void> {
  // A tab the console opened asks its opener for a sign-in while the configuration loads (decision 147).
  const [config, handedOver] = await Promise.all([loadRuntimeConfig(), receiveSession()]);
  createAuthClient({ url: config.identityProviderUrl, realm: config.realm, clientId: config.clientId }, handedOver);
  configureApiClient({ apiBase: config.apiBase, tokenProvider: freshToken });
  const store = setupStore({ apiExtensions: config.extensions });
  let router: ReturnType<typeof createAppRouter> | undefined;
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={() => (router ??= createAppRouter(store.injectFeatures))} />
    </StrictMode>,
  );
}

void start();
