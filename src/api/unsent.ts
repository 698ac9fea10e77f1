import type { OutboxEntry } from '../domain/outboxEntry';
import { apiRequest } from './client';

/** GET /api/bonus-outbox/failed: entries not sent after at least one failure (spec §4 "failed"). */
export function fetchUnsentBonuses(signal: AbortSignal): Promise<OutboxEntry[]> {
  return apiRequest('GET', '/api/bonus-outbox/failed', { signal });
}

/** GET /api/bonus-outbox/failed/count: how many entries the list above holds (the navbar badge). */
export function fetchUnsentBonusCount(signal: AbortSignal): Promise<number> {
  return apiRequest('GET', '/api/bonus-outbox/failed/count', { signal });
}

/** PUT /api/bonus-outbox/sent with the entry as body: sends it now; the result is not shown. */
export function sendUnsentBonus(entry: OutboxEntry, signal: AbortSignal): Promise<unknown> {
  return apiRequest('PUT', '/api/bonus-outbox/sent', { signal, body: entry });
}

/**
 * PUT /api/bonus-outbox/{id}/bonus-code (API extension 'outboxCodeReplacement'): gives a failed entry whose bonus can
 * no longer be sent the bonus `code` instead; answers the entry as it is now.
 */
export function replaceUnsentBonusCode(entry: OutboxEntry, code: string, signal: AbortSignal): Promise<OutboxEntry> {
  return apiRequest('PUT', `/api/bonus-outbox/${entry.id}/bonus-code`, { signal, body: { bonus_code: code } });
}
