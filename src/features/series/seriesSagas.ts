import type { SagaIterator } from 'redux-saga';
import { all, call, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { fetchBoosters } from '../../api/boosters';
import { HttpStatusError } from '../../api/client';
import { changeSeriesStatus, createSeries, fetchSeries, fetchSeriesList, fetchSeriesResults, updateSeries, type SeriesStatusChange } from '../../api/series';
import type { SeriesResults } from '../../domain/results/tournamentResults';
import type { SeriesBody, SeriesDetail, SeriesSummary } from '../../domain/series';
import type { Booster, Tournament } from '../../domain/tournament';
import { abortableCall } from '../../lib/abortableCall';
import { errorMessageWithDetail } from '../../lib/errorMessage';
import { navigateTo } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import { takeLeadingPerKey } from '../../lib/takeLeadingPerKey';
import { selectOpenedTournamentBoosters } from '../boosters';
import { selectWorkingTournament } from '../editor';
import { pageClosed, selectOpened } from '../openedTournament';
import { selectRepeatDialog, selectTrendOffered } from './seriesSelectors';
import {
  seriesCreated,
  seriesCreateFailed,
  seriesCreateRequested,
  seriesListClosed,
  seriesListFailed,
  seriesListLoaded,
  seriesListOpened,
  seriesLoaded,
  seriesLoadFailed,
  seriesPageClosed,
  seriesPageOpened,
  seriesRuleSaved,
  seriesRuleSaveFailed,
  seriesRuleSaveRequested,
  seriesStatusChanged,
  seriesStatusChangeFailed,
  seriesStatusChangeRequested,
  seriesTrendFailed,
  seriesTrendLoaded,
  seriesTrendRequested,
  type RepeatDialogState,
  type SeriesRefusal,
} from './seriesSlice';

/** The field errors of a 400's body ({ message, errors: [{ field, message }] }); none for any other failure. */
export function refusalsOf(error: unknown): SeriesRefusal[] {
  if (!(error instanceof HttpStatusError) || error.status !== 400) return [];
  const { errors } = (error.body ?? {}) as { errors?: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item: unknown) => {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
}

function* loadList(): SagaIterator {
  try {
    const list: SeriesSummary[] = yield abortableCall(fetchSeriesList);
    yield put(seriesListLoaded(list));
  } catch (error) {
    yield put(seriesListFailed({ message: errorMessageWithDetail(error) }));
  }
}

function* loadSeries({ payload: id }: ReturnType<typeof seriesPageOpened>): SagaIterator {
  try {
    const detail: SeriesDetail = yield abortableCall(fetchSeries, id);
    yield put(seriesLoaded(detail));
  } catch (error) {
    yield put(seriesLoadFailed({ id, message: errorMessageWithDetail(error) }));
  }
}

/** The opened series' trend across its instances, where the API has results. */
function* loadTrend({ payload: id }: ReturnType<typeof seriesPageOpened>): SagaIterator {
  const offered: boolean = yield select(selectTrendOffered);
  if (!offered) return;
  yield put(seriesTrendRequested());
  try {
    const answer: SeriesResults = yield abortableCall(fetchSeriesResults, id);
    yield put(seriesTrendLoaded({ id, instances: answer.instances }));
  } catch (error) {
    yield put(seriesTrendFailed({ id, message: errorMessageWithDetail(error) }));
  }
}

function* changeStatus({ payload: { id, change } }: { payload: { id: number; change: SeriesStatusChange } }): SagaIterator {
  try {
    const detail: SeriesDetail = yield abortableCall(changeSeriesStatus, id, change);
    yield put(seriesStatusChanged(detail));
  } catch (error) {
    yield put(seriesStatusChangeFailed({ id, change, message: errorMessageWithDetail(error) }));
  }
}

/**
 * Creates the series of the dialog: the template is the tournament as the editor holds it, the boosters as its
 * Boosters tab holds them (unsaved edits included), else its stored ones; then the series' page opens, its
 * instances over the horizon already published by the server.
 */
export function* createRepeatedSeries(): SagaIterator {
  const { tournamentId, recurrence }: RepeatDialogState = yield select(selectRepeatDialog);
  const template: Tournament | undefined = yield select(selectWorkingTournament);
  const opened: unknown = yield select(selectOpened);
  if (tournamentId === null || recurrence === null || !template || opened !== tournamentId) return;
  try {
    const edited: Booster[] | undefined = yield select(selectOpenedTournamentBoosters);
    const boosters: Booster[] = edited ?? (yield abortableCall(fetchBoosters, tournamentId));
    // The server keeps the template's and the boosters' fields, not their ids (seriesStore's definitionColumns).
    const body: SeriesBody = { template, boosters, recurrence };
    const detail: SeriesDetail = yield abortableCall(createSeries, body);
    yield put(seriesCreated(detail));
    yield call(navigateTo, paths.seriesDetail.link({ id: detail.id }));
  } catch (error) {
    yield put(seriesCreateFailed({ message: errorMessageWithDetail(error), refusals: refusalsOf(error) }));
  }
}

/**
 * Saves the dialog's rule of the series: the update takes the whole series, so the template and boosters go back as
 * the server holds them now (read just before, so that an edit of the rule never writes back an older template).
 * The answer is the series as GET answers it, its instances as the edit left them: the page shows it.
 */
export function* saveSeriesRule(): SagaIterator {
  const { seriesId, recurrence }: RepeatDialogState = yield select(selectRepeatDialog);
  if (seriesId === null || recurrence === null) return;
  try {
    const { template, boosters }: SeriesDetail = yield abortableCall(fetchSeries, seriesId);
    const body: SeriesBody = { template, boosters, recurrence };
    const detail: SeriesDetail = yield abortableCall(updateSeries, seriesId, body);
    yield put(seriesRuleSaved(detail));
  } catch (error) {
    yield put(seriesRuleSaveFailed({ message: errorMessageWithDetail(error), refusals: refusalsOf(error) }));
  }
}

export function* seriesSagas(): SagaIterator {
  // Each load drops the one before; leaving the page drops it too (its request aborted).
  yield takeLatest(seriesListOpened, function* () {
    yield race({ load: call(loadList), left: take(seriesListClosed) });
  });
  yield takeLatest(seriesPageOpened, function* (action: ReturnType<typeof seriesPageOpened>) {
    yield race({ load: all([call(loadSeries, action), call(loadTrend, action)]), left: take(seriesPageClosed) });
  });
  // One change at a time per series (a second press waits for nothing: it is ignored); other series' go on.
  yield takeLeadingPerKey(seriesStatusChangeRequested, ({ payload }) => payload.id, changeStatus);
  // A second press while creating is ignored; leaving the tournament's page aborts the creation.
  yield takeLeading(seriesCreateRequested, function* () {
    yield race({ create: call(createRepeatedSeries), left: take(pageClosed) });
  });
  // Likewise for a series' rule: a second Save is ignored; leaving the series' page aborts it.
  yield takeLeading(seriesRuleSaveRequested, function* () {
    yield race({ save: call(saveSeriesRule), left: take(seriesPageClosed) });
  });
}
