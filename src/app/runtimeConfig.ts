import { fetchStaticJson } from '../api/client';
import { apiExtensionsIn, type ApiExtension } from '../domain/apiExtensions';

/** Read at start-up from /config.json, served with the SPA, so one build runs against any environment. */
export interface RuntimeConfig {
  apiBase: string;
  /** Empty: the embedded provider on the SPA's own origin. */
  identityProviderUrl: string;
  realm: string;
  clientId: string;
  /** What the API offers beyond the spec; a config file that names none means none (the operator's own API). */
  extensions: ApiExtension[];
}

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBase: '',
  identityProviderUrl: '',
  realm: 'tournaments',
  clientId: 'tournament-console',
  extensions: [],
};

export function resolveRuntimeConfig(file: Partial<RuntimeConfig>, origin: string): RuntimeConfig {
  const config = { ...defaultRuntimeConfig, ...file };
  // A newer server may name extensions this console does not know.
  return { ...config, identityProviderUrl: config.identityProviderUrl || origin, extensions: apiExtensionsIn(config.extensions) };
}

const CONFIG_TIMEOUT_MS = 10_000;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const file = await fetchStaticJson<Partial<RuntimeConfig>>('/config.json', AbortSignal.timeout(CONFIG_TIMEOUT_MS));
  return resolveRuntimeConfig(file ?? {}, window.location.origin);
}
