/** Beyond the spec (API extension 'series', issue 28): recurring series and their instances. */
import type { SeriesResults } from '../domain/results/tournamentResults';
import type { SeriesBody, SeriesDetail, SeriesSummary } from '../domain/series';
import { apiRequest } from './client';

/** What a series' status buttons ask of PUT /api/series/{id}/{change}. */
export type SeriesStatusChange = 'pause' | 'resume' | 'end';

/** Every series, newest first. */
export function fetchSeriesList(signal: AbortSignal): Promise<SeriesSummary[]> {
  return apiRequest<SeriesSummary[]>('GET', '/api/series', { signal });
}

/** One series with its template, boosters and every instance by start. */
export function fetchSeries(id: number, signal: AbortSignal): Promise<SeriesDetail> {
  return apiRequest<SeriesDetail>('GET', `/api/series/${id}`, { signal });
}

/** Creates a series; the server publishes its instances over its horizon at once and answers the series. */
export function createSeries(body: SeriesBody, signal: AbortSignal): Promise<SeriesDetail> {
  return apiRequest<SeriesDetail>('PUT', '/api/series', { signal, body });
}

/**
 * Changes a series (POST /api/series/{id}, the whole body: template, boosters and rule); its instances not started
 * follow, never a running or finished one. 409 once the series has ended.
 */
export function updateSeries(id: number, body: SeriesBody, signal: AbortSignal): Promise<SeriesDetail> {
  return apiRequest<SeriesDetail>('POST', `/api/series/${id}`, { signal, body });
}

/** How many of its latest started instances the series page's trend shows. */
export const TREND_INSTANCES = 100;

/** The series' trend (extension 'results'): its latest started instances with their figures, oldest first. */
export function fetchSeriesResults(id: number, signal: AbortSignal): Promise<SeriesResults> {
  return apiRequest<SeriesResults>('GET', `/api/series/${id}/results?take=${TREND_INSTANCES}`, { signal });
}

/** Pauses, resumes or ends a series; answers it as it now is. */
export function changeSeriesStatus(id: number, change: SeriesStatusChange, signal: AbortSignal): Promise<SeriesDetail> {
  return apiRequest<SeriesDetail>('PUT', `/api/series/${id}/${change}`, { signal });
}
