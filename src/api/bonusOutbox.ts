import { apiRequest } from './client';
import type { OutboxEntry } from '../domain/outboxEntry';

/** GET /api/bonus-outbox/tournament/{id}: every outbox entry of one tournament, by rank. */
export function fetchTournamentOutbox(tournamentId: number, signal: AbortSignal): Promise<OutboxEntry[]> {
  return apiRequest('GET', `/api/bonus-outbox/tournament/${tournamentId}`, { signal });
}
