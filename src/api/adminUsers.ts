import { apiRequest } from './client';

/** PUT /api/admin-users: records the signed-in user so others can later see them by name (spec §7). */
export function recordSignedInAdmin(signal: AbortSignal): Promise<unknown> {
  return apiRequest('PUT', '/api/admin-users', { signal });
}
