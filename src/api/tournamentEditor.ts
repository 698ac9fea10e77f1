/**
 * The calls of spec §7 behind the tournament page and the create page. The writes take an If-Match (the
 * version loaded, see domain/versionTag.ts) when the API offers 'concurrency'; undefined sends none.
 */
import type { Tournament } from '../domain/tournament';
import { apiRequest } from './client';
import { ifMatchHeader } from './concurrency';

export function fetchTournament(id: number, signal: AbortSignal): Promise<Tournament> {
  return apiRequest<Tournament>('GET', `/api/tournaments/${id}`, { signal });
}

/** PUT: the server creates a Draft and answers its id. */
export function createTournament(tournament: Tournament, signal: AbortSignal): Promise<number> {
  return apiRequest<number>('PUT', '/api/tournaments', { signal, body: tournament });
}

/** PUT ?duplicate_of (API extension 'history'): creates the copy as createTournament does; its history names the source. */
export function createDuplicate(copy: Tournament, sourceId: number, signal: AbortSignal): Promise<number> {
  return apiRequest<number>('PUT', `/api/tournaments?duplicate_of=${sourceId}`, { signal, body: copy });
}

/** POST: saves a Draft, or publishes it when the body's status is In Progress; answers the stored tournament. */
export function updateTournament(tournament: Tournament, ifMatch: string | undefined, signal: AbortSignal): Promise<Tournament> {
  return apiRequest<Tournament>('POST', `/api/tournaments/${tournament.id}`, { signal, body: tournament, headers: ifMatchHeader(ifMatch) });
}

/** PUT, with no body as spec §7 has it unless a `reason` is given (extension 'cancelReason', kept in the history). */
export function cancelTournament(id: number, reason: string | undefined, ifMatch: string | undefined, signal: AbortSignal): Promise<Tournament> {
  const body = reason === undefined ? undefined : { reason };
  return apiRequest<Tournament>('PUT', `/api/tournaments/${id}/cancel`, { signal, body, headers: ifMatchHeader(ifMatch) });
}

/** A truthy answer means the player was assigned. */
export function assignPlayer(id: number, playerId: string, signal: AbortSignal): Promise<unknown> {
  return apiRequest<unknown>('PUT', `/api/tournaments/${id}/players/${encodeURIComponent(playerId)}`, { signal });
}

export function saveSummaryVideoUrl(id: number, summaryVideoUrl: string, ifMatch: string | undefined, signal: AbortSignal): Promise<Tournament> {
  return apiRequest<Tournament>('POST', `/api/tournaments/${id}/summary-video-url`, {
    signal,
    body: { summary_video_url: summaryVideoUrl },
    headers: ifMatchHeader(ifMatch),
  });
}
