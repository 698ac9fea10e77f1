import { screen, waitFor, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/renderWithStore';
import * as api from '../../../api/results';
import type { Language } from '../../../i18n/languages';
import { openedTournamentReducer, tournamentOpened } from '../../openedTournament';
import { downloadApiFile } from '../../leaderboardExport/downloadFile';
import { pendingResults, resultsOf } from '../resultsFixtures';
import { ResultsTab } from './ResultsTab';

jest.mock('../../../api/results', () => ({ ...jest.requireActual('../../../api/results'), fetchTournamentResults: jest.fn() }));
jest.mock('../../leaderboardExport/downloadFile');
const fetchResults = jest.mocked(api.fetchTournamentResults);
const download = jest.mocked(downloadApiFile);

const renderTab = (language: Language = 'en') => renderWithStore(<ResultsTab />, { language, preloadedState: { openedTournament: openedTournamentReducer(undefined, tournamentOpened(7)) } });

/** A figure's card: its label (a heading), its value, the lines under it and its definition. */
const card = (label: string) => screen.getByRole('group', { name: label });

beforeEach(() => jest.resetAllMocks());

describe('Results tab', () => {
  it('shows each number with its definition beside it, and the ROI with its sign', async () => {
    fetchResults.mockResolvedValue(resultsOf());
    renderTab();
    await screen.findByRole('heading', { level: 2, name: 'Players' });
    expect(screen.getByText('Final')).toBeInTheDocument();
    expect(screen.getByText('Computed 21 Nov 2026, 10:05 UTC')).toBeInTheDocument();
    expect(card('Active players')).toHaveTextContent('12.345');
    expect(card('Active players')).toHaveTextContent('Players with any event from the platform');
    expect(card('Prize winners')).toHaveTextContent('10');
    expect(card('Turnover')).toHaveTextContent('250.000,5 lei');
    expect(card('Turnover')).toHaveTextContent('Before it: 180.000 lei');
    expect(card('Prize cost')).toHaveTextContent('2.000 lei150 free spins3 itemsFrom the bonus outbox');
    expect(card('Cost per participant')).toHaveTextContent('1,67 lei');
    expect(card('ROI')).toHaveTextContent('+200%');
    expect(card('ROI')).toHaveTextContent('(GGR during − GGR before − prize cost in lei) ÷ prize cost in lei.');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeEnabled();
  });

  it('saves the workbook from Export XLSX, named as the server names it', async () => {
    fetchResults.mockResolvedValue(resultsOf());
    let started: () => void = () => undefined;
    download.mockImplementation(() => new Promise<void>((resolve) => (started = resolve)));
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Export XLSX' }));
    expect(download).toHaveBeenCalledWith('/api/tournaments/7/results.xlsx', expect.stringMatching(/^7_results_.+Z\.xlsx$/), 'en', expect.any(AbortSignal));
    // Until the browser has it, the other export waits.
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    started();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
  });

  it('names the charts and gives their data as tables (jsdom draws no chart: the e2e test sees it)', async () => {
    fetchResults.mockResolvedValue(resultsOf());
    renderTab();
    const figure = await screen.findByRole('figure', { name: 'Participants over time' });
    const table = within(figure).getByRole('table', { name: 'Participants over time: the chart as a table' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['Hour (UTC)Participants so farPlayed in the hour', '20 Nov 2026, 18:00 UTC800800', '20 Nov 2026, 19:00 UTC1.200700']);
    expect(screen.getByRole('figure', { name: 'Turnover and GGR over time' })).toBeInTheDocument();
    expect(within(screen.getByRole('figure', { name: 'Score distribution' })).getByRole('table')).toHaveTextContent('0–501.100');
    const points = within(screen.getByRole('figure', { name: 'Points over time' })).getByRole('table');
    expect(within(points).getAllByRole('row').map((row) => row.textContent)).toEqual(['Hour (UTC)Leaderboard points', '20 Nov 2026, 18:00 UTC41.001', '20 Nov 2026, 19:00 UTC90.000']);
  });

  it('leaves out the points over time of figures computed before the board counted them', async () => {
    const results = resultsOf();
    fetchResults.mockResolvedValue({ ...results, series: { ...results.series, hourly: results.series.hourly.map(({ points: _points, ...hour }) => hour) } });
    renderTab();
    await screen.findByRole('figure', { name: 'Participants over time' });
    expect(screen.queryByRole('figure', { name: 'Points over time' })).not.toBeInTheDocument();
  });

  it('says the results are being computed while they are pending', async () => {
    fetchResults.mockResolvedValue(pendingResults);
    renderTab();
    expect(await screen.findByRole('status')).toHaveTextContent('The results are being computed.');
  });

  it('shows the numbers and definitions in Romanian', async () => {
    fetchResults.mockResolvedValue(resultsOf({ roi_percent: -12.5, state: 'provisional' }));
    renderTab('ro');
    await screen.findByRole('heading', { level: 2, name: 'Jucători' });
    expect(screen.getByText('Provizoriu')).toBeInTheDocument();
    expect(card('Jucători activi')).toHaveTextContent('12.345');
    expect(card('Jucători activi')).toHaveTextContent('Jucătorii cu orice eveniment de la platformă');
    expect(card('ROI')).toHaveTextContent('-12,5%');
    expect(screen.getByRole('button', { name: 'Exportă CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportă XLSX' })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Participanți în timp' })).toBeInTheDocument();
  });
});
