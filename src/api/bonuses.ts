import type { TierBonus } from '../domain/tournament';
import { apiRequest } from './client';

/** Spec §3 "Available bonus": what a tier can award; a tier copies these fields into its bonus. */
export type AvailableBonus = TierBonus;

/** GET /api/bonuses: every bonus a tier can award, by code. */
export function fetchAvailableBonuses(signal: AbortSignal): Promise<AvailableBonus[]> {
  return apiRequest('GET', '/api/bonuses', { signal });
}
