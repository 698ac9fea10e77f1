import { resolveRuntimeConfig } from './runtimeConfig';

describe('resolveRuntimeConfig', () => {
  it('defaults to the embedded provider on the SPA origin', () => {
    expect(resolveRuntimeConfig({ identityProviderUrl: '' }, 'http://localhost:8080')).toEqual({
      apiBase: '',
      identityProviderUrl: 'http://localhost:8080',
      realm: 'tournaments',
      clientId: 'tournament-console',
      extensions: [],
    });
  });

  it('takes what the config file says', () => {
    const file = { apiBase: 'https://api.example', identityProviderUrl: 'https://sso.example', realm: 'ops', clientId: 'console', extensions: ['history' as const] };
    expect(resolveRuntimeConfig(file, 'http://localhost:8080')).toEqual(file);
  });

  it('keeps only the extensions this console knows', () => {
    const file = { extensions: ['live', 'teleport'] } as unknown as Parameters<typeof resolveRuntimeConfig>[0];
    expect(resolveRuntimeConfig(file, 'http://localhost:8080').extensions).toEqual(['live']);
  });
});
