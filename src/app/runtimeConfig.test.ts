import { resolveRuntimeConfig } from './runtimeConfig';

describe('resolveRuntimeConfig', () => {
  it('defaults to the embedded provider on the SPA origin', () => {
    expect(resolveRuntimeConfig({ identityProviderUrl: '' }, 'http://localhost:8080')).toEqual({
      apiBase: '',
      identityProviderUrl: 'http://localhost:8080',
      realm: 'tournaments',
      clientId: 'tournament-console',
    });
  });

  it('takes what the config file says', () => {
    const file = { apiBase: 'https://api.example', identityProviderUrl: 'https://sso.example', realm: 'ops', clientId: 'console' };
    expect(resolveRuntimeConfig(file, 'http://localhost:8080')).toEqual(file);
  });
});
