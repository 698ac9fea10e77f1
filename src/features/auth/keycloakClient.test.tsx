import { act, screen } from '@testing-library/react';
import { renderWithStore } from '../../../test/renderWithStore';
import { signedIn } from './authSlice';
import { AuthSession } from './AuthSession';
import { accountSettingsUrl, createAuthClient, freshToken, refreshToken } from './keycloakClient';

/** Stands in for keycloak-js: init succeeds or fails as the test says; tokens are plain objects. */
jest.mock('keycloak-js', () => {
  class FakeKeycloak {
    static instances: FakeKeycloak[] = [];
    static initResult: 'signedIn' | 'unreachable' = 'signedIn';
    authenticated = false;
    loginRequired = false;
    login = jest.fn(async () => undefined);
    token: string | undefined;
    refreshToken: string | undefined;
    tokenParsed: Record<string, unknown> | undefined;
    initOptions: unknown;
    updateToken = jest.fn(async () => true);
    onAuthSuccess?: () => void;
    onAuthLogout?: () => void;
    onReady?: (authenticated: boolean) => void;
    constructor(readonly config: unknown) {
      FakeKeycloak.instances.push(this);
    }
    async init(options: unknown) {
      this.initOptions = options;
      // keycloak-js's own: login-required makes every cleared token start a login.
      this.loginRequired = true;
      if (FakeKeycloak.initResult === 'unreachable') throw new Error('Timeout when waiting for 3rd party check iframe message.');
      this.authenticated = true;
      this.token = 'access-token';
      this.refreshToken = 'refresh-token';
      this.tokenParsed = {
        sub: 'admin',
        name: 'Ada Admin',
        email: 'ada@example.com',
        email_verified: true,
        resource_access: { 'tournament-console': { roles: ['admin'] }, other: { roles: ['x'] } },
      };
      this.onAuthSuccess?.();
      this.onReady?.(true);
      return true;
    }
  }
  return { __esModule: true, default: FakeKeycloak };
});

interface FakeKeycloakInstance {
  initOptions: unknown;
  updateToken: jest.Mock;
  config: unknown;
  loginRequired: boolean;
  login: jest.Mock;
  refreshToken: string | undefined;
  onAuthLogout?: () => void;
}
type FakeKeycloakClass = { instances: FakeKeycloakInstance[]; initResult: string };
const FakeKeycloak = jest.requireMock<{ default: FakeKeycloakClass }>('keycloak-js').default;

const config = { url: 'https://idp.example', realm: 'tournaments', clientId: 'tournament-console' };

function renderSession() {
  createAuthClient(config);
  return renderWithStore(
    <AuthSession>
      <p>The app</p>
    </AuthSession>,
  );
}

describe('keycloak client', () => {
  beforeEach(() => {
    FakeKeycloak.instances.length = 0;
    FakeKeycloak.initResult = 'signedIn';
  });

  it('signs in with the spec options and puts the user from the token into the store', async () => {
    const { store } = renderSession();
    expect(await screen.findByText('The app')).toBeInTheDocument();
    const keycloak = FakeKeycloak.instances[0];
    expect(keycloak.config).toEqual(config);
    expect(keycloak.initOptions).toMatchObject({
      onLoad: 'login-required',
      pkceMethod: 'S256',
      checkLoginIframe: true,
      checkLoginIframeInterval: 5,
      messageReceiveTimeout: 10000,
    });
    expect(store.getState().auth).toEqual({
      status: 'signedIn',
      user: signedIn({ id: 'admin', displayName: 'Ada Admin', email: 'ada@example.com', emailVerified: true, roles: ['admin'] })
        .payload,
      error: null,
      sessionEnded: false,
      signInUnreachable: false,
    });
  });

  it('starts with the tokens the opening tab handed over, keeping login-required for when the provider says the session is over', async () => {
    const handedOver = { token: 'a', refreshToken: 'r', idToken: 'i', timeSkew: 2 };
    createAuthClient(config, handedOver);
    renderWithStore(
      <AuthSession>
        <p>The app</p>
      </AuthSession>,
    );
    await screen.findByText('The app');
    expect(FakeKeycloak.instances[0].initOptions).toMatchObject({ ...handedOver, onLoad: 'login-required', pkceMethod: 'S256' });
  });

  it("shows '401 Unauthorized' instead of the app when the identity provider cannot be reached", async () => {
    FakeKeycloak.initResult = 'unreachable';
    const { store } = renderSession();
    expect(await screen.findByText('401 Unauthorized')).toBeInTheDocument();
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
    expect(store.getState().auth).toEqual({
      status: 'failed',
      user: null,
      error: 'Timeout when waiting for 3rd party check iframe message.',
      sessionEnded: false,
      signInUnreachable: false,
    });
  });

  it('refreshes a token about to expire before handing it to the API client', async () => {
    renderSession();
    await screen.findByText('The app');
    await act(async () => {
      await expect(freshToken()).resolves.toBe('access-token');
    });
    expect(FakeKeycloak.instances[0].updateToken).toHaveBeenCalledWith(30);
  });

  it('still answers with the current token when the refresh is refused', async () => {
    renderSession();
    await screen.findByText('The app');
    FakeKeycloak.instances[0].updateToken.mockRejectedValueOnce(new Error('400'));
    await expect(freshToken()).resolves.toBe('access-token');
  });

  it('never lets keycloak-js leave the page by itself: a cleared token asks to sign in again, and only then logs in', async () => {
    const { store, user } = renderSession();
    await screen.findByText('The app');
    const keycloak = FakeKeycloak.instances[0];
    expect(keycloak.loginRequired).toBe(false);
    act(() => keycloak.onAuthLogout?.());
    expect(await screen.findByText('Your session has ended')).toBeInTheDocument();
    expect(screen.getByText('The app')).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', sessionEnded: true });
    expect(keycloak.login).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(keycloak.login).toHaveBeenCalledTimes(1);
  });

  it('tells a refused refresh token (400) from a refresh that found no answer', async () => {
    renderSession();
    await screen.findByText('The app');
    const keycloak = FakeKeycloak.instances[0];
    keycloak.updateToken.mockRejectedValueOnce(Object.assign(new Error('Server responded with an invalid status.'), { response: { status: 400 } }));
    await expect(refreshToken()).resolves.toBe('sessionEnded');
    keycloak.updateToken.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(refreshToken()).resolves.toBe('unreachable');
    keycloak.updateToken.mockRejectedValueOnce(Object.assign(new Error('Server responded with an invalid status.'), { response: { status: 503 } }));
    await expect(refreshToken()).resolves.toBe('unreachable');
    await expect(refreshToken()).resolves.toBe('refreshed');
    keycloak.refreshToken = undefined;
    await expect(refreshToken()).resolves.toBe('sessionEnded');
  });

  it("points 'Account settings' at the provider's account page", () => {
    createAuthClient(config);
    expect(accountSettingsUrl()).toBe(
      `https://idp.example/realms/tournaments/account?referrer=tournament-console&referrer_uri=${encodeURIComponent(window.location.href)}`,
    );
  });
});
