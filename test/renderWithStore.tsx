import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { RootState } from '../src/app/rootReducer';
import { setupStore } from '../src/app/store';
import { IntlRoot } from '../src/i18n/IntlRoot';
import { theme } from '../src/app/theme';

interface RenderWithStoreOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** The address the page is rendered at; null when `ui` brings its own router. */
  route?: string | null;
}

/** Renders `ui` on a real store (every saga running) inside the app's language, theme and a memory router. */
export function renderWithStore(ui: ReactElement, { preloadedState, route = '/', ...options }: RenderWithStoreOptions = {}) {
  const store = setupStore(preloadedState);
  const routed = route === null ? ui : <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>;
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <IntlRoot>
        <ConfigProvider theme={theme}>{routed}</ConfigProvider>
      </IntlRoot>
    </Provider>,
    options,
  );
  return { store, user, ...view };
}

/** A signed-in user for preloaded state. */
export const signedInAuthState: RootState['auth'] = {
  status: 'signedIn',
  user: { id: 'admin', displayName: 'Ada Admin', email: 'ada@example.com', emailVerified: true, roles: ['admin'] },
  error: null,
};
