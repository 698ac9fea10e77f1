import type { HistoryAction, HistoryEntry, ScoreAdjustmentEntry } from '../domain/tournamentHistory';
import { apiPage, apiRequest, type ApiPage } from './client';

/** Which page of a tournament's history, optionally only one person's entries or one action's. */
export interface HistoryQuery {
  take: number;
  skip: number;
  actor?: string;
  action?: HistoryAction;
}

function queryString({ take, skip, actor, action }: HistoryQuery): string {
  const params = new URLSearchParams({ take: String(take), skip: String(skip) });
  if (actor !== undefined) params.set('actor', actor);
  if (action !== undefined) params.set('action', action);
  return params.toString();
}

/** GET /api/tournaments/{id}/history (API extension 'history'): newest first, with the matching total. */
export function fetchTournamentHistory(tournamentId: number, query: HistoryQuery, signal: AbortSignal): Promise<ApiPage<HistoryEntry>> {
  return apiPage(`/api/tournaments/${tournamentId}/history?${queryString(query)}`, signal);
}

/** GET /api/leaderboard/{id}/player/{playerId}/adjustments (API extension 'history'): newest first. */
export function fetchPlayerAdjustments(tournamentId: number, playerId: string, signal: AbortSignal): Promise<ScoreAdjustmentEntry[]> {
  return apiRequest('GET', `/api/leaderboard/${tournamentId}/player/${encodeURIComponent(playerId)}/adjustments`, { signal });
}
