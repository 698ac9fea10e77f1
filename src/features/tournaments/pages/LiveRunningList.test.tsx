import { screen, within } from '@testing-library/react';
import { fakeEventStreams } from '../../../../test/fakeEventStreams';
import { renderWithStore } from '../../../../test/renderWithStore';
import * as liveApi from '../../../api/liveBoards';
import { fetchTournamentListPage } from '../../../api/tournaments';
import { aChange, aLeader, changeEvent } from '../../live/liveFixtures';
import { aTournament } from '../tournamentFixtures';
import RunningTournamentsPage from './RunningTournamentsPage';

jest.mock('../../../api/tournaments', () => ({ ...jest.requireActual('../../../api/tournaments'), fetchTournamentListPage: jest.fn() }));
jest.mock('../../../api/liveBoards', () => ({ ...jest.requireActual('../../../api/liveBoards'), openBoardsChanges: jest.fn() }));
const fetchPage = jest.mocked(fetchTournamentListPage);
const openBoards = jest.mocked(liveApi.openBoardsChanges);

/** The value shown beside `label` on the card of `title`. */
const fact = (title: string, label: string) => {
  const card = screen.getByRole('article', { name: title });
  return within(card).getByText(label).nextElementSibling?.textContent;
};

describe('the live Running list', () => {
  it("says 'Live' and shows each card's leader and players from the stream", async () => {
    fetchPage.mockResolvedValue({ tournaments: [aTournament(1), aTournament(2)], total: 2 });
    const stream = fakeEventStreams({ chunks: [changeEvent(aChange(1, 3, { players: 1234, leader: aLeader({ user_name: 'Ana', total_score: 5000.2 }) }))] });
    openBoards.mockImplementation(stream.open);
    renderWithStore(<RunningTournamentsPage />);
    expect(await screen.findByRole('status', { name: 'Live updates' })).toHaveTextContent('Live');
    expect(fact('Tournament 1', 'Leader')).toBe('Ana · 5.000');
    // Both true at once (issue 27): the board shows the first 250 of the 1234 players scoring.
    expect(fact('Tournament 1', 'Scoring now')).toBe('1234 players, top 250 shown');
    expect(fact('Tournament 1', 'Leaderboard')).toBe('250 players');
    expect(within(screen.getByRole('article', { name: 'Tournament 2' })).queryByText('Leader')).not.toBeInTheDocument();
    expect(stream.opened[0].args[0]).toEqual([1, 2]);
  });
});
