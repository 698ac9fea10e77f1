import type { InvitationOutcome, InvitationResult } from '../../api/playerInvitations';

/** Ids p1 .. p{count}. */
export const playerIds = (count: number, first = 1) => Array.from({ length: count }, (_, index) => `p${first + index}`);

/** The outcome the fake server gives an id: ids ending in 7 were never sent by the platform, in 3 already on the board. */
export const outcomeOf = (userId: string): InvitationOutcome => (userId.endsWith('7') ? 'not_seen' : userId.endsWith('3') ? 'already_on_board' : 'invited');

/** The fake server's answer to a run: each id's outcome, in the run's order. */
export const answerFor = (_tournamentId: number, userIds: readonly string[]): Promise<InvitationResult[]> =>
  Promise.resolve(userIds.map((user_id) => ({ user_id, outcome: outcomeOf(user_id) })));
