import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { renderWithStore } from '../../../../test/renderWithStore';
import { HttpStatusError } from '../../../api/client';
import { fetchTournamentList, type TournamentListName } from '../../../api/tournaments';
import type { Tournament } from '../../../domain/tournament';
import { aTournament, TEST_NOW, withoutListPaging } from '../tournamentFixtures';
import CanceledTournamentsPage from './CanceledTournamentsPage';
import CompletedTournamentsPage from './CompletedTournamentsPage';
import DraftTournamentsPage from './DraftTournamentsPage';
import RunningTournamentsPage from './RunningTournamentsPage';
import ScheduledTournamentsPage from './ScheduledTournamentsPage';

jest.mock('../../../api/tournaments', () => ({
  ...jest.requireActual('../../../api/tournaments'),
  fetchTournamentList: jest.fn(),
}));
const fetchList = jest.mocked(fetchTournamentList);

/** Answers every list request with `tournaments`, or leaves it pending until aborted when given nothing. */
function answerWith(tournaments?: Tournament[]) {
  const signals: AbortSignal[] = [];
  fetchList.mockImplementation(async (_list, signal) => {
    signals.push(signal);
    if (tournaments) return tournaments;
    return new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  });
  return signals;
}

function renderRunningPage() {
  return renderWithStore(
    <Routes>
      <Route path="/" element={<RunningTournamentsPage />} />
      <Route path="/tournament/:id" element={<p>The tournament page</p>} />
    </Routes>,
    { preloadedState: withoutListPaging },
  );
}

beforeEach(() => fetchList.mockReset());

describe.each<[string, ComponentType, TournamentListName, string]>([
  ['Running', RunningTournamentsPage, 'running', 'Running tournaments'],
  ['Scheduled', ScheduledTournamentsPage, 'scheduled', 'Scheduled tournaments'],
  ['Completed', CompletedTournamentsPage, 'completed', 'Completed tournaments'],
  ['Draft', DraftTournamentsPage, 'draft', 'Draft tournaments'],
  ['Canceled', CanceledTournamentsPage, 'canceled', 'Canceled tournaments'],
])('the %s page', (_name, Page, list, title) => {
  it('is titled, names the document and loads its own list', async () => {
    answerWith([aTournament(1)]);
    renderWithStore(<Page />, { preloadedState: withoutListPaging });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
    expect(await screen.findByRole('link', { name: 'Tournament 1' })).toBeInTheDocument();
    expect(fetchList).toHaveBeenCalledWith(list, expect.any(AbortSignal));
  });
});

describe('a tournament list page of an API without list paging (the spec as it is)', () => {
  it('loads the whole list and shows no search, sort or pager', async () => {
    answerWith(Array.from({ length: 30 }, (_, index) => aTournament(index + 1)));
    renderRunningPage();
    expect(await screen.findByRole('link', { name: 'Tournament 30' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Tournament pages' })).not.toBeInTheDocument();
  });

  it('shows a skeleton of exactly 3 placeholder cards while loading', async () => {
    answerWith();
    renderRunningPage();
    const skeleton = screen.getByRole('list', { name: 'Loading tournaments' });
    expect(within(skeleton).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('No tournaments found')).not.toBeInTheDocument();
  });

  it("says 'No tournaments found' for an empty list", async () => {
    answerWith([]);
    renderRunningPage();
    expect(await screen.findByText('No tournaments found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading tournaments' })).not.toBeInTheDocument();
  });

  it("shows the red alert 'Error: {message}' and no cards when the load fails", async () => {
    fetchList.mockRejectedValue(new HttpStatusError(500, 'Internal Server Error'));
    renderRunningPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: 500 - Internal Server Error');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows every field of spec §2 on a card', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(TEST_NOW);
    answerWith([aTournament(1), aTournament(2, { is_promoted: true, is_hidden: true, hero_image_mobile: '' })]);
    renderRunningPage();
    const card = await screen.findByRole('article', { name: 'Tournament 1' });
    expect(within(card).getByRole('link', { name: 'Tournament 1' })).toHaveAttribute('href', '/tournament/1');
    expect(within(card).getByRole('presentation')).toHaveAttribute('src', 'https://img.example/1.png');
    const texts = ['Tournament 1', 'Description 1', 'Gaming Transactions', '01 Jun 2026, 10:00 UTC', '04 Jun 2026, 16:30 UTC', '4 days to run', '3d 4h left', 'Net Win', 'Invite Only', '-', 'Visible', '250 players'];
    for (const text of texts) expect(within(card).getByText(text)).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Tournament 2' });
    expect(within(other).getByText('Promoted')).toBeInTheDocument();
    expect(within(other).getByText('Hidden')).toBeInTheDocument();
    expect(within(other).queryByRole('presentation')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows a blank image instead of one that fails to load', async () => {
    answerWith([aTournament(1)]);
    renderRunningPage();
    const card = await screen.findByRole('article', { name: 'Tournament 1' });
    fireEvent.error(within(card).getByRole('presentation'));
    expect(within(card).queryByRole('presentation')).not.toBeInTheDocument();
    expect(within(card).getByText('Tournament 1')).toBeInTheDocument();
  });

  it('reloads the list on Refresh', async () => {
    answerWith([aTournament(1)]);
    const { user } = renderRunningPage();
    await screen.findByRole('link', { name: 'Tournament 1' });
    answerWith([aTournament(2, { title: 'Fresh cup' })]);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('link', { name: 'Fresh cup' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tournament 1' })).not.toBeInTheDocument();
    expect(fetchList).toHaveBeenCalledTimes(2);
  });

  it('opens /tournament/{id} when a card is clicked', async () => {
    answerWith([aTournament(7)]);
    const { user } = renderRunningPage();
    await user.click(await screen.findByRole('link', { name: 'Tournament 7' }));
    expect(await screen.findByText('The tournament page')).toBeInTheDocument();
  });

  it('aborts its request when the page is left before the list arrives', () => {
    const signals = answerWith();
    const { unmount } = renderRunningPage();
    expect(signals[0].aborted).toBe(false);
    unmount();
    expect(signals[0].aborted).toBe(true);
  });

  it('counts the time remaining down as the minutes pass', async () => {
    jest.useFakeTimers({ now: TEST_NOW });
    answerWith([aTournament(1, { time_configuration: { ...aTournament(1).time_configuration, end: new Date(TEST_NOW + 2 * 60_000).toISOString() } })]);
    renderRunningPage();
    expect(await screen.findByText('2m left')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('1m left')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Ended')).toBeInTheDocument();
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});
