import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithStore, signedInAuthState } from '../../test/renderWithStore';
import { createAuthClient } from '../features/auth/keycloakClient';
import type { Language } from '../i18n/languages';
import { paths } from '../lib/paths';
import { createAppRoutes } from './router';

// The tournament page's load stays pending, so the route shows its loading heading.
jest.mock('../api/tournamentEditor', () => ({
  ...jest.requireActual<object>('../api/tournamentEditor'),
  fetchTournament: () => new Promise(() => undefined),
}));

function renderApp(address: string, language: Language = 'en') {
  createAuthClient({ url: 'https://idp.example', realm: 'tournaments', clientId: 'tournament-console' });
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const view = renderWithStore(
    (store) => {
      router = createMemoryRouter(createAppRoutes(store.injectFeatures), { initialEntries: [address] });
      return <RouterProvider router={router} />;
    },
    { route: null, preloadedState: { auth: signedInAuthState }, language },
  );
  return { router: router!, ...view };
}

describe('app routes', () => {
  it.each([
    ['/', 'Running tournaments'],
    ['/scheduled', 'Scheduled tournaments'],
    ['/completed', 'Completed tournaments'],
    ['/draft', 'Draft tournaments'],
    ['/canceled', 'Canceled tournaments'],
    ['/create', 'Create tournament'],
    ['/unsent-bonus-list', 'Unsent bonuses - 0'],
    ['/tournament/42', 'Loading...'],
  ])('loads the page of %s lazily and titles the document after it', async (address, title) => {
    renderApp(address);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('shows the navbar of spec §2 with the signed-in user', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Tournaments' })).toHaveAttribute('href', '/');
    const links = ['Running', 'Scheduled', 'Completed', 'Draft', 'Canceled', 'Unsent bonuses', 'Create tournament'];
    for (const name of links) expect(within(nav).getAllByRole('link', { name })[0]).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Ada Admin' })).toBeInTheDocument();
  });

  it('opens the user menu with Account settings in a new tab and Sign out', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Ada Admin' }));
    const account = await screen.findByRole('menuitem', { name: 'Account settings' });
    expect(account).toHaveAttribute('href', expect.stringMatching(/^https:\/\/idp\.example\/realms\/tournaments\/account\?referrer=tournament-console&/));
    expect(account).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows a not-found page with a way back for an unknown address', async () => {
    const { user, router } = renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to running tournaments' }));
    expect(await screen.findByRole('heading', { name: 'Running tournaments' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the not-found page in Romanian, its title too', async () => {
    renderApp('/no/such/page', 'ro');
    expect(await screen.findByText('Pagina nu a fost găsită')).toBeInTheDocument();
    expect(screen.getByText('Nu există nicio pagină la această adresă.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Înapoi la turneele în desfășurare' })).toBeInTheDocument();
    expect(document.title).toBe('Pagina nu a fost găsită');
  });
});

describe('paths', () => {
  it('builds links from typed parameters', () => {
    expect(paths.tournament.link({ id: 17 })).toBe('/tournament/17');
    expect(paths.unsentBonuses.link({})).toBe('/unsent-bonus-list');
  });
});
