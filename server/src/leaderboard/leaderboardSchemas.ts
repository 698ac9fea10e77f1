import { Type, type Static } from '@sinclair/typebox';

/** Spec §9: the console asks for pages of 100; a larger page is refused rather than served slowly. */
export const DEFAULT_TAKE = 100;
export const MAX_TAKE = 1000;
const MAX_INT4 = 2_147_483_647;

const TournamentId = Type.Integer({ minimum: 1, maximum: MAX_INT4 });

export const TournamentParams = Type.Object({ id: TournamentId });
export const PlayerParams = Type.Object({ id: TournamentId, playerId: Type.String({ minLength: 1 }) });

export const PageQuery = Type.Object({
  take: Type.Integer({ minimum: 1, maximum: MAX_TAKE, default: DEFAULT_TAKE }),
  // Ranks are int4, so skip + take must stay below its limit.
  skip: Type.Integer({ minimum: 0, maximum: MAX_INT4 - MAX_TAKE, default: 0 }),
});

export const LeaderboardRowSchema = Type.Object({
  rank: Type.Integer(),
  user_id: Type.String(),
  user_name: Type.String(),
  total_score: Type.Number(),
  computed: Type.String({ format: 'date-time', description: 'UTC, ISO 8601' }),
});
export type LeaderboardRow = Static<typeof LeaderboardRowSchema>;

export const LeaderboardPageSchema = Type.Object({
  size: Type.Integer({ description: 'Rows in the whole leaderboard' }),
  rows: Type.Array(LeaderboardRowSchema),
});

export const PlayerRankSchema = Type.Object({ row: LeaderboardRowSchema, rank: Type.Integer() });
export type PlayerRank = Static<typeof PlayerRankSchema>;

// Optional, and score may be '' (an emptied form field), so that a missing value gets the domain's own
// message from validateScoreAdjustment; ajv coerces null to '' or 0, which that validator also refuses.
export const ScoreAdjustmentBody = Type.Object({
  tournament_id: TournamentId,
  user_id: Type.Optional(Type.String()),
  score: Type.Optional(Type.Union([Type.Number(), Type.Literal('')], { description: 'Added to the total; may be negative, not zero' })),
  note: Type.Optional(Type.String()),
});
