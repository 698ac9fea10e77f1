import { screen, waitFor } from '@testing-library/react';
import { fakeEventStreams } from '../../../../test/fakeEventStreams';
import { renderWithStore } from '../../../../test/renderWithStore';
import * as api from '../../../api/leaderboard';
import * as liveApi from '../../../api/liveBoards';
import { TournamentStatus } from '../../../domain/enums';
import { editorReducer, tournamentLoaded } from '../../editor/editorSlice';
import { aChange, changeEvent } from '../../live/liveFixtures';
import { openedTournamentReducer, tournamentOpened } from '../../openedTournament';
import { aTournament } from '../../tournaments/tournamentFixtures';
import { aPage, aRow } from '../leaderboardFixtures';
import { LeaderboardTab } from './LeaderboardTab';

jest.mock('../../../api/leaderboard');
jest.mock('../../../api/liveBoards', () => ({ ...jest.requireActual('../../../api/liveBoards'), openBoardChanges: jest.fn() }));
const fetchPage = jest.mocked(api.fetchLeaderboardPage);
const openBoard = jest.mocked(liveApi.openBoardChanges);

/** The board after players 2 and 3 swapped places. */
const swapped: api.LeaderboardPage = { size: 3, rows: [aRow(1), aRow(2, { user_id: 'player-3', user_name: 'Player 3' }), aRow(3, { user_id: 'player-2', user_name: 'Player 2' })] };

/** The tab of In Progress tournament 7, its stream delivering `chunks`. */
function renderLiveTab(...chunks: string[]) {
  openBoard.mockImplementation(fakeEventStreams({ chunks }).open);
  return renderInProgressTab();
}

function renderInProgressTab() {
  const editor = editorReducer(undefined, tournamentLoaded(aTournament(7, { status: TournamentStatus.InProgress })));
  const openedTournament = openedTournamentReducer(undefined, tournamentOpened(7));
  return renderWithStore(<LeaderboardTab />, { preloadedState: { editor, openedTournament } });
}

const rowOf = (userId: string) => screen.getByRole('row', { name: new RegExp(`\\b${userId}\\b`) });

describe('the live Leaderboard tab', () => {
  beforeEach(() => jest.resetAllMocks());

  it("says 'Live' beside the table and moves the rows by itself, highlighting those that moved", async () => {
    fetchPage.mockResolvedValueOnce(aPage(0, 3)).mockResolvedValue(swapped);
    renderLiveTab(changeEvent(aChange(7, 5)));
    expect(await screen.findByRole('status', { name: 'Live updates' })).toHaveTextContent('Live');
    await waitFor(() => expect(screen.getAllByRole('row')[2]).toHaveTextContent('player-3'));
    expect(rowOf('player-3')).toHaveClass('leaderboard-row-moved');
    expect(rowOf('player-2')).toHaveClass('leaderboard-row-moved');
    expect(rowOf('player-1')).not.toHaveClass('leaderboard-row-moved');
  });

  it("says 'Reconnecting…' once the stream drops", async () => {
    fetchPage.mockResolvedValue(aPage(0, 3));
    openBoard.mockRejectedValue(new Error('Failed to fetch'));
    renderInProgressTab();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent('Reconnecting…'));
    expect(screen.getByRole('status', { name: 'Live updates' })).toHaveAttribute('title', 'Failed to fetch');
  });
});
