/** The booster calls of spec §7: a tournament's boosters, saved and deleted only while it is a Draft. */
import type { Booster } from '../domain/tournament';
import { versionOfEtag } from '../domain/versionTag';
import { apiRequest, apiRequestWithHeaders, type HttpMethod } from './client';
import { ifMatchHeader } from './concurrency';

export function fetchBoosters(tournamentId: number, signal: AbortSignal): Promise<Booster[]> {
  return apiRequest<Booster[]>('GET', `/api/boosters/${tournamentId}`, { signal });
}

/**
 * A booster write's answer: truthy on success (spec §7), and the tournament's version after it, which our API
 * answers as the ETag (undefined from an API without the 'concurrency' extension).
 */
export interface BoostersWritten {
  saved: unknown;
  version: number | undefined;
}

async function writeBoosters(method: HttpMethod, body: unknown, ifMatch: string | undefined, signal: AbortSignal): Promise<BoostersWritten> {
  const response = await apiRequestWithHeaders<unknown>(method, '/api/boosters', { signal, body, headers: ifMatchHeader(ifMatch) });
  return { saved: response.body, version: versionOfEtag(response.headers.get('etag')) };
}

/** Saves new (id 0) and changed boosters. */
export function saveBoosters(boosters: Booster[], ifMatch: string | undefined, signal: AbortSignal): Promise<BoostersWritten> {
  return writeBoosters('POST', boosters, ifMatch, signal);
}

/** Deletes saved boosters by id. */
export function deleteBoosters(ids: number[], ifMatch: string | undefined, signal: AbortSignal): Promise<BoostersWritten> {
  return writeBoosters('DELETE', ids, ifMatch, signal);
}
