import { apiRequest } from './client';

/** PUT /api/admin-users: records the signed-in user so others can later see them by name (spec §7). */
export function recordSignedInAdmin(signal: AbortSignal): Promise<unknown> {
  return apiRequest('PUT', '/api/admin-users', { signal });
}

/** A staff member as screens name them, e.g. who sent an outbox entry (spec §3). */
export interface AdminUser {
  id: string;
  displayName: string;
}

/** The server takes at most this many ids per lookup. */
export const MAX_ADMIN_USER_IDS = 1000;

/** POST /api/admin-users with a plain JSON array of ids: the display names of those it knows (unknown ids are left out). */
export function fetchAdminUsers(ids: string[], signal: AbortSignal): Promise<AdminUser[]> {
  return apiRequest('POST', '/api/admin-users', { signal, body: ids });
}
