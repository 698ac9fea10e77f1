/** The booster calls of spec §7: a tournament's boosters, saved and deleted only while it is a Draft. */
import type { Booster } from '../domain/tournament';
import { apiRequest } from './client';

export function fetchBoosters(tournamentId: number, signal: AbortSignal): Promise<Booster[]> {
  return apiRequest<Booster[]>('GET', `/api/boosters/${tournamentId}`, { signal });
}

/** Saves new (id 0) and changed boosters; truthy on success. */
export function saveBoosters(boosters: Booster[], signal: AbortSignal): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/boosters', { signal, body: boosters });
}

/** Deletes saved boosters by id. */
export function deleteBoosters(ids: number[], signal: AbortSignal): Promise<unknown> {
  return apiRequest<unknown>('DELETE', '/api/boosters', { signal, body: ids });
}
