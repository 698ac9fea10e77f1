/** Beyond the spec (API extension 'invitePlayers'): a list of players invited to a tournament in one call. */
import { apiRequest } from './client';

/**
 * invited: a player the platform has sent joined the board now; already_on_board: was on it already; not_seen:
 * joined the board now (score 0), though the operator's platform has never sent an event for this id; disqualified:
 * staff disqualified the player from this tournament, so they did not join.
 */
export type InvitationOutcome = 'invited' | 'already_on_board' | 'not_seen' | 'disqualified';

export interface InvitationResult {
  user_id: string;
  outcome: InvitationOutcome;
}

/**
 * POST /api/tournaments/{id}/players with 1 to INVITED_PLAYER_IDS_MAX ids; the answer has one result per id, in the
 * request's order.
 */
export async function invitePlayers(tournamentId: number, userIds: readonly string[], signal: AbortSignal): Promise<InvitationResult[]> {
  const { results } = await apiRequest<{ results: InvitationResult[] }>('POST', `/api/tournaments/${tournamentId}/players`, { signal, body: { user_ids: userIds } });
  return results;
}
