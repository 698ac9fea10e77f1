import { StyleProvider } from '@ant-design/cssinjs';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { setupStore, type AppStore } from '../src/app/store';
import { IntlRoot } from '../src/i18n/IntlRoot';
import type { LanguagePack } from '../src/i18n/languagePack';
import { languagePackLoaded } from '../src/i18n/languagePacks';
import { DEFAULT_LANGUAGE, type Language } from '../src/i18n/languages';
import { englishPack } from '../src/i18n/packs/english';
import { romanianPack } from '../src/i18n/packs/romanian';
import { showLanguagePack } from '../src/i18n/showLanguagePack';
import { theme } from '../src/app/theme';
import { allLazyFeatures, type RootState } from './allFeatures';
import { visibilityStylesOnly } from './visibilityStylesOnly';

interface RenderWithStoreOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** The address the page is rendered at; null when `ui` brings its own router. */
  route?: string | null;
  /** The language shown from the start, with its catalog, antd's and dayjs's locales (setupTests returns to English). */
  language?: Language;
}

/** The tests' store: every feature taken in from the start, so every slice is in its state. */
export type TestStore = Omit<AppStore, 'getState'> & { getState(): RootState };

const packs: Record<Language, LanguagePack> = { en: englishPack, ro: romanianPack };

/**
 * Renders `ui` (or what it makes of the store: a router that injects into it) on a real store (every feature in,
 * every saga running) inside the app's language, theme and a memory router.
 */
export function renderWithStore(ui: ReactElement | ((store: TestStore) => ReactElement), { preloadedState, route = '/', language = DEFAULT_LANGUAGE, ...options }: RenderWithStoreOptions = {}) {
  if (language !== DEFAULT_LANGUAGE) {
    languagePackLoaded(packs[language]);
    showLanguagePack(packs[language]);
  }
  const store = setupStore({ language: { chosen: language, shown: language }, ...preloadedState }, { features: allLazyFeatures }) as TestStore;
  const element = typeof ui === 'function' ? ui(store) : ui;
  const routed = route === null ? element : <MemoryRouter initialEntries={[route]}>{element}</MemoryRouter>;
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <IntlRoot>
        <StyleProvider transformers={[visibilityStylesOnly]}>
          <ConfigProvider theme={theme}>{routed}</ConfigProvider>
        </StyleProvider>
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
  sessionEnded: false,
  signInUnreachable: false,
};
