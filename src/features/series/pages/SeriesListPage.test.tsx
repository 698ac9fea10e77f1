import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/renderWithStore';
import * as api from '../../../api/series';
import { API_EXTENSIONS } from '../../../domain/apiExtensions';
import { seriesDetail, seriesSummary } from '../seriesFixtures';
import SeriesListPage from './SeriesListPage';

jest.mock('../../../api/series');
const mocked = jest.mocked(api);

beforeEach(() => jest.resetAllMocks());

const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(`^${title} `) });

describe('the Series page', () => {
  it('lists each series with its rule in words, next instance, instances run and status, under one h1', async () => {
    mocked.fetchSeriesList.mockResolvedValue([
      seriesSummary(1, { title: 'Daily Happy Hours' }),
      seriesSummary(2, { title: 'Saturday Showdown', status: 'paused', recurrence: { ...seriesSummary(2).recurrence, frequency: 'weekly', weekdays: [6] }, next_instance: null, instances_run: 0 }),
    ]);
    renderWithStore(<SeriesListPage />);
    const daily = await screen.findByRole('row', { name: /^Daily Happy Hours / });
    expect(within(daily).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Daily Happy Hours',
      'Every day 18:00–22:00 UTC',
      '02 Jun 2026, 18:00 UTC',
      '1',
      'Active',
      'PauseEnd',
    ]);
    expect(within(daily).getByRole('link', { name: '02 Jun 2026, 18:00 UTC' })).toHaveAttribute('href', '/tournament/101');
    expect(within(daily).getByRole('link', { name: 'Daily Happy Hours' })).toHaveAttribute('href', '/series/1');
    expect(within(rowOf('Saturday Showdown')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Saturday Showdown',
      'Every Saturday 18:00–22:00 UTC',
      'None',
      '0',
      'Paused',
      'ResumeEnd',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Series']);
  });

  it('ends a series only once its End is confirmed', async () => {
    mocked.fetchSeriesList.mockResolvedValue([seriesSummary(1, { title: 'Daily Happy Hours' })]);
    mocked.changeSeriesStatus.mockResolvedValue(seriesDetail(1, { title: 'Daily Happy Hours', status: 'ended', next_instance: null }));
    const { user } = renderWithStore(<SeriesListPage />);
    await screen.findByRole('row', { name: /^Daily Happy Hours / });
    // By keyboard: Enter on End asks, the answer that changes nothing taking the focus.
    act(() => within(rowOf('Daily Happy Hours')).getByRole('button', { name: 'End' }).focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('End this series for good? Its instances not started yet are canceled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus());
    expect(mocked.changeSeriesStatus).not.toHaveBeenCalled();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await within(rowOf('Daily Happy Hours')).findByText('Ended')).toBeVisible();
    expect(mocked.changeSeriesStatus).toHaveBeenCalledWith(1, 'end', expect.any(AbortSignal));
    expect(within(rowOf('Daily Happy Hours')).queryByRole('button')).toBeNull();
  });

  it('is no page where the API has no series', () => {
    renderWithStore(<SeriesListPage />, { preloadedState: { apiExtensions: API_EXTENSIONS.filter((name) => name !== 'series') } });
    expect(screen.getByText('Page not found')).toBeVisible();
    expect(mocked.fetchSeriesList).not.toHaveBeenCalled();
  });
});
