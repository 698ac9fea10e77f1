import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithStore } from '../../../../test/renderWithStore';
import * as api from '../../../api/series';
import { API_EXTENSIONS, type ApiExtension } from '../../../domain/apiExtensions';
import type { Language } from '../../../i18n/languages';
import { dailyRule, seriesDetail, trendInstance } from '../seriesFixtures';
import SeriesPage from './SeriesPage';

jest.mock('../../../api/series');
const mocked = jest.mocked(api);

beforeEach(() => jest.resetAllMocks());

const renderPage = (options: { language?: Language; apiExtensions?: ApiExtension[] } = {}) =>
  renderWithStore(
    <Routes>
      <Route path="/series/:id" element={<SeriesPage />} />
    </Routes>,
    { route: '/series/4', language: options.language, preloadedState: options.apiExtensions && { apiExtensions: options.apiExtensions } },
  );

describe("a series' 'Edit rule'", () => {
  const dialog = () => screen.getByRole('dialog', { name: "Edit the series' rule" });

  it('opens the rule’s dialog on the series’ rule, says what an edit leaves alone, and saves it', async () => {
    mocked.fetchSeries.mockResolvedValue(seriesDetail(4));
    mocked.fetchSeriesResults.mockResolvedValue({ series_id: 4, instances: [] });
    const saved = seriesDetail(4, { recurrence: { ...dailyRule, time_of_day: '19:00' } });
    mocked.updateSeries.mockResolvedValue(saved);
    const { user, store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit rule' }));
    const time = within(dialog()).getByLabelText('Start time (UTC, HH:MM)');
    expect(time).toHaveValue('18:00');
    expect(within(dialog()).getByRole('radio', { name: 'Every day' })).toBeChecked();
    expect(dialog()).toHaveTextContent('Running and finished instances are not changed.');
    await user.clear(time);
    await user.type(time, '19:00');
    expect(within(dialog()).getByText('Every day 19:00–23:00 UTC')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(store.getState().series.repeatDialog.open).toBe(false));
    expect(mocked.updateSeries.mock.calls[0][1].recurrence).toEqual({ ...dailyRule, time_of_day: '19:00' });
    expect(screen.getByText('Every day 19:00–23:00 UTC')).toBeInTheDocument();
  });

  it('is not offered once the series has ended', async () => {
    mocked.fetchSeries.mockResolvedValue(seriesDetail(4, { status: 'ended', next_instance: null }));
    renderPage();
    await screen.findByText('Ended');
    expect(screen.queryByRole('button', { name: 'Edit rule' })).toBeNull();
  });
});

describe("a series' results across instances", () => {
  it('charts participants, GGR and ROI of each instance with results, and gives them as tables (jsdom draws no chart)', async () => {
    mocked.fetchSeries.mockResolvedValue(seriesDetail(4));
    mocked.fetchSeriesResults.mockResolvedValue({
      series_id: 4,
      instances: [trendInstance(101, 1), trendInstance(102, 2, { funnel: { active: 9_000, eligible: 8_000, scored: 950, won: 10 }, ggr: { during: 15_000.5, before: 14_000 }, roi_percent: null }), trendInstance(103, 3, null)],
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Results across instances' });
    const participants = await within(section).findByRole('figure', { name: 'Participants per instance' });
    expect(within(participants).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'InstanceParticipants',
      'Daily Race 1 June, 01 Jun 2026, 18:00 UTC1.200',
      'Daily Race 2 June, 02 Jun 2026, 18:00 UTC950',
    ]);
    expect(within(within(section).getByRole('figure', { name: 'GGR per instance' })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['20.000', '15.000,5']);
    expect(within(within(section).getByRole('figure', { name: 'ROI per instance' })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['200%', 'None (no prize in lei)']);
  });

  it('says so while no instance has results, in Romanian', async () => {
    mocked.fetchSeries.mockResolvedValue(seriesDetail(4));
    mocked.fetchSeriesResults.mockResolvedValue({ series_id: 4, instances: [trendInstance(103, 3, null)] });
    renderPage({ language: 'ro' });
    const section = await screen.findByRole('region', { name: 'Rezultate pe instanțe' });
    expect(await within(section).findByText('Nicio instanță nu are încă rezultate.')).toBeInTheDocument();
  });

  it('is not shown where the API has no results', async () => {
    mocked.fetchSeries.mockResolvedValue(seriesDetail(4));
    renderPage({ apiExtensions: API_EXTENSIONS.filter((name) => name !== 'results') });
    await screen.findByText('Active');
    expect(screen.queryByRole('region', { name: 'Results across instances' })).toBeNull();
    expect(mocked.fetchSeriesResults).not.toHaveBeenCalled();
  });
});
