import { Type } from '@sinclair/typebox';
import { INVITED_PLAYER_IDS_MAX } from '../../../src/domain/inputLimits';
import { PlayerId } from '../boards/leaderboardSchemas';
import { INVITE_OUTCOMES, type InviteOutcome } from './playerInvites';

/** POST /api/tournaments/{id}/players: the ids to invite, each as PUT's playerId takes it. */
export const InviteBody = Type.Object({
  user_ids: Type.Array(PlayerId(), { minItems: 1, maxItems: INVITED_PLAYER_IDS_MAX, description: `1 to ${INVITED_PLAYER_IDS_MAX} player ids; a longer list is sent in runs` }),
});

export const InviteResultSchema = Type.Object({
  results: Type.Array(
    Type.Object({
      user_id: Type.String(),
      outcome: Type.Unsafe<InviteOutcome>({
        type: 'string',
        enum: [...INVITE_OUTCOMES],
        description:
          "invited: a player the platform has sent joined the board now; already_on_board: was on it before; not_seen: joined now, but the platform has never sent this id; " +
          'disqualified: staff disqualified this player from the tournament, so they did not join',
      }),
    }),
    { description: "One per id, in the request's order" },
  ),
});
