import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { AuthSession } from '../features/auth/AuthSession';
import { IntlRoot } from '../i18n/IntlRoot';
import { buttonConfig } from './buttonConfig';
import type { createAppRouter } from './router';
import type { AppStore } from './store';
import { theme } from './theme';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Renders only once signed in, so `router` is first called after keycloak-js has taken its answer out of the
 * address (`#/leaderboard&code=…` back to `#/leaderboard`): the router reads the address once, when made.
 */
function SignedInRouter({ router }: { router: () => AppRouter }) {
  return <RouterProvider router={router()} />;
}

export function App({ store, router }: { store: AppStore; router: () => AppRouter }) {
  return (
    <Provider store={store}>
      <IntlRoot>
        <ConfigProvider theme={theme} button={buttonConfig}>
          <AuthSession>
            <SignedInRouter router={router} />
          </AuthSession>
        </ConfigProvider>
      </IntlRoot>
    </Provider>
  );
}
