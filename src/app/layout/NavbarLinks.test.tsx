import { act, screen, within } from '@testing-library/react';
import { renderWithStore, signedInAuthState } from '../../../test/renderWithStore';
import { countLoaded } from '../../features/unsent/unsentSlice';
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

async function renderNavbar() {
  const view = renderWithStore(<Navbar />, { preloadedState: { auth: signedInAuthState } });
  // antd's Menu records its items in a microtask after mounting.
  await act(async () => undefined);
  return view;
}
const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it("carries the unsent count on 'Unsent bonuses'", async () => {
    const { store } = await renderNavbar();
    act(() => {
      store.dispatch(countLoaded(4));
    });
    const item = within(nav()).getAllByRole('menuitem', { name: /Unsent bonuses/ })[0];
    expect(within(item).getByRole('link', { name: 'Unsent bonuses' })).toBeInTheDocument();
    expect(within(item).getByTitle('4 unsent bonuses')).toHaveTextContent('4');
  });

  it('shows the links in a row from md (768 px) up, with no menu button', async () => {
    resizeWindowTo(768);
    await renderNavbar();
    expect(within(nav()).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(within(nav()).getAllByRole('link', { name: 'Running' })[0]).toBeVisible();
  });

  it('collapses the links behind a menu button below md, opening and closing in 300 ms', async () => {
    resizeWindowTo(767);
    const { user } = await renderNavbar();
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
    const { user } = await renderNavbar();
    await user.click(within(nav()).getByRole('button', { name: 'Menu' }));
    await user.click(within(nav()).getByRole('link', { name: 'Draft' }));
    expect(within(nav()).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
