import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer } from '../../../test/allFeatures';
import { pendingUntilAborted } from '../../../test/pendingUntilAborted';
import { stateAfter } from '../../../test/stateAfter';
import * as boostersApi from '../../api/boosters';
import { HttpStatusError } from '../../api/client';
import * as api from '../../api/series';
import { API_EXTENSIONS } from '../../domain/apiExtensions';
import type { SeriesInstanceResults } from '../../domain/results/tournamentResults';
import { TournamentStatus } from '../../domain/enums';
import { navigateTo } from '../../lib/navigation';
import { aBooster, stateWithBoosters } from '../boosters/boosterFixtures';
import { boosterDeleted, boosterEdited } from '../boosters/boostersSlice';
import { aCompleteDraft } from '../editor/editorFixtures';
import { tournamentLoaded } from '../editor/editorSlice';
import { pageClosed, tournamentOpened } from '../openedTournament';
import { dailyRule, instance, seriesDetail, seriesSummary, trendInstance } from './seriesFixtures';
import { seriesSagas } from './seriesSagas';
import * as series from './seriesSlice';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('../../api/series');
jest.mock('../../api/boosters');
const mocked = jest.mocked(api);
const fetchBoosters = jest.mocked(boostersApi.fetchBoosters);

beforeEach(() => {
  jest.resetAllMocks();
});

const run = (state = stateAfter()) => expectSaga(seriesSagas).withReducer(rootReducer, state).provide([[matchers.call.fn(navigateTo), undefined]]);

describe('loading', () => {
  it('loads the list when the page opens, and says why it failed', async () => {
    mocked.fetchSeriesList.mockResolvedValueOnce([seriesSummary(1)]).mockRejectedValueOnce(new HttpStatusError(503, 'Service Unavailable'));
    const { storeState } = await run().dispatch(series.seriesListOpened()).put(series.seriesListLoaded([seriesSummary(1)])).silentRun(20);
    expect(storeState.series.listStatus).toBe('loaded');
    const failed = await run().dispatch(series.seriesListOpened()).silentRun(20);
    expect(failed.storeState.series).toMatchObject({ listStatus: 'failed', listError: '503 - Service Unavailable' });
  });

  it('aborts the list’s request when the page is left', async () => {
    const held = pendingUntilAborted();
    mocked.fetchSeriesList.mockImplementation(held.request);
    await run().dispatch(series.seriesListOpened()).dispatch(series.seriesListClosed()).not.put.actionType(series.seriesListFailed.type).silentRun(20);
    expect(held.signals.map((signal) => signal.aborted)).toEqual([true]);
  });

  it('loads the opened series with its instances', async () => {
    mocked.fetchSeries.mockResolvedValue(seriesDetail(4));
    const { storeState } = await run().dispatch(series.seriesPageOpened(4)).silentRun(20);
    expect(mocked.fetchSeries).toHaveBeenCalledWith(4, expect.any(AbortSignal));
    expect(storeState.series.instances.ids).toEqual([101, 102, 103]);
  });
});

describe('pause, resume and end', () => {
  it('ignores a second press on a series while its change is in flight, not another series’', async () => {
    const held = pendingUntilAborted();
    mocked.changeSeriesStatus.mockImplementation(held.request);
    await run(stateAfter(series.seriesListLoaded([seriesSummary(1), seriesSummary(2)])))
      .dispatch(series.seriesStatusChangeRequested({ id: 1, change: 'end' }))
      .dispatch(series.seriesStatusChangeRequested({ id: 1, change: 'end' }))
      .dispatch(series.seriesStatusChangeRequested({ id: 2, change: 'pause' }))
      .silentRun(20);
    expect(mocked.changeSeriesStatus.mock.calls.map(([id, change]) => [id, change])).toEqual([
      [1, 'end'],
      [2, 'pause'],
    ]);
  });

  it('shows the series as the server answers it after the change', async () => {
    mocked.changeSeriesStatus.mockResolvedValue(seriesDetail(1, { status: 'ended', next_instance: null }));
    const { storeState } = await run(stateAfter(series.seriesListLoaded([seriesSummary(1)])))
      .dispatch(series.seriesStatusChangeRequested({ id: 1, change: 'end' }))
      .silentRun(20);
    expect(storeState.series.series.entities[1]).toMatchObject({ status: 'ended', next_instance: null });
    expect(storeState.series.changing).toEqual([]);
  });

  it('reports a refused change with the server’s reason', async () => {
    mocked.changeSeriesStatus.mockRejectedValue(new HttpStatusError(409, 'Conflict', 'Series 1 has ended: it can no longer be changed'));
    await run(stateAfter(series.seriesListLoaded([seriesSummary(1)])))
      .dispatch(series.seriesStatusChangeRequested({ id: 1, change: 'pause' }))
      .put(series.seriesStatusChangeFailed({ id: 1, change: 'pause', message: '409 - Conflict: Series 1 has ended: it can no longer be changed' }))
      .silentRun(20);
  });
});

describe("'Repeat as a series'", () => {
  const tournament = aCompleteDraft(7, { title: 'Daily Race' });
  const onPage = (...actions: Parameters<typeof stateAfter>) =>
    stateAfter(tournamentOpened(7), tournamentLoaded(tournament), series.repeatDialogOpened({ tournamentId: 7, recurrence: dailyRule }), ...actions);

  it('sends the tournament as the editor holds it, its stored boosters and the rule; then opens the series', async () => {
    fetchBoosters.mockResolvedValue([{ id: 3, tournament_id: 7, multiplier: 2, name: 'Happy hour', start_date: null, end_date: null, day_of_week: null, day_of_month: null }]);
    mocked.createSeries.mockResolvedValue(seriesDetail(12));
    const { storeState } = await run(onPage())
      .dispatch(series.seriesCreateRequested())
      .put(series.seriesCreated(seriesDetail(12)))
      .call(navigateTo, '/series/12')
      .silentRun(20);
    const [body] = mocked.createSeries.mock.calls[0];
    expect(body.template).toMatchObject({ id: 7, title: 'Daily Race' });
    expect(body.boosters).toEqual([{ id: 3, tournament_id: 7, multiplier: 2, name: 'Happy hour', start_date: null, end_date: null, day_of_week: null, day_of_month: null }]);
    expect(body.recurrence).toEqual(dailyRule);
    expect(storeState.series.repeatDialog.open).toBe(false);
  });

  it('sends the boosters as the Boosters tab holds them, unsaved edits included, when it was opened', async () => {
    mocked.createSeries.mockResolvedValue(seriesDetail(12));
    const edited = [boosterEdited({ key: 'b1', changes: { multiplier: 3 } }), boosterDeleted('b2')];
    const state = stateWithBoosters(tournament, [aBooster(3), aBooster(4)], ...edited, series.repeatDialogOpened({ tournamentId: 7, recurrence: dailyRule }));
    await run(state).dispatch(series.seriesCreateRequested()).put(series.seriesCreated(seriesDetail(12))).silentRun(20);
    expect(fetchBoosters).not.toHaveBeenCalled();
    expect(mocked.createSeries.mock.calls[0][0].boosters).toEqual([aBooster(3, { multiplier: 3 })]);
  });

  it('keeps the dialog open with the server’s field refusals', async () => {
    fetchBoosters.mockResolvedValue([]);
    const body = { message: 'Invalid series', errors: [{ field: 'template.title', message: 'Title is required' }, { field: 3 }] };
    mocked.createSeries.mockRejectedValue(new HttpStatusError(400, 'Bad Request', 'Invalid series', body));
    const { storeState } = await run(onPage()).dispatch(series.seriesCreateRequested()).not.call.fn(navigateTo).silentRun(20);
    expect(storeState.series.repeatDialog).toMatchObject({
      open: true,
      saving: false,
      error: '400 - Bad Request: Invalid series',
      refusals: [{ field: 'template.title', message: 'Title is required' }],
    });
  });

  it('aborts the creation when the tournament’s page is left', async () => {
    const held = pendingUntilAborted();
    fetchBoosters.mockResolvedValue([]);
    mocked.createSeries.mockImplementation(held.request);
    await run(onPage()).dispatch(series.seriesCreateRequested()).delay(5).dispatch(pageClosed()).not.put.actionType(series.seriesCreated.type).silentRun(STEPPED_RUN_MS);
    expect(held.signals.map((signal) => signal.aborted)).toEqual([true]);
  });
});

describe("'Edit rule'", () => {
  const saturdays = { ...dailyRule, frequency: 'weekly' as const, weekdays: [6] };
  const onPage = (...actions: Parameters<typeof stateAfter>) =>
    stateAfter(series.seriesPageOpened(4), series.seriesLoaded(seriesDetail(4)), series.ruleEditOpened({ seriesId: 4, recurrence: dailyRule }), series.recurrenceEdited({ weekdays: [6] }), ...actions);

  it('sends the template and boosters as the server holds them with the dialog’s rule, then shows the series and instances it answers', async () => {
    const stored = seriesDetail(4, { boosters: [{ multiplier: 2, name: 'Happy hour', start_date: null, end_date: null, day_of_week: 6, day_of_month: null }] });
    mocked.fetchSeries.mockResolvedValue(stored);
    const answered = seriesDetail(4, { recurrence: saturdays, instances: [instance(101, 1, TournamentStatus.Completed), instance(102, 2, TournamentStatus.Canceled, false), instance(106, 6)] });
    mocked.updateSeries.mockResolvedValue(answered);
    const { storeState } = await run(onPage(series.recurrenceFrequencyChosen('weekly')))
      .dispatch(series.seriesRuleSaveRequested())
      .put(series.seriesRuleSaved(answered))
      .silentRun(20);
    expect(mocked.updateSeries).toHaveBeenCalledWith(4, { template: stored.template, boosters: stored.boosters, recurrence: saturdays }, expect.any(AbortSignal));
    expect(mocked.createSeries).not.toHaveBeenCalled();
    expect(storeState.series.repeatDialog.open).toBe(false);
    expect(storeState.series.series.entities[4]?.recurrence).toEqual(saturdays);
    expect(storeState.series.instances.ids).toEqual([101, 102, 106]);
  });

  it('keeps the dialog open with the server’s reason once the series has ended', async () => {
    mocked.fetchSeries.mockResolvedValue(seriesDetail(4, { status: 'ended' }));
    mocked.updateSeries.mockRejectedValue(new HttpStatusError(409, 'Conflict', 'Series 4 has ended: it can no longer be changed'));
    const { storeState } = await run(onPage()).dispatch(series.seriesRuleSaveRequested()).not.put.actionType(series.seriesRuleSaved.type).silentRun(20);
    expect(storeState.series.repeatDialog).toMatchObject({ open: true, saving: false, error: '409 - Conflict: Series 4 has ended: it can no longer be changed' });
  });
});

describe('the trend across instances', () => {
  it('loads the opened series’ latest instances with their results', async () => {
    mocked.fetchSeries.mockResolvedValue(seriesDetail(4));
    mocked.fetchSeriesResults.mockResolvedValue({ series_id: 4, instances: [trendInstance(101, 1), trendInstance(102, 2, null)] });
    const { storeState } = await run().dispatch(series.seriesPageOpened(4)).silentRun(20);
    expect(mocked.fetchSeriesResults).toHaveBeenCalledWith(4, expect.any(AbortSignal));
    expect(storeState.series.trend).toMatchObject({ status: 'loaded', error: null });
    expect(storeState.series.trend.instances.map(({ tournament_id }: SeriesInstanceResults) => tournament_id)).toEqual([101, 102]);
  });

  it('is not asked for where the API has no results', async () => {
    mocked.fetchSeries.mockResolvedValue(seriesDetail(4));
    const state = { ...stateAfter(), apiExtensions: API_EXTENSIONS.filter((name) => name !== 'results') };
    const { storeState } = await run(state).dispatch(series.seriesPageOpened(4)).silentRun(20);
    expect(mocked.fetchSeriesResults).not.toHaveBeenCalled();
    expect(storeState.series.trend.status).toBe('idle');
  });
});
