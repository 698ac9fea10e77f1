import { stateAfter } from '../../../test/stateAfter';
import { TournamentStatus } from '../../domain/enums';
import { inEnglish } from '../../i18n/inLanguage';
import { dailyRule, instance, seriesDetail, seriesSummary } from './seriesFixtures';
import {
  instanceStateOf,
  selectAllSeries,
  selectInstances,
  selectOpenedSeries,
  selectRecurrenceErrors,
  selectRecurrencePreview,
  selectRepeatRecurrence,
  selectSeriesChanging,
  statusActionsFor,
} from './seriesSelectors';
import * as series from './seriesSlice';

const JUNE_1 = Date.parse('2026-06-01T12:00:00Z');
const dialogOpened = series.repeatDialogOpened({ tournamentId: 7, recurrence: dailyRule });

describe('the series list', () => {
  it('keeps the series newest first, whatever order they arrive in', () => {
    const state = stateAfter(series.seriesListOpened(), series.seriesListLoaded([seriesSummary(1), seriesSummary(3), seriesSummary(2)]));
    expect(selectAllSeries(state).map(({ id }) => id)).toEqual([3, 2, 1]);
    expect(state.series.listStatus).toBe('loaded');
  });

  it('a status change answered updates the row and ends its busy state', () => {
    const state = stateAfter(
      series.seriesListLoaded([seriesSummary(1)]),
      series.seriesStatusChangeRequested({ id: 1, change: 'pause' }),
    );
    expect(selectSeriesChanging(state, 1)).toBe(true);
    const after = stateAfter(
      series.seriesListLoaded([seriesSummary(1)]),
      series.seriesStatusChangeRequested({ id: 1, change: 'pause' }),
      series.seriesStatusChanged(seriesDetail(1, { status: 'paused' })),
    );
    expect(selectSeriesChanging(after, 1)).toBe(false);
    expect(selectAllSeries(after)[0].status).toBe('paused');
    // The list's row holds the summary only: the instances are the opened series'.
    expect(selectAllSeries(after)[0]).not.toHaveProperty('instances');
  });
});

describe('a series page', () => {
  it('holds the opened series’ instances by start, and forgets them on leaving', () => {
    const detail = seriesDetail(4, { instances: [instance(103, 3), instance(101, 1), instance(102, 2)] });
    const state = stateAfter(series.seriesPageOpened(4), series.seriesLoaded(detail));
    expect(selectOpenedSeries(state)?.title).toBe('Series 4');
    expect(selectInstances(state).map(({ id }) => id)).toEqual([101, 102, 103]);
    expect(selectInstances(stateAfter(series.seriesPageOpened(4), series.seriesLoaded(detail), series.seriesPageClosed()))).toEqual([]);
  });

  it('takes no instances of another series than the one open', () => {
    const state = stateAfter(series.seriesPageOpened(4), series.seriesStatusChanged(seriesDetail(5)));
    expect(selectInstances(state)).toEqual([]);
    expect(selectAllSeries(state).map(({ id }) => id)).toEqual([5]);
  });

  it.each([
    [instance(1, 3), Date.parse('2026-06-01T00:00:00Z'), 'scheduled'],
    [instance(1, 1), Date.parse('2026-06-01T19:00:00Z'), 'running'],
    [instance(1, 1, TournamentStatus.Completed), JUNE_1, TournamentStatus.Completed],
    [instance(1, 3, TournamentStatus.Canceled, false), JUNE_1, 'droppedByEdit'],
    [instance(1, 3, TournamentStatus.Canceled), JUNE_1, TournamentStatus.Canceled],
  ])('an instance %o at %d says %s', (shown, now, expected) => {
    expect(instanceStateOf(shown, now)).toBe(expected);
  });

  it('offers Pause to an active series, Resume to a paused one, End to both and nothing to an ended one', () => {
    expect(statusActionsFor('active')).toEqual({ pause: true, resume: false, end: true });
    expect(statusActionsFor('paused')).toEqual({ pause: false, resume: true, end: true });
    expect(statusActionsFor('ended')).toEqual({ pause: false, resume: false, end: false });
  });
});

describe("the 'Repeat as a series' dialog", () => {
  it('a weekly rule runs on one weekday: the day of its first possible start when none was chosen', () => {
    // 1 June 2026 is a Monday.
    const state = stateAfter(dialogOpened, series.recurrenceFrequencyChosen('weekly'));
    expect(selectRepeatRecurrence(state)).toMatchObject({ frequency: 'weekly', weekdays: [1], day_of_month: null });
    expect(selectRecurrenceErrors(state)).toEqual({});
  });

  it('a monthly rule on the day of its first possible start, and back to daily without days', () => {
    const monthly = stateAfter(dialogOpened, series.recurrenceFrequencyChosen('monthly'));
    expect(selectRepeatRecurrence(monthly)).toMatchObject({ weekdays: [], day_of_month: 1 });
    const daily = stateAfter(dialogOpened, series.recurrenceFrequencyChosen('weekdays'), series.recurrenceFrequencyChosen('daily'));
    expect(selectRepeatRecurrence(daily)).toMatchObject({ weekdays: [], day_of_month: null });
  });

  it('says each broken rule by its field, in the server’s words', () => {
    const state = stateAfter(dialogOpened, series.recurrenceEdited({ time_of_day: '25:00', duration_minutes: 2000 }));
    const errors = selectRecurrenceErrors(state);
    expect(inEnglish(errors.time_of_day)).toBe('Time of day should be HH:MM (UTC)');
    expect(inEnglish(errors.duration_minutes)).toMatch(/^Instances would overlap/);
    expect(selectRecurrencePreview(state, JUNE_1, 'en')).toBeUndefined();
  });

  it('previews the rule in words and its next five starts from now', () => {
    const preview = selectRecurrencePreview(stateAfter(dialogOpened), JUNE_1, 'en');
    expect(inEnglish(preview!.words)).toBe('Every day 18:00–22:00 UTC');
    expect(preview!.starts).toEqual(['01', '02', '03', '04', '05'].map((day) => `2026-06-${day}T18:00:00.000Z`));
  });

  it('keeps the dialog while the series is being created, and says why it was refused', () => {
    const saving = stateAfter(dialogOpened, series.seriesCreateRequested(), series.repeatDialogClosed());
    expect(saving.series.repeatDialog).toMatchObject({ open: true, saving: true });
    const refused = stateAfter(
      dialogOpened,
      series.seriesCreateRequested(),
      series.seriesCreateFailed({ message: '400 - Bad Request', refusals: [{ field: 'template.title', message: 'Title is required' }] }),
    );
    expect(refused.series.repeatDialog).toMatchObject({ open: true, saving: false, error: '400 - Bad Request', refusals: [{ field: 'template.title', message: 'Title is required' }] });
    expect(stateAfter(dialogOpened, series.seriesCreateRequested(), series.seriesCreated(seriesDetail(9))).series.repeatDialog.open).toBe(false);
  });
});
