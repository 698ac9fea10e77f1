/** Beyond the spec (API extension 'series', issue 28): recurring series and their instances. */
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

/** Pauses, resumes or ends a series; answers it as it now is. */
export function changeSeriesStatus(id: number, change: SeriesStatusChange, signal: AbortSignal): Promise<SeriesDetail> {
  return apiRequest<SeriesDetail>('PUT', `/api/series/${id}/${change}`, { signal });
}
