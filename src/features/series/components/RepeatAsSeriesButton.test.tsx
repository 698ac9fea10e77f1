import { screen, waitFor, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/renderWithStore';
import { stateAfter } from '../../../../test/stateAfter';
import * as boostersApi from '../../../api/boosters';
import * as api from '../../../api/series';
import { API_EXTENSIONS } from '../../../domain/apiExtensions';
import { navigateTo } from '../../../lib/navigation';
import { aCompleteDraft } from '../../editor/editorFixtures';
import { tournamentLoaded } from '../../editor/editorSlice';
import { tournamentOpened } from '../../openedTournament';
import { seriesDetail } from '../seriesFixtures';
import { RepeatAsSeriesButton } from './RepeatAsSeriesButton';

jest.mock('../../../api/series');
jest.mock('../../../api/boosters');
jest.mock('../../../lib/navigation');

/** A tournament of 4 hours from 18:00 UTC, open on its page. */
const onPage = () => {
  const { editor, openedTournament } = stateAfter(
    tournamentOpened(7),
    tournamentLoaded(aCompleteDraft(7, { title: 'Evening Race', time_configuration: { ...aCompleteDraft(7).time_configuration, start: '2099-01-01T18:00:00.000Z', end: '2099-01-01T22:00:00.000Z' } })),
  );
  return { editor, openedTournament };
};
const dialog = () => screen.getByRole('dialog', { name: 'Repeat as a series' });

beforeEach(() => jest.resetAllMocks());

describe("'Repeat as a series'", () => {
  it('opens daily at the tournament’s hours, previews the rule in words and the next five starts', async () => {
    const { user } = renderWithStore(<RepeatAsSeriesButton />, { preloadedState: onPage() });
    await user.click(screen.getByRole('button', { name: 'Repeat as a series' }));
    expect(within(dialog()).getByRole('radio', { name: 'Every day' })).toBeChecked();
    expect(within(dialog()).getByLabelText('Start time (UTC, HH:MM)')).toHaveValue('18:00');
    expect(within(dialog()).getByText('Every day 18:00–22:00 UTC')).toBeInTheDocument();
    const starts = within(within(dialog()).getByRole('list', { name: 'Next starts' })).getAllByRole('listitem');
    expect(starts).toHaveLength(5);
    expect(starts.every((start) => / 18:00 UTC$/.test(start.textContent ?? ''))).toBe(true);
  });

  it('asks a weekly rule’s weekday, and says what is wrong with a time instead of a preview', async () => {
    const { user } = renderWithStore(<RepeatAsSeriesButton />, { preloadedState: onPage() });
    await user.click(screen.getByRole('button', { name: 'Repeat as a series' }));
    await user.click(within(dialog()).getByRole('radio', { name: 'Every week' }));
    await user.click(within(dialog()).getByRole('radio', { name: 'Saturday' }));
    expect(within(dialog()).getByText('Every Saturday 18:00–22:00 UTC')).toBeInTheDocument();
    const time = within(dialog()).getByLabelText('Start time (UTC, HH:MM)');
    await user.clear(time);
    await user.type(time, '25:00');
    expect(time).toHaveAccessibleDescription('Time of day should be HH:MM (UTC)');
    expect(within(dialog()).getByText('Correct the rule to see when its instances start')).toBeInTheDocument();
  });

  it('creates the series and opens its page', async () => {
    jest.mocked(boostersApi.fetchBoosters).mockResolvedValue([]);
    jest.mocked(api.createSeries).mockResolvedValue(seriesDetail(12, { title: 'Evening Race' }));
    const { user, store } = renderWithStore(<RepeatAsSeriesButton />, { preloadedState: onPage() });
    await user.click(screen.getByRole('button', { name: 'Repeat as a series' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Create series' }));
    await waitFor(() => expect(jest.mocked(navigateTo)).toHaveBeenCalledWith('/series/12'));
    expect(jest.mocked(api.createSeries).mock.calls[0][0].recurrence).toMatchObject({ frequency: 'daily', time_of_day: '18:00', duration_minutes: 240 });
    expect(store.getState().series.repeatDialog.open).toBe(false);
  });

  it('speaks Romanian', async () => {
    const { user } = renderWithStore(<RepeatAsSeriesButton />, { preloadedState: onPage(), language: 'ro' });
    await user.click(screen.getByRole('button', { name: 'Repetă ca serie' }));
    expect(within(screen.getByRole('dialog', { name: 'Repetă ca serie' })).getByText('În fiecare zi 18:00–22:00 UTC')).toBeInTheDocument();
  });

  it('is not offered where the API has no series', () => {
    renderWithStore(<RepeatAsSeriesButton />, { preloadedState: { ...onPage(), apiExtensions: API_EXTENSIONS.filter((name) => name !== 'series') } });
    expect(screen.queryByRole('button', { name: 'Repeat as a series' })).toBeNull();
  });
});
