import { Type } from '@sinclair/typebox';
import { TournamentStatus } from '../../../src/domain/enums';
import type { PayoutState } from '../../../src/domain/payoutReview';
import { ID_MAX, TEXT_MAX_LENGTH } from '../../../src/domain/inputLimits';
import { SingleLineText } from '../http/inputSchemas';
import { DEFAULT_TAKE, LeaderboardRowSchema, MAX_TAKE, PlayerId } from '../boards/leaderboardSchemas';
import { IntegerEnum, Nullable } from '../http/schemaTypes';

/** The schemas of the payout review's calls (issue 28), mirroring the types of src/domain/payoutReview.ts. */

const PAYOUT_STATES: readonly PayoutState[] = ['automatic', 'manual', 'review', 'approved'];

const Actor = () => Type.Object({ id: Type.String(), name: Type.String() });
const Time = (description = 'UTC, ISO 8601') => Type.String({ format: 'date-time', description });

export const DisqualificationBody = Type.Object(
  {
    user_id: PlayerId(),
    reason: SingleLineText(TEXT_MAX_LENGTH.note, { description: 'Why, in the staff member’s words; kept with the disqualification and in the history. Not blank.' }),
  },
  { additionalProperties: false },
);

export const DisqualificationSchema = Type.Object({
  user_id: Type.String(),
  user_name: Type.String(),
  total_score: Type.Number({ description: 'Their score when disqualified' }),
  rank: Type.Integer({ description: 'Their rank when disqualified' }),
  reason: Type.String(),
  disqualified_at: Time(),
  disqualified_by: Actor(),
  in_review: Type.Boolean({ description: 'Disqualified after the end, in review, rather than while the tournament ran' }),
});

const TierBonusSchema = Type.Object({
  type: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  nominal_name: Type.String(),
  image_url: Type.String(),
  value: Type.Number(),
});

export const ReviewQuery = Type.Object({
  take: Type.Integer({ minimum: 1, maximum: MAX_TAKE, default: DEFAULT_TAKE }),
  skip: Type.Integer({ minimum: 0, maximum: ID_MAX - MAX_TAKE, default: 0 }),
});

export const PayoutReviewSchema = Type.Object({
  tournament_id: Type.Integer(),
  status: IntegerEnum(TournamentStatus),
  payout: Type.Unsafe<PayoutState>({
    type: 'string',
    enum: [...PAYOUT_STATES],
    description:
      'automatic: prizes go to the outbox at the end (the spec); manual: they will wait for approval, the tournament has not completed; ' +
      'review: completed, waiting for approval; approved: approved, in the outbox',
  }),
  approved_at: Nullable(Type.String({ description: 'UTC, ISO 8601; null until approved' })),
  approved_by: Type.Union([Actor(), Type.Null()]),
  version: Type.Integer({ description: "The tournament's version (its ETag is \"<version>\"), for If-Match on approve-payout" }),
  size: Type.Integer({ description: 'Players on the board; the disqualified are not' }),
  prize_ranks: Type.Integer({ description: 'Ranks 1..prize_ranks are those the tiers reach on this board: the rows take and skip page through' }),
  rows: Type.Array(
    Type.Object({
      ...LeaderboardRowSchema.properties,
      prize: Type.Union([Type.Object({ tier: Type.Integer({ description: "The tier's position, from 0" }), bonus: TierBonusSchema }), Type.Null()], {
        description: 'The prize the rank wins (the first tier covering it); null for a rank between tiers',
      }),
    }),
  ),
  prizes: Type.Integer({ description: 'Prizes the board gives' }),
  total_cost: Type.Object({ lei: Type.Number(), free_spins: Type.Number(), items: Type.Integer() }, { description: 'As Simulate counts them, to the cent' }),
  disqualified: Type.Array(DisqualificationSchema, { description: 'Newest first' }),
});

export const PayoutApprovalSchema = Type.Object({
  prizes: Type.Integer({ description: 'Outbox entries written' }),
  approved_at: Time(),
  approved_by: Actor(),
  version: Type.Integer({ description: "The tournament's new version" }),
});
