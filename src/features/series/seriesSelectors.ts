import { createSelector } from '@reduxjs/toolkit';
import { selectApiOffers, type WithApiExtensions } from '../../app/apiExtensionsSlice';
import { parseTimestamp } from '../../domain/dates';
import { TournamentStatus } from '../../domain/enums';
import type { SeriesInstance, SeriesStatus } from '../../domain/series';
import { recurrenceInWords, validateRecurrence } from '../../domain/seriesRecurrence';
import type { MessageRef } from '../../i18n/text';
import { formatDateTime } from '../../lib/format';
import { nextStarts } from './recurrenceDraft';
import { instancesAdapter, selectSeriesSlice, seriesAdapter, type SeriesState } from './seriesSlice';

type WithSeries = { series?: SeriesState };

/** How many starts the dialog's preview lists. */
export const PREVIEW_STARTS = 5;

const seriesSelectors = seriesAdapter.getSelectors((state: WithSeries) => selectSeriesSlice(state).series);
const instanceSelectors = instancesAdapter.getSelectors((state: WithSeries) => selectSeriesSlice(state).instances);

/** Whether the API has series: without, the console shows neither the page nor 'Repeat as a series'. */
export const selectSeriesOffered = (state: WithApiExtensions) => selectApiOffers(state, 'series');

/** Whether a series' page shows its trend across instances: the API has series and results. */
export const selectTrendOffered = (state: WithApiExtensions) => selectSeriesOffered(state) && selectApiOffers(state, 'results');

export const selectAllSeries = seriesSelectors.selectAll;
export const selectSeriesById = seriesSelectors.selectById;
export const selectSeriesListStatus = (state: WithSeries) => selectSeriesSlice(state).listStatus;
export const selectSeriesListError = (state: WithSeries) => selectSeriesSlice(state).listError;

export const selectOpenedSeriesId = (state: WithSeries) => selectSeriesSlice(state).opened;
export const selectOpenedSeriesStatus = (state: WithSeries) => selectSeriesSlice(state).openedStatus;
export const selectOpenedSeriesError = (state: WithSeries) => selectSeriesSlice(state).openedError;
export const selectOpenedSeries = (state: WithSeries) => {
  const id = selectOpenedSeriesId(state);
  return id === null ? undefined : selectSeriesById(state, id);
};
export const selectInstances = instanceSelectors.selectAll;

export const selectSeriesChanging = (state: WithSeries, id: number) => selectSeriesSlice(state).changing.includes(id);

/** Which of Pause, Resume and End a series in `status` offers: an ended one none. */
export const statusActionsFor = (status: SeriesStatus) => ({ pause: status === 'active', resume: status === 'paused', end: status !== 'ended' });

export const selectTrend = (state: WithSeries) => selectSeriesSlice(state).trend;

/** An instance's point in the trend: its start, and its participants, GGR (lei) and ROI (%, null without a prize in lei). */
export interface TrendPoint {
  id: number;
  title: string;
  /** The start in full, for the table and the tooltip. */
  start: string;
  /** The start's day and month, for the axis. */
  tick: string;
  participants: number;
  ggr: number;
  roi: number | null;
}

/** The instances whose figures are computed, oldest first: participants are those who scored, GGR that during the window. */
export const selectTrendPoints = createSelector([selectTrend], ({ instances }): TrendPoint[] =>
  instances.flatMap(({ tournament_id, title, start_at, results }) =>
    results === null
      ? []
      : [
          {
            id: tournament_id,
            title,
            start: formatDateTime(start_at),
            tick: `${start_at.slice(8, 10)}/${start_at.slice(5, 7)}`,
            participants: results.funnel.scored,
            ggr: results.ggr.during,
            roi: results.roi_percent,
          },
        ],
  ),
);

export const selectRepeatDialog = (state: WithSeries) => selectSeriesSlice(state).repeatDialog;
export const selectRepeatRecurrence = (state: WithSeries) => selectSeriesSlice(state).repeatDialog.recurrence;

/** The rule's errors by field ('time_of_day', 'weekdays'...), as the server would answer them. */
export const selectRecurrenceErrors = createSelector([selectRepeatRecurrence], (recurrence): Record<string, MessageRef> =>
  Object.fromEntries((recurrence ? validateRecurrence(recurrence) : []).map(({ field, message }) => [field.replace(/^recurrence\./, ''), message])),
);

/** The rule in words in `language` and its next starts from `now`, while it is valid; undefined otherwise. */
export const selectRecurrencePreview = createSelector(
  [selectRepeatRecurrence, selectRecurrenceErrors, (_state: WithSeries, now: number) => now, (_state: WithSeries, _now: number, language: string) => language],
  (recurrence, errors, now, language) =>
    recurrence && Object.keys(errors).length === 0
      ? { words: recurrenceInWords(recurrence, language), starts: nextStarts(recurrence, new Date(now), PREVIEW_STARTS).map((start) => start.toISOString()) }
      : undefined,
);

/**
 * What an instance's status column says: a published tournament is Scheduled before its start and Running after it
 * (the API says In Progress for both); one an edit dropped from the rule says so; else the tournament's status.
 */
export type InstanceState = 'scheduled' | 'running' | 'droppedByEdit' | TournamentStatus;

export function instanceStateOf(instance: SeriesInstance, now: number): InstanceState {
  if (!instance.in_rule && instance.status === TournamentStatus.Canceled) return 'droppedByEdit';
  if (instance.status !== TournamentStatus.InProgress) return instance.status;
  return (parseTimestamp(instance.start) ?? 0) > now ? 'scheduled' : 'running';
}
