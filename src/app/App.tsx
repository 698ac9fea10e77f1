import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { AuthSession } from '../features/auth/AuthSession';
import type { createAppRouter } from './router';
import type { AppStore } from './store';
import { theme } from './theme';

export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createAppRouter> }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <AuthSession>
          <RouterProvider router={router} />
        </AuthSession>
      </ConfigProvider>
    </Provider>
  );
}
