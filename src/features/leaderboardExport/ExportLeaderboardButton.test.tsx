import { screen, waitFor } from '@testing-library/react';
import { renderWithStore } from '../../../test/renderWithStore';
import { HttpStatusError } from '../../api/client';
import { openedTournamentReducer, tournamentOpened } from '../openedTournament';
import { renderInRomanian } from '../tournaments/romanianTestSupport';
import * as download from './downloadFile';
import { ExportLeaderboardButton } from './ExportLeaderboardButton';

jest.mock('./downloadFile');
const downloadApiFile = jest.mocked(download.downloadApiFile);

const openedTournament = (id: number) => ({ openedTournament: openedTournamentReducer(undefined, tournamentOpened(id)) });

beforeEach(() => jest.resetAllMocks());

describe('ExportLeaderboardButton', () => {
  it("exports the open tournament's leaderboard and spins until the download starts", async () => {
    downloadApiFile.mockReturnValue(new Promise<never>(() => undefined));
    const { store, user } = renderWithStore(<ExportLeaderboardButton />, { preloadedState: openedTournament(42) });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(downloadApiFile).toHaveBeenCalledWith('/api/export/leaderboard/42', expect.stringMatching(/^42_leaderboard_.+Z\.csv$/), 'en', expect.any(AbortSignal));
    expect(store.getState().leaderboardExport.exportingIds).toEqual([42]);
    expect(screen.getByRole('button', { name: /Export/ })).toHaveClass('ant-btn-loading');
  });

  it("alerts a failed export in the console's language", async () => {
    downloadApiFile.mockRejectedValue(new HttpStatusError(500, 'Internal Server Error'));
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = renderInRomanian(<ExportLeaderboardButton />, { preloadedState: openedTournament(42) });
    await user.click(screen.getByRole('button', { name: 'Exportă' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Eroare: 500 - Internal Server Error'));
    alert.mockRestore();
  });

  it('is disabled while no saved tournament is open', () => {
    renderWithStore(<ExportLeaderboardButton />);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
