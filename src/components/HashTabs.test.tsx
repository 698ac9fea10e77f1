import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithStore } from '../../test/renderWithStore';
import { HashTabs, tabKeyForHash, type HashTabItem } from './HashTabs';

const items: HashTabItem[] = [
  { key: 'bonuses', label: 'Bonuses', children: 'Bonuses panel', disabled: true },
  { key: 'details', label: 'Details', children: 'Details panel' },
  { key: 'leaderboard', label: 'Leaderboard', children: 'Leaderboard panel' },
];

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '*', element: <HashTabs items={items} /> }], { initialEntries: [address] });
  const { user } = renderWithStore(<RouterProvider router={router} />, { route: null });
  return { router, user };
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('tabKeyForHash', () => {
  it('names the enabled tab of the hash', () => {
    expect(tabKeyForHash(items, '#/leaderboard')).toBe('leaderboard');
  });

  it.each(['', '#', '#/', '#/nothing', '#leaderboard-typo', '#/bonuses'])('falls back to the first enabled tab for %j', (hash) => {
    expect(tabKeyForHash(items, hash)).toBe('details');
  });

  it('has no tab when every tab is disabled', () => {
    expect(tabKeyForHash([{ key: 'a', label: 'A', disabled: true }], '#/a')).toBeUndefined();
  });
});

describe('HashTabs', () => {
  it('opens the tab the hash names', () => {
    renderAt('/tournament/7#/leaderboard');
    expect(selectedTab()).toHaveTextContent('Leaderboard');
    expect(screen.getByText('Leaderboard panel')).toBeVisible();
  });

  it('names the icon that is all the button listing the tabs a narrow window hides shows', () => {
    renderAt('/tournament/7');
    // The button stays hidden until the tabs overflow (jsdom lays nothing out), so its name is read from the icon's label.
    expect(screen.getByLabelText('More tabs')).toHaveClass('anticon-ellipsis');
  });

  it('opens the first enabled tab when the hash names a disabled one', () => {
    renderAt('/tournament/7#/bonuses');
    expect(selectedTab()).toHaveTextContent('Details');
    expect(screen.getByText('Details panel')).toBeVisible();
  });

  it('writes the chosen tab into the hash, keeping the path and the query', async () => {
    const { router, user } = renderAt('/tournament/7?page=2');
    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    expect(router.state.location).toMatchObject({ pathname: '/tournament/7', search: '?page=2', hash: '#/leaderboard' });
    expect(selectedTab()).toHaveTextContent('Leaderboard');
  });

  it('follows the hash when it changes, e.g. on Back', async () => {
    const { router, user } = renderAt('/tournament/7#/details');
    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    await act(() => router.navigate(-1));
    expect(router.state.location.hash).toBe('#/details');
    expect(selectedTab()).toHaveTextContent('Details');
  });

  it('cannot choose a disabled tab', async () => {
    const { router, user } = renderAt('/tournament/7#/details');
    await user.click(screen.getByRole('tab', { name: 'Bonuses' }));
    expect(router.state.location.hash).toBe('#/details');
    expect(selectedTab()).toHaveTextContent('Details');
  });

  it('moves focus along the enabled tabs with the arrow keys, Home and End, and Enter chooses the focused one', async () => {
    const { router, user } = renderAt('/tournament/7#/details');
    // By the end of the name: rc-tabs puts 'Tab n of m' before the focused tab's label, hidden by hashTabs.css, which jsdom does not load.
    const tab = (label: string) => screen.getByRole('tab', { name: new RegExp(`${label}$`) });
    await user.tab();
    expect(tab('Details')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Leaderboard')).toHaveFocus();
    // Past the last it starts again at the first enabled one (Bonuses is disabled).
    await user.keyboard('{ArrowRight}');
    expect(tab('Details')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Leaderboard')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Details')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Leaderboard')).toHaveFocus();
    expect(router.state.location.hash).toBe('#/details');
    await user.keyboard('{Enter}');
    expect(router.state.location.hash).toBe('#/leaderboard');
    expect(selectedTab()).toHaveTextContent('Leaderboard');
  });
});
