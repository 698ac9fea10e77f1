import { act, screen, within } from '@testing-library/react';
import { renderWithStore, signedInAuthState } from '../../../test/renderWithStore';
import { API_EXTENSIONS } from '../../domain/apiExtensions';
import { countLoaded, countLoadFailed } from '../../features/unsent/unsentSlice';
import { Navbar } from './Navbar';
import { NAVBAR_COLLAPSE_MS } from './NavbarLinks';

const realMatchMedia = window.matchMedia;

/** A window `width` pixels wide: min-width and max-width queries answer as a browser would. */
function resizeWindowTo(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { ...realMatchMedia(query), matches };
  };
}

/** Until `restore()`: the navbar's row reports the links to `clipped` as clipped, the others as shown. */
function clipLinksTo(...clipped: string[]) {
  const realObserver = globalThis.IntersectionObserver;
  class ClippingObserver {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: HTMLElement) {
      const entry = { target, intersectionRatio: clipped.includes(target.dataset.key ?? '') ? 0 : 1 };
      this.report([entry as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    disconnect() {}
  }
  globalThis.IntersectionObserver = ClippingObserver as unknown as typeof IntersectionObserver;
  return () => {
    globalThis.IntersectionObserver = realObserver;
  };
}

function renderNavbar() {
  return renderWithStore(<Navbar />, { preloadedState: { auth: signedInAuthState } });
}
const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it("carries the unsent count on 'Unsent bonuses', inside the link and in its name", () => {
    const { store } = renderNavbar();
    act(() => {
      store.dispatch(countLoaded(43));
    });
    const link = within(nav()).getByRole('link', { name: 'Unsent bonuses, 43 unsent' });
    expect(within(link).getByTitle('43 unsent bonuses')).toHaveTextContent('43');
    act(() => {
      store.dispatch(countLoadFailed({ message: '503 - Service Unavailable' }));
    });
    expect(within(nav()).getByRole('link', { name: 'Unsent bonuses, the count could not be loaded' })).toHaveAttribute('href', '/unsent-bonus-list');
  });

  it("names the link 'Unsent bonuses' alone when nothing is unsent", () => {
    const { store } = renderNavbar();
    act(() => {
      store.dispatch(countLoaded(0));
    });
    expect(within(nav()).getByRole('link', { name: 'Unsent bonuses' })).toHaveAttribute('href', '/unsent-bonus-list');
  });

  it('says the count in Romanian', () => {
    const { store } = renderWithStore(<Navbar />, { preloadedState: { auth: signedInAuthState }, language: 'ro' });
    act(() => {
      store.dispatch(countLoaded(43));
    });
    expect(within(screen.getByRole('navigation', { name: 'Navigare principală' })).getByRole('link', { name: 'Bonusuri netrimise, 43 de bonusuri' })).toBeInTheDocument();
  });

  it('marks the link of the page shown as the current page', () => {
    renderNavbar();
    expect(within(nav()).getByRole('link', { name: 'Running' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Scheduled' })).not.toHaveAttribute('aria-current');
  });

  it("moves the links the row has no room for into a '…' menu, the unsent count with its link", async () => {
    const restore = clipLinksTo('/unsent-bonus-list', '/create');
    try {
      const { user, store } = renderNavbar();
      act(() => {
        store.dispatch(countLoaded(4));
      });
      expect(within(nav()).getByRole('link', { name: 'Canceled' })).toBeVisible();
      expect(within(nav()).queryByRole('link', { name: 'Create tournament' })).not.toBeInTheDocument();

      await user.click(within(nav()).getByRole('button', { name: 'More links' }));
      const more = screen.getByRole('menu');
      expect(within(more).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Unsent bonuses4Unsent bonuses, 4 unsent', 'Create tournament']);
      const unsent = within(more).getByRole('menuitem', { name: 'Unsent bonuses, 4 unsent' });
      expect(unsent).toHaveAttribute('href', '/unsent-bonus-list');
      expect(within(unsent).getByTitle('4 unsent bonuses')).toHaveTextContent('4');

      await user.click(within(more).getByRole('menuitem', { name: 'Create tournament' }));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('shows the links in a row from md (768 px) up, with no menu button', () => {
    resizeWindowTo(768);
    renderNavbar();
    expect(within(nav()).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(within(nav()).getAllByRole('link', { name: 'Running' })[0]).toBeVisible();
  });

  it('collapses the links behind a menu button below md, opening and closing in 300 ms', async () => {
    resizeWindowTo(767);
    const { user } = renderNavbar();
    const toggle = within(nav()).getByRole('button', { name: 'Menu' });
    // The collapse animation lives in the panel's inline style, which no query reaches.
    // eslint-disable-next-line testing-library/no-node-access
    const collapse = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Running' })).not.toBeInTheDocument();
    expect(collapse.style.visibility).toBe('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Scheduled' })).toBeVisible();
    expect(collapse.style.transition).toContain(`${NAVBAR_COLLAPSE_MS}ms`);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Hidden only once the 300 ms collapse has run.
    expect(collapse.style.transition).toContain(`visibility 0s linear ${NAVBAR_COLLAPSE_MS}ms`);
    expect(within(nav()).queryByRole('link', { name: 'Scheduled' })).not.toBeInTheDocument();
  });

  it('closes the collapsed links when one is chosen', async () => {
    resizeWindowTo(400);
    const { user } = renderNavbar();
    await user.click(within(nav()).getByRole('button', { name: 'Menu' }));
    await user.click(within(nav()).getByRole('link', { name: 'Draft' }));
    expect(within(nav()).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("has 'Series' after the lists where the API offers series, and no such link where it does not (issue 28)", () => {
    const { unmount } = renderNavbar();
    expect(within(nav()).getByRole('link', { name: 'Series' })).toHaveAttribute('href', '/series');
    unmount();
    renderWithStore(<Navbar />, { preloadedState: { auth: signedInAuthState, apiExtensions: API_EXTENSIONS.filter((name) => name !== 'series') } });
    expect(within(nav()).queryByRole('link', { name: 'Series' })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Canceled' })).toBeVisible();
  });
});
