import { Type, type Static } from '@sinclair/typebox';
import { ID_MAX, SCORE_MAX, TEXT_MAX_LENGTH } from '../../../src/domain/inputLimits';
import { NOT_BLANK, RowId, SignedNumber, SingleLineText } from '../http/inputSchemas';
import { Nullable } from '../http/schemaTypes';

/** Spec §9: the console asks for pages of 100; a larger page is refused rather than served slowly. */
export const DEFAULT_TAKE = 100;
export const MAX_TAKE = 1000;

export const TournamentParams = Type.Object({ id: RowId() });
/** A player's id as staff give it (assignments, invitations): the platform's ids and a CRM's. */
export const PlayerId = () => SingleLineText(TEXT_MAX_LENGTH.id, { minLength: 1, [NOT_BLANK]: true });
export const PlayerParams = Type.Object({ id: RowId(), playerId: PlayerId() });

/** A search answers at most this many players: more typing narrows them. */
export const MAX_SEARCH_TAKE = 100;

export const PageQuery = Type.Object({
  take: Type.Integer({ minimum: 1, maximum: MAX_TAKE, default: DEFAULT_TAKE }),
  // Ranks are int4, so skip + take must stay below its limit.
  skip: Type.Integer({ minimum: 0, maximum: ID_MAX - MAX_TAKE, default: 0 }),
  q: Type.Optional(
    SingleLineText(TEXT_MAX_LENGTH.id, {
      description:
        `Extension 'playerSearch' (issue 27): instead of a page, the players whose id or name (in any case) starts with q, in rank order: ` +
        `of the first take (≤ ${MAX_SEARCH_TAKE}) by id and the first take by name, the take ranked highest; skip is ignored, size is still the whole board's`,
    }),
  ),
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

// Optional, null or '' (an emptied form field), so that a missing value gets the domain's own message
// from validateScoreAdjustment.
export const ScoreAdjustmentBody = Type.Object({
  tournament_id: RowId(),
  user_id: Type.Optional(Nullable(SingleLineText(TEXT_MAX_LENGTH.id))),
  score: Type.Optional(
    Type.Union([SignedNumber(SCORE_MAX), Type.Literal(''), Type.Null()], { description: 'Added to the total, rounded to 2 decimals; may be negative, not zero nor anything that rounds to 0 (|score| < 0.005)' }),
  ),
  note: Type.Optional(Nullable(SingleLineText(TEXT_MAX_LENGTH.note))),
});
