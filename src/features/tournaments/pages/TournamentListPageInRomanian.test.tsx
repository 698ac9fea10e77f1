import { screen, within } from '@testing-library/react';
import { HttpStatusError } from '../../../api/client';
import { fetchTournamentListPage } from '../../../api/tournaments';
import { renderInRomanian } from '../romanianTestSupport';
import { aTournament, TEST_NOW } from '../tournamentFixtures';
import CompletedTournamentsPage from './CompletedTournamentsPage';

jest.mock('../../../api/tournaments', () => ({ ...jest.requireActual('../../../api/tournaments'), fetchTournamentListPage: jest.fn() }));
const fetchPage = jest.mocked(fetchTournamentListPage);

/** The value shown beside `label` on the card of `title`. */
const fact = (title: string, label: string) => within(screen.getByRole('article', { name: title })).getByText(label).nextElementSibling?.textContent;

afterEach(() => jest.restoreAllMocks());

describe('a tournament list page in Romanian', () => {
  it('titles the page and the document, words the controls, the cards and the count with Romanian plurals', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(TEST_NOW);
    // Monday 10:00 to 12:20: one day to run, 20 minutes left at TEST_NOW.
    const today = { ...aTournament(2).time_configuration, end: '2026-06-01T12:20:00.000Z' };
    const unsized = aTournament(2, { leaderboard_size: null, is_promoted: true, is_hidden: true, time_configuration: today });
    fetchPage.mockResolvedValue({ tournaments: [aTournament(1, { leaderboard_size: 21 }), unsized], total: 21 });
    renderInRomanian(<CompletedTournamentsPage />);
    expect(screen.getByRole('heading', { name: 'Turnee încheiate' })).toBeInTheDocument();
    expect(document.title).toBe('Turnee încheiate');
    expect(screen.getByRole('button', { name: 'Reîmprospătează' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Se încarcă turneele' })).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Tournament 1' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Caută turnee' })).toHaveAttribute('placeholder', 'Caută după titlu, slug sau ID');
    expect(screen.getByRole('combobox', { name: 'Sortează turneele' })).toHaveDisplayValue('Ordinea listei');
    expect(within(screen.getByRole('navigation', { name: 'Paginile listei de turnee' })).getByText('21 de turnee')).toBeInTheDocument();

    expect(fact('Tournament 1', 'Durată')).toBe('4 zile de desfășurare');
    expect(fact('Tournament 1', 'Timp rămas')).toBe('3 z 4 h');
    expect(fact('Tournament 1', 'Promovare')).toBe('-');
    expect(fact('Tournament 1', 'Vizibilitate')).toBe('Vizibil');
    expect(fact('Tournament 1', 'Clasament')).toBe('21 de jucători');
    expect(fact('Tournament 2', 'Durată')).toBe('1 zi de desfășurare');
    expect(fact('Tournament 2', 'Timp rămas')).toBe('20 min');
    expect(fact('Tournament 2', 'Promovare')).toBe('Promovat');
    expect(fact('Tournament 2', 'Vizibilitate')).toBe('Ascuns');
    expect(fact('Tournament 2', 'Clasament')).toBe('- jucători');
  });

  it("says 'no tournament found' and words a failed load", async () => {
    fetchPage.mockResolvedValueOnce({ tournaments: [], total: 0 });
    const { unmount } = renderInRomanian(<CompletedTournamentsPage />);
    expect(await screen.findByText('Nu s-a găsit niciun turneu')).toBeInTheDocument();
    unmount();
    fetchPage.mockRejectedValueOnce(new HttpStatusError(500, 'Internal Server Error'));
    renderInRomanian(<CompletedTournamentsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Eroare: 500 - Internal Server Error');
  });
});
