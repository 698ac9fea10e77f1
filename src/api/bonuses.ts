import type { BonusStatus } from '../domain/bonusStatus';
import type { TierBonus } from '../domain/tournament';
import { apiRequest } from './client';

/**
 * Spec §3 "Available bonus": what a tier can award; a tier copies its TierBonus fields into its bonus. `status` is
 * beyond the spec (issue 27): absent from an API that does not send it, which reads as sendable.
 */
export type AvailableBonus = TierBonus & { status?: BonusStatus };

/** GET /api/bonuses: every bonus a tier can award, by code. */
export function fetchAvailableBonuses(signal: AbortSignal): Promise<AvailableBonus[]> {
  return apiRequest('GET', '/api/bonuses', { signal });
}
