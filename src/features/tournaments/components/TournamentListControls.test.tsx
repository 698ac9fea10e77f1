import { screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { renderWithStore } from '../../../../test/renderWithStore';
import { fetchTournamentListPage } from '../../../api/tournaments';
import { configureNavigation } from '../../../lib/navigation';
import CompletedTournamentsPage from '../pages/CompletedTournamentsPage';
import { aTournament } from '../tournamentFixtures';

jest.mock('../../../api/tournaments', () => ({ ...jest.requireActual('../../../api/tournaments'), fetchTournamentListPage: jest.fn() }));
const fetchPage = jest.mocked(fetchTournamentListPage);

/** The sagas navigate the test's memory router, as they do the app's; the address and Back are on screen. */
function RouterProbe() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => configureNavigation((path) => void navigate(path)), [navigate]);
  return (
    <>
      <output aria-label="Address">{pathname + search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderCompletedPage(route: string) {
  return renderWithStore(
    <>
      <RouterProbe />
      <Routes>
        <Route path="/completed" element={<CompletedTournamentsPage />} />
      </Routes>
    </>,
    { route },
  );
}

/** 49 completed tournaments, answered a page at a time as the server would (search ignored: the server's tests cover it). */
beforeEach(() => {
  fetchPage.mockReset();
  fetchPage.mockImplementation(async (_list, { skip = 0, take = 20 }) => ({
    tournaments: Array.from({ length: Math.max(0, Math.min(take, 49 - skip)) }, (_, index) => aTournament(skip + index + 1)),
    total: 49,
  }));
});

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const lastQuery = () => fetchPage.mock.calls.at(-1)?.[1];

describe('the search, sort and pager of a list page', () => {
  it('show and load the view of the address: a shared link or a reload restores it', async () => {
    renderCompletedPage('/completed?q=cup&sort=title&order=desc&page=2');
    expect(await screen.findByRole('link', { name: 'Tournament 25' })).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith('completed', { q: 'cup', sort: 'title', order: 'desc', take: 24, skip: 24 }, expect.any(AbortSignal));
    expect(screen.getByRole('searchbox', { name: 'Search tournaments' })).toHaveValue('cup');
    expect(screen.getByRole('combobox', { name: 'Sort tournaments' })).toHaveDisplayValue('Title, Z to A');
    const pager = screen.getByRole('navigation', { name: 'Tournament pages' });
    expect(pager).toHaveTextContent('49 tournaments');
    expect(within(pager).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getAllByRole('button').map((button) => button.textContent)).toEqual(['‹', '1', '2', '3', '›']);
  });

  it('search once typing pauses, from page 1, and put the search in the address', async () => {
    const { user } = renderCompletedPage('/completed?page=2');
    await screen.findByRole('link', { name: 'Tournament 25' });
    await user.type(screen.getByRole('searchbox', { name: 'Search tournaments' }), 'weekly');
    expect(await screen.findByRole('link', { name: 'Tournament 1' })).toBeInTheDocument();
    expect(address()).toBe('/completed?q=weekly');
    expect(lastQuery()).toEqual({ q: 'weekly', take: 24, skip: 0 });
    // One load for the page opened, one for the search typed: none for the letters on the way.
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('turn the page and sort, each into the address, and go back to the view before', async () => {
    const { user } = renderCompletedPage('/completed');
    await screen.findByRole('link', { name: 'Tournament 1' });
    await user.click(within(screen.getByRole('navigation', { name: 'Tournament pages' })).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'Tournament 25' })).toBeInTheDocument();
    expect(address()).toBe('/completed?page=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort tournaments' }), 'End, latest first');
    expect(await screen.findByRole('link', { name: 'Tournament 1' })).toBeInTheDocument();
    expect(address()).toBe('/completed?sort=end&order=desc');
    expect(lastQuery()).toEqual({ sort: 'end', order: 'desc', take: 24, skip: 0 });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Tournament 25' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ take: 24, skip: 24 });
  });

  it("keep 'No tournaments found' for a search that finds none, with no pager", async () => {
    fetchPage.mockResolvedValue({ tournaments: [], total: 0 });
    renderCompletedPage('/completed?q=nothing');
    expect(await screen.findByText('No tournaments found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Tournament pages' })).not.toBeInTheDocument();
  });
});
