import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from './api/client';
import { App } from './app/App';
import './app/app.css';
import { createAppRouter } from './app/router';
import { loadRuntimeConfig } from './app/runtimeConfig';
import { setupStore } from './app/store';
import { createAuthClient, freshToken } from './features/auth/keycloakClient';

async function start(): Promise<void> {
  const config = await loadRuntimeConfig();
  createAuthClient({ url: config.identityProviderUrl, realm: config.realm, clientId: config.clientId });
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
